import { App, Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { RUN_REPORT_FORMATS, type RunReport, type RunReportFormat } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { saveBlob } from '../../../lib/save-blob';
import { downloadRunReport } from '../api/download-run-report';
import { testsTestIdOf, TESTS_TEST_IDS } from '../test-ids';
import { htmlReportFile } from './html-report-file';
import { useReportLabels } from './use-report-labels';

/** Opened by a click, not a hover: a download is a choice. */
const CLICK: ('click' | 'hover' | 'contextMenu')[] = ['click'];

export interface ReportDownloadsProps {
  projectId: string;
  runId: string;
  /** The run's report as stored; the HTML file is written from it. */
  report: RunReport;
}

/**
 * A run's report as a file: HTML written here in the reader's language, JUnit XML and JSON as the
 * server writes them (the same files `heron run` writes, for CI tools).
 */
export function ReportDownloads({ projectId, runId, report }: ReportDownloadsProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const labels = useReportLabels();

  const download = async (format: RunReportFormat) => {
    try {
      const file =
        format === 'html'
          ? htmlReportFile(report, labels, i18n.language)
          : await downloadRunReport(projectId, runId, format);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Dropdown
      trigger={CLICK}
      menu={{
        items: RUN_REPORT_FORMATS.map((format) => ({
          key: format,
          label: t(`tests.run.formats.${format}`),
          'data-testid': testsTestIdOf.reportFormat(format),
        })),
        onClick: ({ key }) => void download(key as RunReportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} data-testid={TESTS_TEST_IDS.downloadReport}>
        {t('tests.run.download')}
      </Button>
    </Dropdown>
  );
}
