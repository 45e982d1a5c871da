import type { AiCostPreview, PointFunction } from '@heron/contract';
import type { ProjectAccess } from '../access/index.js';
import type { User } from '../auth/index.js';
import { aiFunds, pointsForTokens } from '../points/index.js';
import type { AiDeps } from './ai-deps.js';
import { useIn } from './run-start.js';

/**
 * The cost preview every AI action shows before it starts (spec §9; issue 24): the model it would
 * call, its cost estimated from the tokens it would send, what the caller may spend and what the
 * project's monthly cap leaves. On the team's own model it costs no points.
 */
export async function costPreview(
  deps: AiDeps,
  access: ProjectAccess,
  user: User,
  fn: PointFunction,
  estimatedTokens: number,
): Promise<AiCostPreview> {
  const model = await deps.models.forProject(access.project.id);
  const funds = await aiFunds(deps.workspace.db, useIn(access, user, fn));
  return {
    model: model?.source ?? null,
    estimatedPoints:
      model?.source === 'team' || estimatedTokens === 0
        ? 0
        : pointsForTokens(estimatedTokens, deps.tokensPerPoint),
    spendablePoints: funds.points,
    monthlyCapLeft: funds.capLeft,
  };
}
