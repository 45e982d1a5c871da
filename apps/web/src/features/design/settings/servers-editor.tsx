import { Button, Flex, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PATH_MAX_LENGTH } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { emptyServerRow, type ServerRow, type SettingsIssue } from './settings-draft';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

const START = 'flex-start';

const DASHED = 'dashed';
const TEXT = 'text';
const ERROR = 'error';

export interface ServersEditorProps {
  rows: ServerRow[];
  onChange: (rows: ServerRow[]) => void;
  issues: ReadonlyMap<string, SettingsIssue>;
  readOnly: boolean;
}

/** The project's servers (OpenAPI `servers`): a URL and what it is, in order. */
export function ServersEditor({ rows, onChange, issues, readOnly }: ServersEditorProps) {
  const { t } = useTranslation();
  const change = (key: string, patch: Partial<ServerRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <Flex vertical gap={8} data-testid={DESIGN_TEST_IDS.settingsServers}>
      {rows.map((row, at) => (
        <Flex key={row.key} gap={8} align={START}>
          <Input
            aria-label={t('design.settings.serverUrl', { index: at + 1 })}
            placeholder={t('design.settings.serverUrlPlaceholder')}
            value={row.url}
            maxLength={PATH_MAX_LENGTH}
            status={issues.has(`${row.key}.url`) ? ERROR : undefined}
            disabled={readOnly}
            onChange={(event) => change(row.key, { url: event.target.value })}
            style={{ flex: 2 }}
          />
          <Input
            aria-label={t('design.settings.serverDescription', { index: at + 1 })}
            placeholder={t('design.settings.serverDescriptionPlaceholder')}
            value={row.description}
            disabled={readOnly}
            onChange={(event) => change(row.key, { description: event.target.value })}
            style={{ flex: 1 }}
          />
          {!readOnly && (
            <Button
              type={TEXT}
              icon={<DeleteOutlined />}
              aria-label={t('design.settings.removeServer', { index: at + 1 })}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            />
          )}
        </Flex>
      ))}
      {!readOnly && (
        <Button
          type={DASHED}
          icon={<PlusOutlined />}
          onClick={() => onChange([...rows, emptyServerRow()])}
          data-testid={DESIGN_TEST_IDS.settingsAddServer}
        >
          {t('design.settings.addServer')}
        </Button>
      )}
    </Flex>
  );
}
