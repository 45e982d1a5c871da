import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  DEBUG_HISTORY_LIMIT,
  debugRequestSchema,
  type DebugHistoryEntry,
  type DebugRequest,
  type SendResult,
} from '@heron/contract';
import { debugHistory } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Database } from '../../db/client.js';
import { requireProject, type WorkspaceContext } from '../access/access-service.js';
import type { User } from '../auth/session-service.js';

/**
 * The debugger's history (issue 6): each send is kept for the person who made it, in the project
 * it was sent from, newest first, the newest 100. Nobody else sees it; leaving a project does not
 * erase it, and it is gone with the project.
 */

type Row = typeof debugHistory.$inferSelect;

const entryOf = (row: Row): DebugHistoryEntry => ({
  id: row.id,
  endpointId: row.endpointId,
  request: debugRequestSchema.parse(JSON.parse(row.request)),
  method: row.method,
  url: row.url,
  status: row.status,
  totalMs: row.totalMs,
  errorCode: row.errorCode,
  createdAt: row.createdAt.toISOString(),
});

/** Records a send; keeps the newest DEBUG_HISTORY_LIMIT of the person in the project. */
export async function recordSend(
  db: Database,
  input: {
    projectId: string;
    userId: string;
    endpointId: string | null;
    request: DebugRequest;
    result: SendResult;
  },
): Promise<void> {
  const { result } = input;
  const owner = and(
    eq(debugHistory.projectId, input.projectId),
    eq(debugHistory.userId, input.userId),
  );
  await db.transaction(async (tx) => {
    await tx.insert(debugHistory).values({
      projectId: input.projectId,
      userId: input.userId,
      endpointId: input.endpointId,
      request: JSON.stringify(input.request),
      method: result.sent?.method ?? input.request.method.toUpperCase(),
      url: result.sent?.url ?? input.request.url,
      status: result.response?.status ?? null,
      totalMs: result.response?.timings.totalMs ?? null,
      errorCode: result.error?.code ?? (result.problems.length > 0 ? 'INVALID_REQUEST' : null),
    });
    const kept = tx
      .select({ id: debugHistory.id })
      .from(debugHistory)
      .where(owner)
      .orderBy(desc(debugHistory.createdAt), desc(debugHistory.id))
      .limit(DEBUG_HISTORY_LIMIT);
    await tx.delete(debugHistory).where(and(owner, notInArray(debugHistory.id, kept)));
  });
}

export async function listHistory(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  endpointId: string | undefined,
): Promise<DebugHistoryEntry[]> {
  await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  const rows = await ctx.db
    .select()
    .from(debugHistory)
    .where(
      and(
        eq(debugHistory.projectId, projectId),
        eq(debugHistory.userId, user.id),
        endpointId === undefined ? undefined : eq(debugHistory.endpointId, endpointId),
      ),
    )
    .orderBy(desc(debugHistory.createdAt), desc(debugHistory.id))
    .limit(DEBUG_HISTORY_LIMIT);
  return rows.map(entryOf);
}

/** Deletes one entry of the person's history, or all of it in the project (`entryId` null). */
export async function clearHistory(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  entryId: string | null,
): Promise<void> {
  await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  const owner = and(eq(debugHistory.projectId, projectId), eq(debugHistory.userId, user.id));
  if (entryId === null) {
    await ctx.db.delete(debugHistory).where(owner);
    return;
  }
  const deleted = await ctx.db
    .delete(debugHistory)
    .where(and(owner, inArray(debugHistory.id, [entryId])))
    .returning({ id: debugHistory.id });
  if (deleted.length === 0) {
    throw new AppError('NOT_FOUND', { detail: 'No such entry in your history of this project.' });
  }
}
