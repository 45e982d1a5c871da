import { App, Button, Dropdown } from 'antd';
import { EllipsisOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { saveBlob } from '../../../lib/save-blob';
import { exportTestSuite } from '../api/export-test-suite';
import { useScenarioEnvironment } from '../editor/environment-select';
import { TESTS_TEST_IDS } from '../test-ids';

const EXPORT = 'export';
const CLICK: ('click' | 'hover' | 'contextMenu')[] = ['click'];

/**
 * The scenario's other actions: for now, its export as a test-suite file for `heron run`, with
 * the environment chosen in the editor (anyone who may read the scenario may export it).
 */
export function MoreActions({ projectId, scenarioId }: { projectId: string; scenarioId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const { environmentId } = useScenarioEnvironment(projectId, scenarioId);

  const exportSuite = async () => {
    try {
      const file = await exportTestSuite(projectId, scenarioId, environmentId);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Dropdown
      trigger={CLICK}
      menu={{
        items: [
          {
            key: EXPORT,
            icon: <ExportOutlined />,
            label: t('tests.run.exportSuite'),
            title: t('tests.run.exportSuiteHelp'),
            'data-testid': TESTS_TEST_IDS.exportSuite,
          },
        ],
        onClick: () => void exportSuite(),
      }}
    >
      <Button
        icon={<EllipsisOutlined />}
        aria-label={t('tests.run.more')}
        data-testid={TESTS_TEST_IDS.moreActions}
      />
    </Dropdown>
  );
}
