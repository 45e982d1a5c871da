import { Alert, Button, ConfigProvider, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  ITEM_NAME_MAX_LENGTH,
  MARKDOWN_MAX_LENGTH,
  type DebugAuth,
  type FolderData,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { AuthEditor, InheritedAuthNote } from '../../debug';
import { useDesign } from './design-context';
import { countContents } from '../../../lib/design/tree-index';
import { DESIGN_TEST_IDS } from './test-ids';

const FORM_PROPS = { layout: 'vertical', style: { maxWidth: 720 } } as const;
const SMALL = 'small';
const DESCRIPTION_ROWS = 6;
const INFO = 'info';
const SECONDARY = 'secondary';
const AUTH_TITLE_LEVEL = 5;
/** How the hint writes a variable reference: literal braces, not an interpolation. */
const SECRET_EXAMPLE = { example: '{{token}}' };
/** Folder data saved before folders had auth (or from an older client) has none: it inherits. */
const INHERIT: DebugAuth = { type: 'inherit' };

export interface FolderPanelProps {
  folderId: string;
  name: string;
  data: FolderData;
  onChange: (next: { name: string; data: FolderData }) => void;
  readOnly: boolean;
}

/**
 * A folder: its name and description, the auth its endpoints inherit (API folders), what it
 * holds, and an export of just this folder.
 */
export function FolderPanel({ folderId, name, data, onChange, readOnly }: FolderPanelProps) {
  const { t, i18n } = useTranslation();
  const { index, actions, projectId } = useDesign();
  const counts = countContents(index, folderId);
  const number = new Intl.NumberFormat(i18n.language);
  const isModelFolder = index.byId.get(folderId)?.section === 'model';

  return (
    <Flex vertical gap={16} data-testid={DESIGN_TEST_IDS.folderPanel}>
      <Form {...FORM_PROPS}>
        <Form.Item label={t('design.shell.folder.name')}>
          <Input
            aria-label={t('design.shell.folder.name')}
            value={name}
            maxLength={ITEM_NAME_MAX_LENGTH}
            disabled={readOnly}
            onChange={(event) => onChange({ name: event.target.value, data })}
          />
        </Form.Item>
        <Form.Item label={t('design.shell.folder.description')}>
          <Input.TextArea
            aria-label={t('design.shell.folder.description')}
            value={data.description}
            rows={DESCRIPTION_ROWS}
            maxLength={MARKDOWN_MAX_LENGTH}
            disabled={readOnly}
            onChange={(event) =>
              onChange({ name, data: { ...data, description: event.target.value } })
            }
          />
        </Form.Item>
      </Form>
      {!isModelFolder && (
        <Flex vertical gap={8} style={{ maxWidth: 720 }} data-testid={DESIGN_TEST_IDS.folderAuth}>
          <Typography.Title level={AUTH_TITLE_LEVEL} style={{ margin: 0 }}>
            {t('design.shell.folder.auth.title')}
          </Typography.Title>
          <Typography.Text type={SECONDARY}>{t('design.shell.folder.auth.intro')}</Typography.Text>
          {/* Folder auth travels with the design: every member and every export sees it. */}
          <Alert
            type={INFO}
            showIcon
            title={t('design.shell.folder.auth.secretHint', SECRET_EXAMPLE)}
          />
          <ConfigProvider componentDisabled={readOnly}>
            <AuthEditor
              auth={data.auth ?? INHERIT}
              onChange={(auth) => onChange({ name, data: { ...data, auth } })}
              typeLabels={{ inherit: t('design.shell.folder.auth.inherit') }}
              inheritNote={<InheritedAuthNote projectId={projectId} itemId={folderId} />}
            />
          </ConfigProvider>
        </Flex>
      )}
      <Descriptions size={SMALL} column={1} bordered style={{ maxWidth: 720 }}>
        <Descriptions.Item label={t('design.shell.folder.folders')}>
          {number.format(counts.folder)}
        </Descriptions.Item>
        {isModelFolder ? (
          <Descriptions.Item label={t('design.shell.folder.models')}>
            {number.format(counts.model)}
          </Descriptions.Item>
        ) : (
          <>
            <Descriptions.Item label={t('design.shell.folder.endpoints')}>
              {number.format(counts.endpoint)}
            </Descriptions.Item>
            <Descriptions.Item label={t('design.shell.folder.docs')}>
              {number.format(counts.doc)}
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => actions.exportDesign(folderId)}
        style={{ alignSelf: 'flex-start' }}
        data-testid={DESIGN_TEST_IDS.folderExport}
      >
        {t('design.shell.folder.export')}
      </Button>
    </Flex>
  );
}
