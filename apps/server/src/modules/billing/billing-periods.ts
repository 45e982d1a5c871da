import { addMonths, type BillingCycle } from '@heron/contract';

/**
 * Periods and monthly boundaries of a subscription. A subscription's months are anchored at its
 * period start (the purchase day): month k begins at `addMonths(periodStart, k)`, so renewals
 * and monthly points stay on the purchase day even across short months (Jan 31 → Feb 28 →
 * Mar 31, not Mar 28).
 */

/**
 * Proration is measured from the start of the current hour, not the millisecond: a quote and the
 * order placed from it a little later price the same, so the buyer is not refused with
 * PRICE_CHANGED for the seconds spent choosing how to pay. The rounding favours the buyer (at
 * most an hour more credit, an hour more of seats charged… for the hour already begun).
 */
export const PRORATION_STEP_MS = 60 * 60 * 1000;

export function prorationInstant(now: Date): Date {
  return new Date(Math.floor(now.getTime() / PRORATION_STEP_MS) * PRORATION_STEP_MS);
}

/** The n with `addMonths(anchor, n) = end`, or null when `end` is not on a monthly boundary. */
export function monthsBetween(anchor: Date, end: Date): number | null {
  const target = end.getTime();
  for (let n = 0; n <= 1200; n += 1) {
    const boundary = addMonths(anchor, n).getTime();
    if (boundary === target) return n;
    if (boundary > target) return null;
  }
  return null;
}

/**
 * Where a renewal of `cycleMonths` ends: on the purchase day `cycleMonths` after the current end,
 * counted from the anchor when the period is on its boundaries (no drift from short months).
 */
export function renewalEnd(anchor: Date, currentEnd: Date, cycleMonths: BillingCycle): Date {
  const months = monthsBetween(anchor, currentEnd);
  return months === null
    ? addMonths(currentEnd, cycleMonths)
    : addMonths(anchor, months + cycleMonths);
}

/** The index of the monthly cycle `at` falls in: the largest k with addMonths(anchor, k) ≤ at. */
export function monthIndex(anchor: Date, at: Date): number {
  let k = 0;
  while (addMonths(anchor, k + 1).getTime() <= at.getTime()) k += 1;
  return k;
}

/** The first monthly boundary at or after `at`. */
export function boundaryAtOrAfter(anchor: Date, at: Date): Date {
  let k = 0;
  while (addMonths(anchor, k).getTime() < at.getTime()) k += 1;
  return addMonths(anchor, k);
}

/**
 * When the plan points granted for month k expire (spec §9). A monthly plan's points reset on
 * the purchase day: they last until the next month's grant. Quarterly and annual plans grant
 * monthly, each grant valid until the end of the next monthly cycle.
 */
export function planPointsExpiry(anchor: Date, k: number, cycleMonths: BillingCycle): Date {
  return addMonths(anchor, cycleMonths === 1 ? k + 1 : k + 2);
}
