import { Alert, App, Button, Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { isPaidPlan, type Subscription } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useChangeAutoRenew } from '../api/change-auto-renew';
import { useBillingFormat } from '../lib/format';
import { hasRunningPlan } from '../lib/plan-rules';
import { BILLING_TEST_IDS } from '../test-ids';
import { ACCENT_TAG_COLOUR } from '../../../components/accent-tag-colour';

type Usage = Subscription['usage']['projects'];

const USAGE_KEYS = ['readWriteSeats', 'readOnlySeats', 'projects'] as const;
const PRIMARY = 'primary';
const SMALL = 'small';
const WARNING = 'warning';
const SECONDARY = 'secondary';
const PLAN_COLOUR = ACCENT_TAG_COLOUR;
const CENTER = 'center';
const ON_COLOUR = 'success';
const RESPONSIVE_COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 } as const;

export interface PlanCardProps {
  subscription: Subscription;
  onBuyPlan: () => void;
  onBuySeats: () => void;
}

/** "3 / 10", or "3 / Unlimited". */
function useUsageText() {
  const { t } = useTranslation();
  const format = useBillingFormat();
  return (usage: Usage) =>
    t('billing.plan.usage', {
      used: format.number(usage.used),
      limit: usage.limit === null ? t('billing.plan.unlimited') : format.number(usage.limit),
    });
}

function isFull(usage: Usage): boolean {
  return usage.limit !== null && usage.used >= usage.limit;
}

/**
 * The current plan (spec §2 billing): plan, valid seats of each kind against their limits,
 * projects, the cycle and period, expiry, next renewal, auto-renewal with cancel or resume (a
 * cancellation takes effect from the next month, spec §4), and paid support.
 */
export function PlanCard({ subscription, onBuyPlan, onBuySeats }: PlanCardProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const usageText = useUsageText();
  const { modal, message } = App.useApp();
  const errorMessage = useErrorMessage();
  const autoRenew = useChangeAutoRenew();
  const isPaid = isPaidPlan(subscription.plan);
  const isRunning = hasRunningPlan(subscription);
  const canManage = subscription.canManage;
  const fullKeys = USAGE_KEYS.filter((key) => isFull(subscription.usage[key]));
  const none = t('billing.common.none');

  const change = (next: 'cancel' | 'resume') => {
    autoRenew.mutate(
      { teamId: subscription.teamId, change: next },
      {
        onSuccess: () =>
          void message.success(
            t(next === 'cancel' ? 'billing.plan.cancelled' : 'billing.plan.resumed'),
          ),
        onError: (error) => void message.error(errorMessage(error)),
      },
    );
  };
  const resume = () => change('resume');
  const confirmCancel = () =>
    modal.confirm({
      title: t('billing.plan.cancelTitle'),
      content: t('billing.plan.cancelExplained', {
        date: subscription.expiresAt ? format.date(subscription.expiresAt) : none,
      }),
      okText: t('billing.plan.cancelConfirm'),
      cancelText: t('billing.plan.keep'),
      okButtonProps: { danger: true },
      onOk: () => change('cancel'),
    });

  const actions = canManage ? (
    <Space wrap>
      {isRunning && <Button onClick={onBuySeats}>{t('billing.plan.buySeats')}</Button>}
      <Button type={PRIMARY} onClick={onBuyPlan}>
        {t(isRunning ? 'billing.plan.upgrade' : 'billing.plan.buy')}
      </Button>
    </Space>
  ) : undefined;

  const renewal = (() => {
    if (!isRunning) return none;
    const isOn = subscription.autoRenew && subscription.cancelledAt === null;
    return (
      <Flex gap={8} align={CENTER} wrap>
        <Tag color={isOn ? ON_COLOUR : undefined}>
          {t(isOn ? 'billing.plan.autoRenewOn' : 'billing.plan.autoRenewOff')}
        </Tag>
        {canManage && isOn && (
          <Button size={SMALL} loading={autoRenew.isPending} onClick={confirmCancel}>
            {t('billing.plan.cancelAutoRenew')}
          </Button>
        )}
        {canManage && !isOn && (
          <Button size={SMALL} loading={autoRenew.isPending} onClick={resume}>
            {t(subscription.cancelledAt ? 'billing.plan.resume' : 'billing.plan.turnOn')}
          </Button>
        )}
      </Flex>
    );
  })();

  const detailItems = [
    {
      key: 'plan',
      label: t('billing.plan.current'),
      children: <Tag color={PLAN_COLOUR}>{t(`billing.plans.${subscription.plan}`)}</Tag>,
    },
    ...USAGE_KEYS.map((key) => ({
      key,
      label: t(`billing.plan.${key}`),
      children: (
        <Typography.Text type={isFull(subscription.usage[key]) ? WARNING : undefined}>
          {usageText(subscription.usage[key])}
        </Typography.Text>
      ),
    })),
    ...(isPaid
      ? [
          {
            key: 'bought',
            label: t('billing.plan.bought'),
            children: t('billing.plan.boughtSeats', {
              readWrite: format.number(subscription.boughtSeats.readWrite),
              readOnly: format.number(subscription.boughtSeats.readOnly),
              project: format.number(subscription.boughtSeats.project),
            }),
          },
        ]
      : []),
    {
      key: 'cycle',
      label: t('billing.plan.cycle'),
      children: subscription.cycleMonths ? t(`billing.cycles.${subscription.cycleMonths}`) : none,
    },
    {
      key: 'period',
      label: t('billing.plan.period'),
      children:
        subscription.periodStart && subscription.expiresAt
          ? t('billing.common.range', {
              from: format.date(subscription.periodStart),
              to: format.date(subscription.expiresAt),
            })
          : none,
    },
    {
      key: 'expiresAt',
      label: t('billing.plan.expiresAt'),
      children: subscription.expiresAt
        ? format.date(subscription.expiresAt)
        : t('billing.plan.neverExpires'),
    },
    {
      key: 'nextRenewal',
      label: t('billing.plan.nextRenewal'),
      children: subscription.nextRenewalAt ? format.date(subscription.nextRenewalAt) : none,
    },
    { key: 'autoRenew', label: t('billing.plan.autoRenew'), children: renewal },
  ];

  return (
    <Card title={t('billing.plan.title')} extra={actions} data-testid={BILLING_TEST_IDS.planCard}>
      {fullKeys.length > 0 && (
        <Alert
          type={WARNING}
          showIcon
          style={{ marginBottom: 16 }}
          title={t('billing.plan.limitReached', {
            what: fullKeys
              .map((key) => t(`billing.plan.${key}`))
              .join(t('billing.common.listSeparator')),
          })}
          action={
            canManage ? (
              <Button size={SMALL} onClick={isRunning ? onBuySeats : onBuyPlan}>
                {t(isRunning ? 'billing.plan.buySeats' : 'billing.plan.buy')}
              </Button>
            ) : undefined
          }
        />
      )}
      {subscription.cancelledAt && subscription.expiresAt && isRunning && (
        <Alert
          type={WARNING}
          showIcon
          style={{ marginBottom: 16 }}
          title={t('billing.plan.endsOn', { date: format.date(subscription.expiresAt) })}
        />
      )}
      <Descriptions column={RESPONSIVE_COLUMNS} items={detailItems} />
      {!canManage && (
        <Typography.Paragraph type={SECONDARY} style={{ marginBottom: 0, marginTop: 8 }}>
          {t('billing.plan.readOnly')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
