import { Alert, Button, Card, Descriptions, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TeamDetail } from '@heron/contract';
import { subscriptionPath } from '../../../lib/manage-paths';

type Usage = TeamDetail['usage']['projects'];

const ONE_COLUMN = 1;
const WARNING = 'warning';
const SMALL = 'small';
const EXCEPTION = 'exception';
const NORMAL = 'normal';
const USAGE_KEYS = ['readWriteSeats', 'readOnlySeats', 'projects'] as const;
const PERCENT = 100;
const PLAN_KEY = 'plan';

/** "3 / 10" in the language's digits; "3 / Unlimited" when the plan sets no limit. */
function useUsageText() {
  const { t, i18n } = useTranslation();
  return (usage: Usage) => {
    const number = new Intl.NumberFormat(i18n.language);
    return t('teamManage.plan.usage', {
      used: number.format(usage.used),
      limit: usage.limit === null ? t('teamManage.plan.unlimited') : number.format(usage.limit),
    });
  };
}

/**
 * The team's plan and what it uses of it: read-write and read-only seats ("workstations") and
 * live projects, with the frozen-projects notice and a way to upgrade when the plan is full.
 */
export function PlanUsageSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const usageText = useUsageText();
  const upgrade = team.isAdmin ? (
    <Button onClick={() => void navigate(subscriptionPath(team.id))}>
      {t('teamManage.plan.upgrade')}
    </Button>
  ) : undefined;

  return (
    <Card title={t('teamManage.plan.title')} extra={upgrade}>
      {team.frozenProjectCount > 0 && (
        <Alert
          type={WARNING}
          showIcon
          title={t('messages.projectsFrozen')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Descriptions
        column={ONE_COLUMN}
        items={[
          {
            key: PLAN_KEY,
            label: t('teamManage.plan.current'),
            children: t(`teamManage.plan.names.${team.plan}`),
          },
          ...USAGE_KEYS.map((key) => {
            const usage = team.usage[key];
            const percent =
              usage.limit === null || usage.limit === 0
                ? 0
                : Math.min(PERCENT, Math.round((usage.used / usage.limit) * PERCENT));
            return {
              key,
              label: t(`teamManage.plan.${key}`),
              children: (
                <div style={{ width: '100%', maxWidth: 320 }}>
                  <div>{usageText(usage)}</div>
                  {usage.limit !== null && (
                    <Progress
                      percent={percent}
                      size={SMALL}
                      showInfo={false}
                      status={
                        usage.limit !== null && usage.used >= usage.limit ? EXCEPTION : NORMAL
                      }
                      aria-label={t(`teamManage.plan.${key}`)}
                    />
                  )}
                </div>
              ),
            };
          }),
        ]}
      />
    </Card>
  );
}
