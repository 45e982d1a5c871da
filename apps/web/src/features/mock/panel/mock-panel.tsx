import { Divider, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useMockSettings } from '../api/mock-settings';
import { MOCK_TEST_IDS } from '../test-ids';
import { MockActions } from './mock-actions';
import { MockLogTable } from './mock-log-table';
import { MockSettingsSection } from './mock-settings-section';
import { MockStats } from './mock-stats';

const SECONDARY = 'secondary';
const TITLE_LEVEL = 5;

export interface MockPanelProps {
  projectId: string;
  /** Read-only members, locked and frozen projects: everything shown, nothing changeable. */
  readOnly: boolean;
  /** On screen: only then are the settings fetched and the log polled. */
  isOpen: boolean;
}

/**
 * The project's mock (issue 7): where it answers, how it answers, the program serving now and
 * the live log of the requests it served. The workspace's Mock section (issue 21).
 */
export function MockPanel({ projectId, readOnly, isOpen }: MockPanelProps) {
  const { t } = useTranslation();
  const settings = useMockSettings(projectId, isOpen);
  return (
    <Flex vertical gap={16} data-testid={MOCK_TEST_IDS.panel}>
      <Typography.Text type={SECONDARY}>{t('mock.panel.intro')}</Typography.Text>
      <ErrorAlert error={settings.error} />
      {settings.isPending && <Spin aria-label={t('common.loading')} />}
      {settings.data && (
        <>
          <MockSettingsSection projectId={projectId} loaded={settings.data} readOnly={readOnly} />
          <MockActions projectId={projectId} readOnly={readOnly} />
          <Divider style={{ margin: 0 }} />
          <Typography.Title level={TITLE_LEVEL} style={{ margin: 0 }}>
            {t('mock.stats.title')}
          </Typography.Title>
          {settings.data.stats ? (
            <MockStats stats={settings.data.stats} />
          ) : (
            <Typography.Text type={SECONDARY}>{t('mock.stats.notBuilt')}</Typography.Text>
          )}
        </>
      )}
      <Divider style={{ margin: 0 }} />
      <MockLogTable projectId={projectId} isOpen={isOpen} readOnly={readOnly} />
    </Flex>
  );
}
