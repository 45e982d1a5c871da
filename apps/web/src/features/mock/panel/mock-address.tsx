import type { ReactNode } from 'react';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { MOCK_TOKEN_QUERY, type MockSettings } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { MOCK_TEST_IDS } from '../test-ids';
import { curlLineOf, MOCK_TOKEN_HEADER_NAME } from './settings-draft';

const SECONDARY = 'secondary';
const SMALL = 'small';
const CENTER = 'center';
const BREAK_ALL = { wordBreak: 'break-all' } as const;
const REGENERATE_OK_PROPS = { danger: true, 'data-testid': MOCK_TEST_IDS.regenerateOk };

export interface MockAddressProps {
  /** The settings as saved (the curl line follows the saved access, not the form's). */
  settings: MockSettings;
  readOnly: boolean;
  /** Replaces the token; asked for only after the person confirmed. */
  onRegenerate: () => void;
  isRegenerating: boolean;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{label}</Typography.Text>
      <Flex align={CENTER} gap={4} style={{ minWidth: 0 }}>
        {children}
      </Flex>
    </Flex>
  );
}

/** Where the mock answers, ready to copy: its URLs, a curl command and the token. */
export function MockAddress({
  settings,
  readOnly,
  onRegenerate,
  isRegenerating,
}: MockAddressProps) {
  const { t } = useTranslation();
  const isPrivate = settings.access === 'private';
  const curl = curlLineOf(settings.baseUrl, isPrivate ? settings.token : null);
  return (
    <Flex vertical gap={12}>
      <Line label={t('mock.panel.baseUrl')}>
        <Typography.Text code style={BREAK_ALL} data-testid={MOCK_TEST_IDS.baseUrl}>
          {settings.baseUrl}
        </Typography.Text>
        <CopyButton
          text={settings.baseUrl}
          label={t('mock.panel.copyBaseUrl')}
          data-testid={MOCK_TEST_IDS.copyBaseUrl}
        />
      </Line>
      {settings.portBaseUrl !== null && (
        <Line label={t('mock.panel.portBaseUrl')}>
          <Typography.Text code style={BREAK_ALL} data-testid={MOCK_TEST_IDS.portBaseUrl}>
            {settings.portBaseUrl}
          </Typography.Text>
          <CopyButton
            text={settings.portBaseUrl}
            label={t('mock.panel.copyPortBaseUrl')}
            data-testid={MOCK_TEST_IDS.copyPortBaseUrl}
          />
        </Line>
      )}
      <Line label={t('mock.panel.curl')}>
        <Typography.Text code style={BREAK_ALL} data-testid={MOCK_TEST_IDS.curl}>
          {curl}
        </Typography.Text>
        <CopyButton
          text={curl}
          label={t('mock.panel.copyCurl')}
          data-testid={MOCK_TEST_IDS.copyCurl}
        />
      </Line>
      <Line label={t('mock.panel.token')}>
        <Typography.Text code style={BREAK_ALL} data-testid={MOCK_TEST_IDS.token}>
          {settings.token}
        </Typography.Text>
        <CopyButton
          text={settings.token}
          label={t('mock.panel.copyToken')}
          data-testid={MOCK_TEST_IDS.copyToken}
        />
        <Popconfirm
          title={t('mock.panel.regenerateTitle')}
          description={t('mock.panel.regenerateContent')}
          okText={t('mock.panel.regenerateOk')}
          okButtonProps={REGENERATE_OK_PROPS}
          cancelText={t('mock.panel.cancel')}
          onConfirm={onRegenerate}
          disabled={readOnly}
        >
          <Button
            size={SMALL}
            icon={<SyncOutlined />}
            disabled={readOnly}
            loading={isRegenerating}
            data-testid={MOCK_TEST_IDS.regenerateToken}
          >
            {t('mock.panel.regenerate')}
          </Button>
        </Popconfirm>
      </Line>
      <Typography.Text type={SECONDARY}>
        {t('mock.panel.tokenHelp', { header: MOCK_TOKEN_HEADER_NAME, query: MOCK_TOKEN_QUERY })}
      </Typography.Text>
    </Flex>
  );
}
