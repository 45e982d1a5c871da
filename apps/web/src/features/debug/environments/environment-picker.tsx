import { Button, Flex, Select, Tooltip, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useEnvironments } from '../api/environments';
import { DEBUG_ENV_TEST_IDS } from './test-ids';

/** The option value of "No environment" (an id is never empty). */
const NONE = '';
const SELECT_WIDTH = 200;
const HINT_MAX_WIDTH = 280;
const CENTER = 'center';
const SECONDARY = 'secondary';
const ERROR = 'error';
const TEXT = 'text';

export interface EnvironmentPickerProps {
  projectId: string;
  /** The chosen environment's id; null, or an id the project no longer has, reads as none. */
  value: string | null;
  onChange: (environmentId: string | null) => void;
  /** Opens the environments drawer. */
  onManage: () => void;
}

/**
 * Which environment a request is sent with: "No environment" or one of the project's, by name,
 * with the chosen one's base URL beside it so the person sees where requests will go.
 */
export function EnvironmentPicker({
  projectId,
  value,
  onChange,
  onManage,
}: EnvironmentPickerProps) {
  const { t } = useTranslation();
  const environments = useEnvironments(projectId);
  const items = environments.data ?? [];
  const chosen = items.find((item) => item.id === value);
  const options = [
    { value: NONE, label: t('debug.env.picker.none') },
    ...items.map((item) => ({ value: item.id, label: item.name })),
  ];

  return (
    <Flex gap={8} align={CENTER} data-testid={DEBUG_ENV_TEST_IDS.picker}>
      <Select
        value={chosen?.id ?? NONE}
        options={options}
        loading={environments.isPending}
        status={environments.isError ? ERROR : undefined}
        onChange={(next: string) => onChange(next === NONE ? null : next)}
        aria-label={t('debug.env.picker.label')}
        popupMatchSelectWidth={false}
        style={{ width: SELECT_WIDTH }}
        data-testid={DEBUG_ENV_TEST_IDS.pickerSelect}
      />
      <Tooltip title={t('debug.env.picker.manage')}>
        <Button
          type={TEXT}
          icon={<SettingOutlined />}
          aria-label={t('debug.env.picker.manage')}
          onClick={onManage}
          data-testid={DEBUG_ENV_TEST_IDS.pickerManage}
        />
      </Tooltip>
      {chosen && chosen.baseUrl !== '' && (
        <Typography.Text
          type={SECONDARY}
          ellipsis={{ tooltip: chosen.baseUrl }}
          style={{ maxWidth: HINT_MAX_WIDTH }}
          data-testid={DEBUG_ENV_TEST_IDS.pickerBaseUrl}
        >
          {t('debug.env.picker.baseUrl', { url: chosen.baseUrl })}
        </Typography.Text>
      )}
    </Flex>
  );
}
