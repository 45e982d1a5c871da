import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PointsSummary } from '../api/points';
import { useBillingFormat } from '../lib/format';
import { BILLING_TEST_IDS } from '../test-ids';

type Balance = PointsSummary['personal'];

const GUTTER: [number, number] = [16, 16];

/** One owner's points (spec §3): what remains, all consumed, and when the soonest part expires. */
export function PointsBalanceCard({ title, balance }: { title: string; balance: Balance }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  return (
    <Card title={title} data-testid={BILLING_TEST_IDS.pointsBalance}>
      <Row gutter={GUTTER}>
        <Col xs={24} sm={8}>
          <Statistic
            title={t('billing.points.remaining')}
            value={balance.remaining}
            formatter={(value) => format.number(Number(value))}
          />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic
            title={t('billing.points.consumed')}
            value={balance.consumed}
            formatter={(value) => format.number(Number(value))}
          />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic
            title={t('billing.points.nextExpiry')}
            value={
              balance.nextExpiry ? format.date(balance.nextExpiry) : t('billing.points.noExpiry')
            }
          />
        </Col>
      </Row>
    </Card>
  );
}
