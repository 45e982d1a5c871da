import { Form, InputNumber, type FormRule } from 'antd';
import { SEAT_KINDS_SOLD, type SeatCounts, type SeatKindSold } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useBillingFormat } from '../lib/format';
import { MAX_SEATS } from '../lib/plan-rules';

const INPUT_WIDTH = 160;

export interface SeatFieldsProps {
  /** The fewest of each kind allowed (0 when absent). */
  minimum?: Partial<SeatCounts>;
  /** The most of each kind allowed (the contract's maximum when absent). */
  maximum?: Partial<SeatCounts>;
  /** Under each field: its price, what is included, what is in use. */
  hints?: Partial<Record<SeatKindSold, string>>;
}

/**
 * Whether `value` is a whole number of seats from `min` to the contract's maximum, and at most
 * `max` (what a subscription may still add).
 */
export function seatProblem(
  value: unknown,
  min: number,
  max = MAX_SEATS,
): 'range' | 'min' | 'max' | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_SEATS) {
    return 'range';
  }
  if (value < min) return 'min';
  return value > max ? 'max' : null;
}

/** Number fields for read-write, read-only and project seats, named after the seat kinds. */
export function SeatFields({ minimum = {}, maximum = {}, hints = {} }: SeatFieldsProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const rule =
    (kind: SeatKindSold): FormRule =>
    () => ({
      validator: async (_rule, value: unknown) => {
        const min = minimum[kind] ?? 0;
        const max = maximum[kind] ?? MAX_SEATS;
        const problem = seatProblem(value, min, max);
        if (problem === 'range') throw new Error(t('validation.seatsRange'));
        if (problem === 'min') throw new Error(t('billing.buy.seatsAtLeast', { min }));
        if (problem === 'max') {
          throw new Error(
            t('billing.seats.atMost', {
              max: format.number(max),
              limit: format.number(MAX_SEATS),
            }),
          );
        }
      },
    });
  return (
    <>
      {SEAT_KINDS_SOLD.map((kind) => (
        <Form.Item
          key={kind}
          name={kind}
          label={t(`billing.seatKinds.${kind}`)}
          extra={hints[kind]}
          rules={[rule(kind)]}
        >
          <InputNumber min={0} max={MAX_SEATS} precision={0} style={{ width: INPUT_WIDTH }} />
        </Form.Item>
      ))}
    </>
  );
}
