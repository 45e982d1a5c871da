import { useTranslation } from 'react-i18next';
import type { Quote } from '@heron/contract';
import { useBillingFormat } from './format';

type QuoteLine = Quote['lines'][number];

const SEAT_KINDS = ['readWrite', 'readOnly', 'project'] as const;
type SeatKind = (typeof SEAT_KINDS)[number];

function isSeatKind(kind: string): kind is SeatKind {
  return (SEAT_KINDS as readonly string[]).includes(kind);
}

/**
 * One line of a quote in words: "Read-write seats × 3 · CN¥39.00 per seat-month × 12 months",
 * a package with its points, the year of support.
 */
export function useQuoteLineText() {
  const { t } = useTranslation();
  const format = useBillingFormat();
  return (line: QuoteLine, quote: Pick<Quote, 'purchase' | 'points'>) => {
    if (isSeatKind(line.kind)) {
      return {
        label: t(`billing.seatKinds.${line.kind}`),
        detail: t('billing.quote.seatLine', {
          quantity: format.number(line.quantity),
          unit: format.money(line.unitFen),
          months: format.number(line.months),
        }),
      };
    }
    if (line.kind === 'package' && quote.purchase.type === 'points') {
      return {
        label: t(`billing.packages.${quote.purchase.package}`),
        detail: t('billing.quote.packageLine', { points: format.number(quote.points) }),
      };
    }
    if (line.kind === 'support') {
      return { label: t('billing.support.title'), detail: t('billing.quote.supportLine') };
    }
    return {
      label: t('billing.quote.otherLine'),
      detail: t('billing.quote.quantity', { quantity: format.number(line.quantity) }),
    };
  };
}
