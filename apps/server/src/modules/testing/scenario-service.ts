import { and, asc, desc, eq } from 'drizzle-orm';
import {
  scenarioStepIssues,
  walkSteps,
  type FieldError,
  type ScenarioBody,
  type TestScenario,
  type TestScenarioSummary,
} from '@heron/contract';
import { testRuns, testScenarios } from '../../db/schema/testing.js';
import { AppError } from '../../http/app-error.js';
import { requireProject, type Db, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { LiveRuns } from './live-runs.js';
import { brokenReferences, loadReferencedDesign, referencingSteps } from './scenario-references.js';

/**
 * A project's test scenarios (issue 22). Reading needs `test.view`, saving `test.edit`; a save
 * names the version it started from. Everything a scenario names is checked when it is saved:
 * the limits the schema cannot see (nesting, step count, ids used twice) and every endpoint and
 * case a step takes its request from.
 */

type ScenarioRow = typeof testScenarios.$inferSelect;

function refuse(errors: FieldError[], detail: string): never {
  throw new AppError('VALIDATION_FAILED', { detail, errors });
}

/** Refuses steps that break a limit or name an endpoint or case not of this project. */
async function checkSteps(db: Db, projectId: string, body: ScenarioBody): Promise<void> {
  const issues = scenarioStepIssues(body.steps);
  if (issues.length > 0) {
    refuse(
      issues.map((issue) => ({ in: 'body', pointer: issue.pointer, message: issue.message })),
      issues.map((issue) => issue.message).join('; '),
    );
  }
  const references = referencingSteps(body.steps);
  if (references.length === 0) return;
  const broken = brokenReferences(
    references,
    await loadReferencedDesign(db, projectId, references),
  );
  if (broken.length > 0) {
    refuse(
      broken.map((found) => ({
        in: 'body',
        pointer: `${found.pointer}${found.field}`,
        message: found.message,
      })),
      broken.map((found) => found.message).join('; '),
    );
  }
}

function stepCountOf(body: ScenarioBody): number {
  let count = 0;
  for (const _ of walkSteps(body.steps)) count += 1;
  return count;
}

function scenarioOf(row: ScenarioRow, missing: string[]): TestScenario {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    description: row.description,
    settings: row.settings,
    steps: row.steps,
    missing,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The steps of a stored scenario whose endpoint or case was deleted since it was saved. */
async function missingSteps(db: Db, row: ScenarioRow): Promise<string[]> {
  const references = referencingSteps(row.steps);
  if (references.length === 0) return [];
  const design = await loadReferencedDesign(db, row.projectId, references);
  return [...new Set(brokenReferences(references, design).map((found) => found.step.id))];
}

/** What a stored scenario runs and exports: the body it was saved with. */
export function scenarioBodyOf(row: ScenarioRow): ScenarioBody {
  return {
    name: row.name,
    description: row.description,
    settings: row.settings,
    steps: row.steps,
  };
}

/** The scenario of the project, or NOT_FOUND (also for another project's). */
export async function findScenario(
  db: Db,
  projectId: string,
  scenarioId: string,
  lock = false,
): Promise<ScenarioRow> {
  const query = db
    .select()
    .from(testScenarios)
    .where(and(eq(testScenarios.id, scenarioId), eq(testScenarios.projectId, projectId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No such test scenario in this project.' });
  return row;
}

export async function listScenarios(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<TestScenarioSummary[]> {
  const { db } = ctx;
  await requireProject(ctx, db, user, projectId, 'test.view');
  const rows = await db
    .select({
      id: testScenarios.id,
      name: testScenarios.name,
      description: testScenarios.description,
      stepCount: testScenarios.stepCount,
      version: testScenarios.version,
      updatedAt: testScenarios.updatedAt,
    })
    .from(testScenarios)
    .where(eq(testScenarios.projectId, projectId))
    .orderBy(asc(testScenarios.createdAt), asc(testScenarios.id));
  // Each scenario's newest run, through the (scenario, started_at) index.
  const lastRuns = await db
    .selectDistinctOn([testRuns.scenarioId], {
      scenarioId: testRuns.scenarioId,
      id: testRuns.id,
      status: testRuns.status,
      startedAt: testRuns.startedAt,
      finishedAt: testRuns.finishedAt,
    })
    .from(testRuns)
    .where(eq(testRuns.projectId, projectId))
    .orderBy(testRuns.scenarioId, desc(testRuns.startedAt));
  const lastOf = new Map(lastRuns.map((run) => [run.scenarioId, run]));
  return rows.map((row) => {
    const last = lastOf.get(row.id);
    return {
      ...row,
      updatedAt: row.updatedAt.toISOString(),
      lastRun: last
        ? {
            id: last.id,
            status: last.status as NonNullable<TestScenarioSummary['lastRun']>['status'],
            startedAt: last.startedAt.toISOString(),
            finishedAt: last.finishedAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}

export async function createScenario(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  body: ScenarioBody,
): Promise<TestScenario> {
  return ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, user, projectId, 'test.edit');
    await checkSteps(tx, projectId, body);
    const [row] = await tx
      .insert(testScenarios)
      .values({
        projectId,
        name: body.name,
        description: body.description,
        settings: body.settings,
        steps: body.steps,
        stepCount: stepCountOf(body),
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    return scenarioOf(row!, []);
  });
}

export async function getScenario(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  scenarioId: string,
): Promise<TestScenario> {
  const { db } = ctx;
  await requireProject(ctx, db, user, projectId, 'test.view');
  const row = await findScenario(db, projectId, scenarioId);
  return scenarioOf(row, await missingSteps(db, row));
}

export async function updateScenario(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  scenarioId: string,
  body: ScenarioBody & { baseVersion: number },
): Promise<TestScenario> {
  return ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, user, projectId, 'test.edit');
    const row = await findScenario(tx, projectId, scenarioId, true);
    if (row.version !== body.baseVersion) {
      throw new AppError('EDIT_CONFLICT', {
        detail: `The scenario is at version ${row.version}; this save started from ${body.baseVersion}.`,
      });
    }
    return writeScenario(tx, user, row, body);
  });
}

/** Checks the body's steps and writes it over the scenario, one version on. */
async function writeScenario(
  tx: Db,
  user: User,
  row: ScenarioRow,
  body: ScenarioBody,
): Promise<TestScenario> {
  await checkSteps(tx, row.projectId, body);
  const [saved] = await tx
    .update(testScenarios)
    .set({
      name: body.name,
      description: body.description,
      settings: body.settings,
      steps: body.steps,
      stepCount: stepCountOf(body),
      version: row.version + 1,
      updatedBy: user.id,
      updatedAt: new Date(),
    })
    .where(eq(testScenarios.id, row.id))
    .returning();
  return scenarioOf(saved!, []);
}

/**
 * Adds steps at the end of a scenario (AI test generation's cases accepted after the first ones,
 * issue 24); null when the scenario is gone, so the caller makes a new one.
 */
export async function appendScenarioSteps(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  scenarioId: string,
  steps: ScenarioBody['steps'],
): Promise<TestScenario | null> {
  return ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, user, projectId, 'test.edit');
    const [row] = await tx
      .select()
      .from(testScenarios)
      .where(and(eq(testScenarios.id, scenarioId), eq(testScenarios.projectId, projectId)))
      .for('update');
    if (!row) return null;
    return writeScenario(tx, user, row, {
      ...scenarioBodyOf(row),
      steps: [...row.steps, ...steps],
    });
  });
}

/** Deletes the scenario and its runs; a run of it going in this process is stopped. */
export async function deleteScenario(
  ctx: WorkspaceContext,
  live: LiveRuns,
  user: User,
  projectId: string,
  scenarioId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, user, projectId, 'test.edit');
    await findScenario(tx, projectId, scenarioId, true);
    await tx.delete(testScenarios).where(eq(testScenarios.id, scenarioId));
  });
  // Its rows are gone with the scenario; what the run would still write has nowhere to go.
  live.stopScenario(scenarioId);
}
