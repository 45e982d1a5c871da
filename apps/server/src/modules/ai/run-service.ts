import { eq } from 'drizzle-orm';
import type { AiRun } from '@heron/contract';
import { aiRuns } from '../../db/schema/ai.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import { aiFunds, aiFundsRefusal } from '../points/index.js';
import type { AiDeps } from './ai-deps.js';
import { endRun } from './ai-runner.js';
import { findRun, runningRunOf, toAiRun } from './run-rows.js';
import { notConfigured, ONE_RUNNING_INDEX, runActive, useIn } from './run-start.js';

/**
 * One AI run of either kind (issue 24), AI annotation or AI test generation: reading it (held
 * until it moves on, with `waitMs`), stopping and resuming it. Reading needs `project.view`;
 * stopping and resuming, which may spend points, need `project.edit`.
 */

export async function getAiRun(
  deps: AiDeps,
  user: User,
  projectId: string,
  runId: string,
  waitMs: number,
): Promise<AiRun> {
  const { db } = deps.workspace;
  const access = await requireProject(deps.workspace, db, user, projectId, 'project.view');
  let row = await findRun(db, projectId, runId);
  if (row.status === 'running' && waitMs > 0) {
    await deps.runner.waitForChange(runId, waitMs);
    row = await findRun(db, projectId, runId);
  }
  return toAiRun(db, access.team.id, row);
}

export async function stopAiRun(
  deps: AiDeps,
  user: User,
  projectId: string,
  runId: string,
): Promise<AiRun> {
  const { db } = deps.workspace;
  const access = await requireProject(deps.workspace, db, user, projectId, 'project.edit');
  const row = await findRun(db, projectId, runId);
  if (row.status !== 'running') {
    throw new AppError('AI_RUN_FINISHED', { detail: `The run is ${row.status}, not running.` });
  }
  // Worked here: it stops after the call in flight. Left by a stopped server: ended now.
  if (!(await deps.runner.stop(runId))) {
    await endRun({ db, tokensPerPoint: deps.tokensPerPoint }, runId, {
      status: 'stopped',
      code: null,
    });
  }
  return toAiRun(db, access.team.id, await findRun(db, projectId, runId));
}

export async function resumeAiRun(
  deps: AiDeps,
  user: User,
  projectId: string,
  runId: string,
): Promise<AiRun> {
  const { db } = deps.workspace;
  const access = await requireProject(deps.workspace, db, user, projectId, 'project.edit');
  const row = await findRun(db, projectId, runId);
  if (row.status === 'running' || row.status === 'done') {
    throw new AppError('AI_RUN_FINISHED', { detail: `The run is ${row.status}.` });
  }
  // It goes on with the model it started on: the instance's, or the team's own.
  if (!(await deps.models.forRun(row))) throw notConfigured();
  if (await runningRunOf(db, projectId)) throw runActive();
  if (row.chargesPoints) {
    const refusal = aiFundsRefusal(
      await aiFunds(db, useIn(access, user, row.kind === 'tests' ? 'aiTests' : 'aiAnnotation')),
      1,
    );
    if (refusal) throw refusal;
  }
  try {
    await db
      .update(aiRuns)
      .set({
        status: 'running',
        ended: null,
        finishedAt: null,
        userId: user.id,
        heartbeatAt: new Date(),
      })
      .where(eq(aiRuns.id, runId));
  } catch (error) {
    // Another run of the project started meanwhile: one may be running at a time.
    if (isUniqueViolation(error, ONE_RUNNING_INDEX)) throw runActive();
    throw error;
  }
  deps.runner.start(runId);
  return toAiRun(db, access.team.id, await findRun(db, projectId, runId));
}
