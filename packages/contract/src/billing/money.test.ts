import { describe, expect, it } from 'vitest';
import { PLANS } from '../plans.js';
import {
  addMonths,
  effectiveLimits,
  formatFen,
  mulDivRound,
  proratedSeatsPrice,
  quotePlan,
  unusedCredit,
} from './money.js';

const seats = (readWrite: number, readOnly = 0, project = 0) => ({ readWrite, readOnly, project });
const at = (iso: string) => new Date(iso);

describe('mulDivRound', () => {
  it('is exact, rounding once, half away from zero', () => {
    expect(mulDivRound(10, 3, 2)).toBe(15);
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(7, 1, 3)).toBe(2);
    expect(mulDivRound(8, 1, 3)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(mulDivRound(0, 99, 7)).toBe(0);
  });

  it('keeps products beyond 2^53 exact', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(mulDivRound(max, 3, 3)).toBe(max);
    expect(mulDivRound(max, 1_000_000, 1_000_000)).toBe(max);
    // 9_007_199_254_740_991 × 2 / 4 = 4_503_599_627_370_495.5 → up.
    expect(mulDivRound(max, 2, 4)).toBe(4_503_599_627_370_496);
  });

  it('takes only safe integers and a positive divisor', () => {
    expect(() => mulDivRound(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRound(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivRound(1, 1, -2)).toThrow(RangeError);
    expect(() => mulDivRound(2 ** 53, 1, 1)).toThrow(RangeError);
  });
});

describe('quotePlan', () => {
  it('prices each kind of seat per month, for the cycle, less the cycle discount', () => {
    expect(quotePlan('plus', seats(3), 1)).toEqual({
      plan: 'plus',
      cycleMonths: 1,
      lines: [{ kind: 'readWrite', quantity: 3, unitMonthlyFen: 3_900, listFen: 11_700 }],
      listFen: 11_700,
      discountPercent: 0,
      totalFen: 11_700,
    });
    expect(quotePlan('plus', seats(3), 3)).toMatchObject({ listFen: 35_100, totalFen: 33_345 });
    expect(quotePlan('business', seats(2, 5, 1), 12)).toMatchObject({
      listFen: (2 * 7_900 + 5 * 900 + 1_900) * 12,
      discountPercent: 15,
      totalFen: ((2 * 7_900 + 5 * 900 + 1_900) * 12 * 85) / 100,
    });
    expect(quotePlan('enterprise', seats(1), 12).totalFen).toBe(151_980);
  });

  it('leaves out kinds not bought, and an empty purchase costs nothing', () => {
    expect(quotePlan('plus', seats(0, 0, 2), 1).lines.map((l) => l.kind)).toEqual(['project']);
    expect(quotePlan('plus', seats(0), 12)).toMatchObject({ lines: [], listFen: 0, totalFen: 0 });
  });
});

describe('unusedCredit', () => {
  const start = at('2027-03-01T00:00:00Z');
  const end = at('2027-04-01T00:00:00Z');

  it('is the paid amount times the part of the period left', () => {
    expect(unusedCredit(31_000, start, end, at('2027-03-11T00:00:00Z'))).toBe(21_000);
    expect(unusedCredit(31_000, start, end, at('2027-03-31T12:00:00Z'))).toBe(500);
    // A third of a fen rounds to the nearest fen.
    expect(unusedCredit(100, start, at('2027-03-04T00:00:00Z'), at('2027-03-03T00:00:00Z'))).toBe(
      33,
    );
  });

  it('is the whole before the period, nothing after it, and nothing for an empty period', () => {
    expect(unusedCredit(31_000, start, end, at('2027-02-01T00:00:00Z'))).toBe(31_000);
    expect(unusedCredit(31_000, start, end, end)).toBe(0);
    expect(unusedCredit(31_000, start, end, at('2027-05-01T00:00:00Z'))).toBe(0);
    expect(unusedCredit(31_000, start, start, start)).toBe(0);
    expect(unusedCredit(0, start, end, start)).toBe(0);
  });
});

describe('proratedSeatsPrice', () => {
  it('charges the extra seats for the part of the period left', () => {
    const start = at('2027-01-01T00:00:00Z');
    const end = addMonths(start, 3);
    const full = quotePlan('plus', seats(2, 10), 3).totalFen;
    expect(proratedSeatsPrice('plus', seats(2, 10), 3, start, end, start)).toBe(full);
    const middle = new Date((start.getTime() + end.getTime()) / 2);
    expect(proratedSeatsPrice('plus', seats(2, 10), 3, start, end, middle)).toBe(full / 2);
    expect(proratedSeatsPrice('plus', seats(2, 10), 3, start, end, end)).toBe(0);
  });
});

describe('effectiveLimits', () => {
  it('gives Starter its fixed limits whatever was bought', () => {
    expect(effectiveLimits('starter', seats(50, 50, 50))).toEqual({
      readWriteSeats: PLANS.starter.readWriteSeats,
      readOnlySeats: PLANS.starter.readOnlySeats,
      projects: PLANS.starter.projects,
    });
  });

  it('adds the included seats to those bought, up to the plan ceiling', () => {
    expect(effectiveLimits('plus', seats(5, 3, 1))).toEqual({
      readWriteSeats: 5,
      readOnlySeats: 13,
      projects: 21,
    });
    expect(effectiveLimits('plus', seats(500, 500, 500))).toEqual({
      readWriteSeats: 20,
      readOnlySeats: 100,
      projects: 100,
    });
    // Enterprise has no ceiling: what was bought and included is the limit.
    expect(effectiveLimits('enterprise', seats(300))).toEqual({
      readWriteSeats: 300,
      readOnlySeats: 200,
      projects: 1_000,
    });
  });
});

describe('addMonths', () => {
  it('adds calendar months in UTC, keeping the time of day', () => {
    expect(addMonths(at('2027-01-15T08:30:00Z'), 1)).toEqual(at('2027-02-15T08:30:00Z'));
    expect(addMonths(at('2027-11-30T00:00:00Z'), 3)).toEqual(at('2028-02-29T00:00:00Z'));
    expect(addMonths(at('2027-03-31T23:59:59Z'), -1)).toEqual(at('2027-02-28T23:59:59Z'));
    expect(addMonths(at('2027-05-10T00:00:00Z'), 12)).toEqual(at('2028-05-10T00:00:00Z'));
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths(at('2027-01-31T00:00:00Z'), 1)).toEqual(at('2027-02-28T00:00:00Z'));
    expect(addMonths(at('2028-01-31T00:00:00Z'), 1)).toEqual(at('2028-02-29T00:00:00Z'));
    expect(addMonths(at('2027-08-31T00:00:00Z'), 1)).toEqual(at('2027-09-30T00:00:00Z'));
    // From the anchor, not step by step: Jan 31 + 2 is Mar 31.
    expect(addMonths(at('2027-01-31T00:00:00Z'), 2)).toEqual(at('2027-03-31T00:00:00Z'));
  });
});

describe('formatFen', () => {
  it('writes yuan with two decimals', () => {
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(123_456)).toBe('1234.56');
    expect(formatFen(-150)).toBe('-1.50');
    expect(() => formatFen(1.5)).toThrow(RangeError);
  });
});
