import { and, eq } from 'drizzle-orm';
import type { AiRun, AiRunKind, Language, PointFunction } from '@heron/contract';
import { aiRuns } from '../../db/schema/ai.js';
import { AppError } from '../../http/app-error.js';
import type { Db, ProjectAccess } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { AiDeps } from './ai-deps.js';
import type { ResolvedModel } from './model-resolver.js';
import { toAiRun, type RunRow } from './run-rows.js';

/**
 * What starting any AI run shares (issue 24): the browser's retry answered with the run it
 * started, the model's presence, and the one run going per project, decided by a unique index.
 */

/** The index that keeps one run going per project (db/schema/ai.ts). */
export const ONE_RUNNING_INDEX = 'ai_runs_one_running';

export const runActive = () =>
  new AppError('AI_RUN_ACTIVE', { detail: 'Another AI run of this project is going.' });

/** A use in this project: its team's points first; a personal space has only the user's own. */
export const useIn = (access: ProjectAccess, user: User, fn: PointFunction) => ({
  userId: user.id,
  teamId: access.team.isPersonal ? null : access.team.id,
  projectId: access.project.id,
  function: fn,
});

/** The run a start with this key made already (a retry answers it). */
export async function runOfKey(
  db: Db,
  projectId: string,
  idempotencyKey: string,
): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(aiRuns)
    .where(and(eq(aiRuns.projectId, projectId), eq(aiRuns.idempotencyKey, idempotencyKey)));
  return row;
}

export const notConfigured = () =>
  new AppError('AI_NOT_CONFIGURED', {
    detail:
      "Set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the model takes one) to use AI, or a team admin sets the team's own model.",
  });

/** The model a use in the project calls (its team's own first), refused when there is none. */
export async function requireModel(deps: AiDeps, projectId: string): Promise<ResolvedModel> {
  const resolved = await deps.models.forProject(projectId);
  if (!resolved) throw notConfigured();
  return resolved;
}

/** Records a new run and starts working it; answers the run (or the one its key made already). */
export async function insertRun(
  deps: AiDeps,
  access: ProjectAccess,
  user: User,
  run: {
    kind: AiRunKind;
    language: Language;
    plan: string[][];
    estimatedPoints: number;
    /** False on the team's own model: the run spends no points. */
    chargesPoints: boolean;
    idempotencyKey: string;
  },
): Promise<AiRun> {
  const { db } = deps.workspace;
  const projectId = access.project.id;
  const [row] = await db
    .insert(aiRuns)
    .values({
      projectId,
      teamId: access.team.isPersonal ? null : access.team.id,
      userId: user.id,
      ...run,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // The same key, started a moment ago by the request this one retries; or another run of the
    // project started meanwhile (one may be running at a time).
    const first = await runOfKey(db, projectId, run.idempotencyKey);
    if (!first) throw runActive();
    return toAiRun(db, access.team.id, first);
  }
  deps.runner.start(row.id);
  return toAiRun(db, access.team.id, row);
}
