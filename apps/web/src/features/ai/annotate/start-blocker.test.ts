import { describe, expect, it } from 'vitest';
import { makePreview } from '../ai-test-data';
import { startBlockerOf } from './start-blocker';

describe('startBlockerOf', () => {
  it('lets a run start when a model is set up, something is missing and the points cover it', () => {
    expect(startBlockerOf(makePreview({ estimatedPoints: 5, spendablePoints: 5 }))).toBeNull();
  });

  it('names the first thing in the way: no model, then nothing missing, then points', () => {
    const nothing = { missing: { items: 0, values: 0 } };
    const poor = { estimatedPoints: 6, spendablePoints: 5 };
    expect(startBlockerOf(makePreview({ model: null, ...nothing, ...poor }))).toBe('noModel');
    expect(startBlockerOf(makePreview({ ...nothing, ...poor }))).toBe('nothingMissing');
    expect(startBlockerOf(makePreview(poor))).toBe('notEnoughPoints');
    // The points are there; the project's monthly cap is what stands in the way.
    const capped = { estimatedPoints: 6, spendablePoints: 50, monthlyCapLeft: 5 };
    expect(startBlockerOf(makePreview(capped))).toBe('capReached');
    expect(startBlockerOf(makePreview({ ...capped, spendablePoints: 5 }))).toBe('notEnoughPoints');
  });

  it("lets a run on the team's own model start whatever the points and the monthly limit", () => {
    const team = { model: 'team' as const, estimatedPoints: 0, spendablePoints: 0 };
    expect(startBlockerOf(makePreview(team))).toBeNull();
    expect(startBlockerOf(makePreview({ ...team, monthlyCapLeft: 0 }))).toBeNull();
    // Still nothing to run when nothing is missing.
    const nothing = { missing: { items: 0, values: 0 } };
    expect(startBlockerOf(makePreview({ ...team, ...nothing }))).toBe('nothingMissing');
  });
});
