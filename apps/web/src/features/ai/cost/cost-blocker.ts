import type { AiCostPreview } from '@heron/contract';

/** Why an AI action cannot start, as its cost preview shows: the first that holds, in order. */
export type CostBlocker = 'noModel' | 'notEnoughPoints' | 'capReached';

/**
 * What stands in the way of an AI action (annotation, test generation, AI import) from its cost
 * preview; null when it can start. The server refuses the same cases before calling the model
 * (AI_NOT_CONFIGURED, POINTS_INSUFFICIENT, then AI_CAP_REACHED), so the dialog says so before the
 * person asks. An action on the team's own model spends no points: neither the points nor the
 * project's monthly limit hold it back.
 */
export function costBlockerOf(preview: AiCostPreview): CostBlocker | null {
  if (preview.model === null) return 'noModel';
  if (preview.model === 'team') return null;
  if (preview.estimatedPoints > preview.spendablePoints) return 'notEnoughPoints';
  if (preview.monthlyCapLeft !== null && preview.estimatedPoints > preview.monthlyCapLeft) {
    return 'capReached';
  }
  return null;
}
