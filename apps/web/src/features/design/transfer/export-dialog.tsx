import { useState } from 'react';
import { App, Button, Flex, Form, Modal, Radio, Space, Typography } from 'antd';
import {
  EXPORT_FORMATS,
  EXPORT_SYNTAXES,
  type ExportFormat,
  type ExportSyntax,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDownloadExport } from './api/download-export';
import { EXPORT_FORMAT_NAMES, hasYamlSyntax } from './lib/format-names';
import { saveBlob } from '../../../lib/save-blob';

const FORM_LAYOUT = 'vertical';
const PRIMARY = 'primary';
const END = 'end';
const SECONDARY = 'secondary';
const BUTTON = 'button';
const SCOPE = { project: 'project', folder: 'folder' } as const;
type Scope = (typeof SCOPE)[keyof typeof SCOPE];
const TEST_ID = {
  dialog: 'export-dialog',
  format: 'export-format',
  syntax: 'export-syntax',
  scope: 'export-scope',
  download: 'export-download',
} as const;

export interface ExportDialogProps {
  projectId: string;
  open: boolean;
  onClose(): void;
  /** Offer to export only this folder (opened from a folder); chosen by default then. */
  folderId?: string;
  folderName?: string;
}

/**
 * Export the design (issue 5): OpenAPI 3.1 or 3.0 (JSON or YAML), Postman v2.1 (JSON) or the
 * Heron project file, of the whole project or one folder. The file downloads in the same tab with
 * the name the server gives it.
 */
export function ExportDialog(props: ExportDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      title={t('design.transfer.export.title')}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
    >
      <ExportForm {...props} />
    </Modal>
  );
}

function ExportForm({ projectId, onClose, folderId, folderName }: ExportDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const download = useDownloadExport(projectId);
  const [format, setFormat] = useState<ExportFormat>('openapi-3.1');
  const [chosenSyntax, setSyntax] = useState<ExportSyntax>('json');
  const [scope, setScope] = useState<Scope>(folderId ? SCOPE.folder : SCOPE.project);
  // Postman collections are JSON only: the choice of YAML waits for a format that has it.
  const syntax = hasYamlSyntax(format) ? chosenSyntax : 'json';

  const submit = () =>
    download.mutate(
      { format, syntax, folderId: scope === SCOPE.folder ? folderId : undefined },
      {
        onSuccess: ({ blob, fileName }) => {
          saveBlob(blob, fileName);
          void message.success(t('design.transfer.export.downloaded', { name: fileName }));
          onClose();
        },
      },
    );

  return (
    <div data-testid={TEST_ID.dialog}>
      <ErrorAlert error={download.error} />
      <Form layout={FORM_LAYOUT} component={false}>
        <Form.Item label={t('design.transfer.export.format')}>
          <Radio.Group
            data-testid={TEST_ID.format}
            value={format}
            onChange={(event) => setFormat(event.target.value as ExportFormat)}
          >
            <Space vertical>
              {EXPORT_FORMATS.map((value) => (
                <Radio key={value} value={value}>
                  {t(`design.transfer.export.formats.${EXPORT_FORMAT_NAMES[value]}`)}
                  <Typography.Text type={SECONDARY} style={{ marginInlineStart: 8 }}>
                    {t(`design.transfer.export.formatHints.${EXPORT_FORMAT_NAMES[value]}`)}
                  </Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={t('design.transfer.export.syntax')}
          extra={hasYamlSyntax(format) ? undefined : t('design.transfer.export.jsonOnly')}
        >
          <Radio.Group
            data-testid={TEST_ID.syntax}
            optionType={BUTTON}
            value={syntax}
            onChange={(event) => setSyntax(event.target.value as ExportSyntax)}
            options={EXPORT_SYNTAXES.map((value) => ({
              value,
              label: t(`design.transfer.export.syntaxes.${value}`),
              disabled: value === 'yaml' && !hasYamlSyntax(format),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('design.transfer.export.scope')}>
          <Radio.Group
            data-testid={TEST_ID.scope}
            value={scope}
            onChange={(event) => setScope(event.target.value as Scope)}
            options={[
              { value: SCOPE.project, label: t('design.transfer.export.scopeProject') },
              ...(folderId
                ? [
                    {
                      value: SCOPE.folder,
                      label: t('design.transfer.export.scopeFolder', { name: folderName ?? '' }),
                    },
                  ]
                : []),
            ]}
          />
        </Form.Item>
      </Form>
      <Flex justify={END} gap={8}>
        <Button onClick={onClose}>{t('design.transfer.export.cancel')}</Button>
        <Button
          type={PRIMARY}
          data-testid={TEST_ID.download}
          loading={download.isPending}
          onClick={submit}
        >
          {t('design.transfer.export.download')}
        </Button>
      </Flex>
    </div>
  );
}
