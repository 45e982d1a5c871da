import { describe, expect, it } from 'vitest';
import { makeCostPreview } from '../ai-test-data';
import { costBlockerOf } from './cost-blocker';

describe('costBlockerOf', () => {
  it('lets an action start when a model is set up and the points and the limit cover it', () => {
    expect(costBlockerOf(makeCostPreview({ estimatedPoints: 5, spendablePoints: 5 }))).toBeNull();
    const capped = { estimatedPoints: 5, spendablePoints: 50, monthlyCapLeft: 5 };
    expect(costBlockerOf(makeCostPreview(capped))).toBeNull();
  });

  it('names the first thing in the way: no model, then the points, then the monthly limit', () => {
    const poor = { estimatedPoints: 6, spendablePoints: 5, monthlyCapLeft: 1 };
    expect(costBlockerOf(makeCostPreview({ model: null, ...poor }))).toBe('noModel');
    expect(costBlockerOf(makeCostPreview(poor))).toBe('notEnoughPoints');
    expect(costBlockerOf(makeCostPreview({ ...poor, spendablePoints: 50 }))).toBe('capReached');
  });

  it("holds nothing back on the team's own model, which spends no points", () => {
    const team = { model: 'team' as const, estimatedPoints: 3, spendablePoints: 0 };
    expect(costBlockerOf(makeCostPreview({ ...team, monthlyCapLeft: 0 }))).toBeNull();
  });
});
