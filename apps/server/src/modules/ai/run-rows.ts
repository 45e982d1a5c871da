import { and, desc, eq, sql } from 'drizzle-orm';
import type { AiRun, AiRunKind, AiRunStatus, Language } from '@heron/contract';
import { aiProposals, aiRuns } from '../../db/schema/ai.js';
import { AppError } from '../../http/app-error.js';
import { loadPeople, personOf, type Db } from '../access/index.js';

/** AI runs as rows and as the API answers them (issue 24). */

export type RunRow = typeof aiRuns.$inferSelect;

/** The most runs the list answers. */
const RUN_LIST_SIZE = 20;

export async function findRun(
  db: Db,
  projectId: string,
  runId: string,
  lock = false,
): Promise<RunRow> {
  const query = db
    .select()
    .from(aiRuns)
    .where(and(eq(aiRuns.id, runId), eq(aiRuns.projectId, projectId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No AI run with this id in the project.' });
  return row;
}

export async function readRunRow(db: Db, runId: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(aiRuns).where(eq(aiRuns.id, runId));
  return row;
}

/** The project's latest runs of a kind; of one endpoint's tests when `itemId` is given. */
export async function recentRuns(
  db: Db,
  projectId: string,
  kind: AiRunKind,
  itemId?: string,
): Promise<RunRow[]> {
  return db
    .select()
    .from(aiRuns)
    .where(
      and(
        eq(aiRuns.projectId, projectId),
        eq(aiRuns.kind, kind),
        // A test generation's plan is its one endpoint.
        itemId === undefined
          ? undefined
          : sql`${aiRuns.plan} @> ${JSON.stringify([[itemId]])}::jsonb`,
      ),
    )
    .orderBy(desc(aiRuns.createdAt), desc(aiRuns.id))
    .limit(RUN_LIST_SIZE);
}

export async function runningRunOf(db: Db, projectId: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(aiRuns)
    .where(and(eq(aiRuns.projectId, projectId), eq(aiRuns.status, 'running')))
    .limit(1);
  return row;
}

async function proposalCounts(
  db: Db,
  runIds: readonly string[],
): Promise<Map<string, AiRun['proposals']>> {
  const counts = new Map<string, AiRun['proposals']>();
  for (const id of runIds) counts.set(id, { pending: 0, accepted: 0, rejected: 0 });
  if (runIds.length === 0) return counts;
  const rows = await db
    .select({ runId: aiProposals.runId, status: aiProposals.status, n: sql<number>`count(*)::int` })
    .from(aiProposals)
    .where(sql`${aiProposals.runId} in ${runIds}`)
    .groupBy(aiProposals.runId, aiProposals.status);
  for (const row of rows) {
    const count = counts.get(row.runId)!;
    // An outdated one was accepted after its place had been filled: counted in neither.
    if (row.status === 'pending') count.pending += row.n;
    else if (row.status === 'rejected') count.rejected += row.n;
    else if (row.status === 'accepted') count.accepted += row.n;
  }
  return counts;
}

export async function toAiRuns(db: Db, teamId: string, rows: readonly RunRow[]): Promise<AiRun[]> {
  const counts = await proposalCounts(
    db,
    rows.map((row) => row.id),
  );
  const people = await loadPeople(
    db,
    teamId,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => {
    const person = personOf(people, row.userId);
    return {
      id: row.id,
      projectId: row.projectId,
      kind: row.kind as AiRunKind,
      status: row.status as AiRunStatus,
      language: row.language as Language,
      progress: { done: row.done, total: row.plan.length },
      estimatedPoints: row.estimatedPoints,
      tokensUsed: row.tokensUsed,
      chargedPoints: row.chargedPoints,
      ended: row.ended ?? null,
      proposals: counts.get(row.id)!,
      createdBy: person ? { id: person.id, name: person.name } : null,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  });
}

export async function toAiRun(db: Db, teamId: string, row: RunRow): Promise<AiRun> {
  const [run] = await toAiRuns(db, teamId, [row]);
  return run!;
}
