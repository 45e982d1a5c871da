import type { AiRun, StartTestGenerationBody } from '@heron/contract';
import { estimateTestGenerationTokens, testGenerationMessages } from '@heron/engine';
import { AppError } from '../../http/app-error.js';
import { requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import { aiFunds, aiFundsRefusal, pointsForTokens } from '../points/index.js';
import type { AiDeps } from './ai-deps.js';
import { recentRuns, runningRunOf, toAiRun, toAiRuns } from './run-rows.js';
import { assertModel, insertRun, runActive, runOfKey, useIn } from './run-start.js';
import { loadTestedEndpoint } from './tested-endpoint.js';

/**
 * AI test generation (issue 24): test cases for one endpoint, proposed for review like AI
 * annotation's values (the run routes read, stop and decide them). Starting needs `test.edit`:
 * what it makes, once accepted, is a test scenario.
 */

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
  assertModel(deps);
  if (await runningRunOf(db, projectId)) throw runActive();
  const endpoint = await loadTestedEndpoint(db, projectId, body.endpointId);
  if (!endpoint) {
    throw new AppError('NOT_FOUND', { detail: 'No endpoint with this id in the project.' });
  }
  const messages = testGenerationMessages(endpoint, endpoint.models, body.language);
  const points = pointsForTokens(estimateTestGenerationTokens(messages), deps.tokensPerPoint);
  const refusal = aiFundsRefusal(await aiFunds(db, useIn(access, user, 'aiTests')), points);
  if (refusal) throw refusal;
  return insertRun(deps, access, user, {
    kind: 'tests',
    language: body.language,
    plan: [[endpoint.id]],
    estimatedPoints: points,
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
