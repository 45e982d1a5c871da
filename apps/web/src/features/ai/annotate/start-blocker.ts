import type { AnnotationPreview } from '@heron/contract';

/** Why a run cannot start, as the preview shows: in this order, the first that holds. */
export type StartBlocker = 'noModel' | 'nothingMissing' | 'notEnoughPoints' | 'capReached';

/**
 * What stands in the way of a run, from its preview; null when it can start. The server refuses
 * the same cases (AI_NOT_CONFIGURED, AI_NOTHING_MISSING, POINTS_INSUFFICIENT, AI_CAP_REACHED,
 * points first as there); the dialog says
 * so before the person asks.
 */
export function startBlockerOf(preview: AnnotationPreview): StartBlocker | null {
  if (preview.model === null) return 'noModel';
  if (preview.missing.values === 0) return 'nothingMissing';
  if (preview.estimatedPoints > preview.spendablePoints) return 'notEnoughPoints';
  if (preview.monthlyCapLeft !== null && preview.estimatedPoints > preview.monthlyCapLeft) {
    return 'capReached';
  }
  return null;
}
