import { Descriptions, Flex, Skeleton, Typography } from 'antd';
import type { Quote } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useBillingFormat } from '../lib/format';
import { useQuoteLineText } from '../lib/quote-text';
import { BILLING_TEST_IDS } from '../test-ids';

const ONE_COLUMN = 1;
const SMALL = 'small';
const SECONDARY = 'secondary';
const SUCCESS = 'success';
const TOTAL_KEY = 'total';
const DISCOUNT_KEY = 'discount';
const CREDIT_KEY = 'credit';
const PERIOD_KEY = 'period';
const POINTS_KEY = 'points';
const SUBTOTAL_KEY = 'subtotal';
const LINE_ROW = { justify: 'space-between', gap: 8, wrap: true } as const;

export interface QuoteSummaryProps {
  quote: Quote | undefined;
  /** A new quote is on its way: the one shown may be about to change. */
  isUpdating?: boolean;
}

/**
 * The server's price of a purchase, line by line: the seats or package, the cycle discount, the
 * credit of the unused period on an upgrade, and what will be paid. Shown before paying.
 */
export function QuoteSummary({ quote, isUpdating = false }: QuoteSummaryProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const lineText = useQuoteLineText();
  if (!quote) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;

  const discountFen = quote.listFen - quote.subtotalFen;
  const items = [
    ...quote.lines.map((line, index) => {
      const text = lineText(line, quote);
      return {
        key: `line-${index}`,
        label: text.label,
        children: (
          <Flex {...LINE_ROW}>
            <Typography.Text type={SECONDARY}>{text.detail}</Typography.Text>
            <span>{format.money(line.listFen)}</span>
          </Flex>
        ),
      };
    }),
    ...(discountFen > 0
      ? [
          {
            key: DISCOUNT_KEY,
            label: t('billing.quote.discount', { percent: format.number(quote.discountPercent) }),
            children: (
              <Typography.Text type={SUCCESS}>
                {t('billing.quote.minus', { amount: format.money(discountFen) })}
              </Typography.Text>
            ),
          },
        ]
      : []),
    ...(quote.creditFen > 0
      ? [
          {
            key: SUBTOTAL_KEY,
            label: t('billing.quote.subtotal'),
            children: format.money(quote.subtotalFen),
          },
          {
            key: CREDIT_KEY,
            label: t('billing.quote.credit'),
            children: (
              <Typography.Text type={SUCCESS}>
                {t('billing.quote.minus', { amount: format.money(quote.creditFen) })}
              </Typography.Text>
            ),
          },
        ]
      : []),
    ...(quote.periodStart && quote.periodEnd
      ? [
          {
            key: PERIOD_KEY,
            label: t('billing.quote.period'),
            children: t('billing.common.range', {
              from: format.date(quote.periodStart),
              to: format.date(quote.periodEnd),
            }),
          },
        ]
      : []),
    ...(quote.points > 0
      ? [
          {
            key: POINTS_KEY,
            label: t('billing.quote.points'),
            children: format.number(quote.points),
          },
        ]
      : []),
    {
      key: TOTAL_KEY,
      label: <Typography.Text strong>{t('billing.quote.total')}</Typography.Text>,
      children: (
        <Typography.Text strong style={{ fontSize: 18 }} data-testid={BILLING_TEST_IDS.quoteTotal}>
          {format.money(quote.amountFen)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <section aria-label={t('billing.quote.title')} aria-busy={isUpdating}>
      <Descriptions
        size={SMALL}
        bordered
        column={ONE_COLUMN}
        items={items}
        style={{ opacity: isUpdating ? 0.6 : 1 }}
      />
    </section>
  );
}
