import type {
  AiRun,
  AnnotationPreview,
  AnnotationScope,
  StartAnnotationBody,
} from '@heron/contract';
import { estimateCallTokens, planAnnotationCalls, type AnnotationAsk } from '@heron/engine';
import { AppError } from '../../http/app-error.js';
import { requireProject, type ProjectAccess } from '../access/index.js';
import type { User } from '../auth/index.js';
import { aiFunds, aiFundsRefusal, pointsForTokens } from '../points/index.js';
import type { AiDeps } from './ai-deps.js';
import { costPreview } from './cost-preview.js';
import { annotationItemIds } from './annotation-items.js';
import { openAsks, proposedPlaces } from './open-slots.js';
import { recentRuns, runningRunOf, toAiRun, toAiRuns } from './run-rows.js';
import { insertRun, requireModel, runActive, runOfKey, useIn } from './run-start.js';

/**
 * AI annotation (issue 24): the preview (coverage, what is missing, the cost), starting a run
 * and listing the project's runs (run-service.ts reads, stops and resumes one). Listing needs
 * `project.view`; everything that can spend points or change the design needs `project.edit`.
 */

/** A use of AI annotation in this project. */
const annotationUse = (access: ProjectAccess, user: User) => useIn(access, user, 'aiAnnotation');

/** The calls `asks` make, and the tokens and points they are expected to cost. */
function estimate(deps: AiDeps, asks: AnnotationAsk[], language: AnnotationScope['language']) {
  const calls = planAnnotationCalls(asks);
  const tokens = calls.reduce((sum, call) => sum + estimateCallTokens(call, language), 0);
  return {
    calls,
    tokens,
    points: tokens === 0 ? 0 : pointsForTokens(tokens, deps.tokensPerPoint),
  };
}

export async function previewAnnotation(
  deps: AiDeps,
  user: User,
  projectId: string,
  scope: AnnotationScope,
): Promise<AnnotationPreview> {
  const { db } = deps.workspace;
  const access = await requireProject(deps.workspace, db, user, projectId, 'project.edit');
  const ids = await annotationItemIds(db, projectId, scope.itemIds);
  const proposed = await proposedPlaces(db, projectId);
  const { coverage, asks } = await openAsks(db, projectId, ids, proposed);
  const { tokens } = estimate(deps, asks, scope.language);
  return {
    ...(await costPreview(deps, access, user, 'aiAnnotation', tokens)),
    coverage,
    missing: {
      items: asks.length,
      values: asks.reduce((sum, ask) => sum + ask.slots.length, 0),
    },
  };
}

export async function startAnnotation(
  deps: AiDeps,
  user: User,
  projectId: string,
  body: StartAnnotationBody,
): Promise<AiRun> {
  const { db } = deps.workspace;
  const access = await requireProject(deps.workspace, db, user, projectId, 'project.edit');
  // A browser's retry of the same start answers the run it started.
  const again = await runOfKey(db, projectId, body.idempotencyKey);
  if (again) return toAiRun(db, access.team.id, again);
  const model = await requireModel(deps, projectId);
  if (await runningRunOf(db, projectId)) throw runActive();
  const ids = await annotationItemIds(db, projectId, body.itemIds);
  const { asks } = await openAsks(db, projectId, ids, await proposedPlaces(db, projectId));
  if (asks.length === 0) {
    throw new AppError('AI_NOTHING_MISSING', {
      detail: 'Every summary, description and example here is written or waiting for review.',
    });
  }
  const { calls, points } = estimate(deps, asks, body.language);
  const chargesPoints = model.source === 'instance';
  if (chargesPoints) {
    const refusal = aiFundsRefusal(await aiFunds(db, annotationUse(access, user)), points);
    if (refusal) throw refusal;
  }
  return insertRun(deps, access, user, {
    kind: 'annotate',
    language: body.language,
    // The item ids of each call, in order (an item split over calls appears in each).
    plan: calls.map((call) => [...new Set(call.map((ask) => ask.item.id))]),
    estimatedPoints: chargesPoints ? points : 0,
    chargesPoints,
    idempotencyKey: body.idempotencyKey,
  });
}

export async function listAnnotationRuns(
  deps: AiDeps,
  user: User,
  projectId: string,
): Promise<{ items: AiRun[] }> {
  const { db } = deps.workspace;
  const access = await requireProject(deps.workspace, db, user, projectId, 'project.view');
  return {
    items: await toAiRuns(db, access.team.id, await recentRuns(db, projectId, 'annotate')),
  };
}
