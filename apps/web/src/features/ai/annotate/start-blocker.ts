import type { AnnotationPreview } from '@heron/contract';
import { costBlockerOf, type CostBlocker } from '../cost/cost-blocker';

/**
 * Why a run cannot start, as the preview shows: the first that holds of no model, nothing
 * missing, too few points, the monthly limit.
 */
export type StartBlocker = CostBlocker | 'nothingMissing';

/**
 * What stands in the way of a run, from its preview; null when it can start. The server refuses
 * the same cases (AI_NOT_CONFIGURED, AI_NOTHING_MISSING, POINTS_INSUFFICIENT, AI_CAP_REACHED);
 * the dialog says so before the person asks. Past a model and something missing, what holds a
 * run back is its cost, as for every AI action (nothing, on the team's own model).
 */
export function startBlockerOf(preview: AnnotationPreview): StartBlocker | null {
  if (preview.model === null) return 'noModel';
  if (preview.missing.values === 0) return 'nothingMissing';
  return costBlockerOf(preview);
}
