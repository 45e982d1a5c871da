import { Flex, Select, Typography } from 'antd';
import type { SendableServer } from '@heron/engine/debug';
import { useTranslation } from 'react-i18next';
import { REQUEST_TEST_IDS } from './test-ids';

const SECONDARY = 'secondary';
const CENTER = 'center';
// Wide enough for a usual server address and the words saying where it comes from.
const HINT_MAX_WIDTH = 520;
const SELECT_WIDTH = 320;

export interface BaseUrlBarProps {
  /** Whether the chosen environment gives the base URL (the picker shows it then). */
  hasEnvironmentBaseUrl: boolean;
  /** The design's servers a path can go to. */
  servers: readonly SendableServer[];
  /** The server a path goes to (as the design writes it). */
  serverUrl: string | undefined;
  onSelect: (serverUrl: string) => void;
}

/**
 * Which of the design's servers a path goes to when the environment gives no base URL (issue 21):
 * shown when there is one, picked when there are several. Nothing when the environment decides.
 */
export function BaseUrlBar({
  hasEnvironmentBaseUrl,
  servers,
  serverUrl,
  onSelect,
}: BaseUrlBarProps) {
  const { t } = useTranslation();
  if (hasEnvironmentBaseUrl || servers.length === 0) return null;
  if (servers.length === 1) {
    const [only] = servers;
    return (
      <Typography.Text
        type={SECONDARY}
        ellipsis={{ tooltip: only!.address }}
        style={{ maxWidth: HINT_MAX_WIDTH }}
        data-testid={REQUEST_TEST_IDS.baseUrl}
      >
        {t('debug.baseUrl.fromServer', { url: only!.address })}
      </Typography.Text>
    );
  }
  return (
    <Flex gap={8} align={CENTER} data-testid={REQUEST_TEST_IDS.baseUrl}>
      <Typography.Text type={SECONDARY}>{t('debug.baseUrl.label')}</Typography.Text>
      <Select
        value={serverUrl ?? servers[0]!.url}
        options={servers.map((server) => ({
          value: server.url,
          label: server.description
            ? t('debug.baseUrl.serverOption', {
                url: server.address,
                description: server.description,
              })
            : server.address,
        }))}
        onChange={onSelect}
        aria-label={t('debug.baseUrl.serverLabel')}
        popupMatchSelectWidth={false}
        style={{ width: SELECT_WIDTH }}
        data-testid={REQUEST_TEST_IDS.baseUrlSelect}
      />
    </Flex>
  );
}
