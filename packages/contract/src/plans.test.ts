import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN, fitsLimit, PLAN_IDS, PLANS } from './plans.js';

describe('plans', () => {
  it('name the four plans of the spec, each allowing at least what the one below allows', () => {
    expect(PLAN_IDS).toEqual(['starter', 'plus', 'business', 'enterprise']);
    const rank = (value: number | null) => value ?? Number.POSITIVE_INFINITY;
    for (let i = 1; i < PLAN_IDS.length; i += 1) {
      const lower = PLANS[PLAN_IDS[i - 1]!];
      const higher = PLANS[PLAN_IDS[i]!];
      expect(rank(higher.readWriteSeats)).toBeGreaterThan(rank(lower.readWriteSeats));
      expect(rank(higher.readOnlySeats)).toBeGreaterThanOrEqual(rank(lower.readOnlySeats));
      expect(rank(higher.projects)).toBeGreaterThanOrEqual(rank(lower.projects));
    }
    expect(DEFAULT_PLAN).toBe('starter');
  });

  it('fit a request under a limit, counting what is already used', () => {
    expect(fitsLimit(4, 3)).toBe(true);
    expect(fitsLimit(4, 4)).toBe(false);
    expect(fitsLimit(4, 2, 3)).toBe(false);
    expect(fitsLimit(null, 1_000_000, 50)).toBe(true);
  });
});
