import type { ReactNode } from 'react';
import { Card, Table, Tag, type TableProps } from 'antd';
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { PLANS, PLAN_IDS, PLAN_PRICES, type PlanId } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useBillingFormat } from '../lib/format';
import { ACCENT_TAG_COLOUR } from '../../../components/accent-tag-colour';

const ROW_KEY = 'key';
const SMALL = 'small';
const SCROLL = { x: 'max-content' } as const;
const CURRENT_COLOUR = ACCENT_TAG_COLOUR;

interface Row {
  key: string;
  label: string;
  cells: Record<PlanId, ReactNode>;
}

/**
 * What each plan costs and allows, from the catalogue and the plan table (spec §1, §9): the price
 * of a seat of each kind per month, what is included, the ceilings, recovery and monthly points.
 */
export function PlanComparison({ current }: { current: PlanId }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const limit = (value: number | null) =>
    value === null ? t('billing.plan.unlimited') : format.number(value);
  const perMonth = (plan: PlanId, kind: 'readWrite' | 'readOnly' | 'project') =>
    plan === 'starter'
      ? t('billing.compare.free')
      : t('billing.compare.perSeatMonth', {
          price: format.money(PLAN_PRICES[plan].monthlyFen[kind]),
        });
  const row = (key: string, label: string, cell: (plan: PlanId) => ReactNode): Row => ({
    key,
    label,
    cells: Object.fromEntries(PLAN_IDS.map((plan) => [plan, cell(plan)])) as Row['cells'],
  });

  const rows: Row[] = [
    row('readWritePrice', t('billing.compare.readWritePrice'), (plan) =>
      perMonth(plan, 'readWrite'),
    ),
    row('readOnlyPrice', t('billing.compare.readOnlyPrice'), (plan) => perMonth(plan, 'readOnly')),
    row('projectPrice', t('billing.compare.projectPrice'), (plan) => perMonth(plan, 'project')),
    row('includedReadOnly', t('billing.compare.includedReadOnly'), (plan) =>
      plan === 'starter'
        ? limit(PLANS.starter.readOnlySeats)
        : format.number(PLAN_PRICES[plan].included.readOnly),
    ),
    row('includedProjects', t('billing.compare.includedProjects'), (plan) =>
      plan === 'starter'
        ? limit(PLANS.starter.projects)
        : format.number(PLAN_PRICES[plan].included.project),
    ),
    row('maxReadWrite', t('billing.compare.maxReadWrite'), (plan) =>
      limit(PLANS[plan].readWriteSeats),
    ),
    row('maxProjects', t('billing.compare.maxProjects'), (plan) => limit(PLANS[plan].projects)),
    row('recovery', t('billing.compare.recovery'), (plan) =>
      PLANS[plan].canRecover ? (
        <CheckOutlined aria-label={t('billing.compare.yes')} />
      ) : (
        <MinusOutlined aria-label={t('billing.compare.no')} />
      ),
    ),
    row('points', t('billing.compare.points'), (plan) =>
      plan === 'starter' ? format.number(0) : format.number(PLAN_PRICES[plan].monthlyPointsPerSeat),
    ),
  ];

  const columns: TableProps<Row>['columns'] = [
    { key: 'label', title: '', render: (_, item) => item.label },
    ...PLAN_IDS.map((plan) => ({
      key: plan,
      title: (
        <>
          {t(`billing.plans.${plan}`)}{' '}
          {plan === current && <Tag color={CURRENT_COLOUR}>{t('billing.compare.current')}</Tag>}
        </>
      ),
      render: (_: unknown, item: Row) => item.cells[plan],
    })),
  ];

  return (
    <Card title={t('billing.compare.title')}>
      <Table<Row>
        rowKey={ROW_KEY}
        size={SMALL}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={SCROLL}
      />
    </Card>
  );
}
