import type {
  AiCostPreview,
  AiRun,
  PreviewTestGenerationBody,
  StartTestGenerationBody,
} from '@heron/contract';
import { estimateTestGenerationTokens, testGenerationMessages } from '@heron/engine';
import { AppError } from '../../http/app-error.js';
import { requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import { aiFunds, aiFundsRefusal, pointsForTokens } from '../points/index.js';
import type { AiDeps } from './ai-deps.js';
import { costPreview } from './cost-preview.js';
import { recentRuns, runningRunOf, toAiRun, toAiRuns } from './run-rows.js';
import { insertRun, requireModel, runActive, runOfKey, useIn } from './run-start.js';
import { loadTestedEndpoint } from './tested-endpoint.js';

/**
 * AI test generation (issue 24): test cases for one endpoint, proposed for review like AI
 * annotation's values (the run routes read, stop and decide them). Starting needs `test.edit`:
 * what it makes, once accepted, is a test scenario.
 */

/** The endpoint, or NOT_FOUND. */
async function testedEndpoint(deps: AiDeps, projectId: string, endpointId: string) {
  const endpoint = await loadTestedEndpoint(deps.workspace.db, projectId, endpointId);
  if (!endpoint) {
    throw new AppError('NOT_FOUND', { detail: 'No endpoint with this id in the project.' });
  }
  return endpoint;
}

export async function previewTestGeneration(
  deps: AiDeps,
  user: User,
  projectId: string,
  body: PreviewTestGenerationBody,
): Promise<AiCostPreview> {
  const { db } = deps.workspace;
  const access = await requireProject(deps.workspace, db, user, projectId, 'test.edit');
  const endpoint = await testedEndpoint(deps, projectId, body.endpointId);
  const messages = testGenerationMessages(endpoint, endpoint.models, body.language);
  return costPreview(deps, access, user, 'aiTests', estimateTestGenerationTokens(messages));
}

export async function startTestGeneration(
  deps: AiDeps,
  user: User,
  projectId: string,
  body: StartTestGenerationBody,
): Promise<AiRun> {
  const { db } = deps.workspace;
  const access = await requireProject(deps.workspace, db, user, projectId, 'test.edit');
  const again = await runOfKey(db, projectId, body.idempotencyKey);
  if (again) return toAiRun(db, access.team.id, again);
  const model = await requireModel(deps, projectId);
  if (await runningRunOf(db, projectId)) throw runActive();
  const endpoint = await testedEndpoint(deps, projectId, body.endpointId);
  const messages = testGenerationMessages(endpoint, endpoint.models, body.language);
  const points = pointsForTokens(estimateTestGenerationTokens(messages), deps.tokensPerPoint);
  const chargesPoints = model.source === 'instance';
  if (chargesPoints) {
    const refusal = aiFundsRefusal(await aiFunds(db, useIn(access, user, 'aiTests')), points);
    if (refusal) throw refusal;
  }
  return insertRun(deps, access, user, {
    kind: 'tests',
    language: body.language,
    plan: [[endpoint.id]],
    estimatedPoints: chargesPoints ? points : 0,
    chargesPoints,
    idempotencyKey: body.idempotencyKey,
  });
}

export async function listTestGenerationRuns(
  deps: AiDeps,
  user: User,
  projectId: string,
  endpointId: string | undefined,
): Promise<{ items: AiRun[] }> {
  const { db } = deps.workspace;
  const access = await requireProject(deps.workspace, db, user, projectId, 'test.view');
  return {
    items: await toAiRuns(db, access.team.id, await recentRuns(db, projectId, 'tests', endpointId)),
  };
}
