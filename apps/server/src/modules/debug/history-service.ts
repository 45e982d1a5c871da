import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEBUG_HISTORY_LIMIT,
  debugRequestSchema,
  toStorableText,
  type DebugHistoryEntry,
  type DebugRequest,
  type SendResult,
} from '@heron/contract';
import { debugHistory } from '../../db/schema/debug.js';
import { AppError } from '../../http/app-error.js';
import type { Database } from '../../db/client.js';
import { requireProject, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { HistoryRecorder } from './history-recorder.js';

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

export interface SendRecord {
  projectId: string;
  userId: string;
  endpointId: string | null;
  request: DebugRequest;
  result: SendResult;
  /** When the answer was ready: the entry's time, however late it is written. */
  sentAt: Date;
}

/** Records a send; keeps the newest DEBUG_HISTORY_LIMIT of the person in the project. */
export async function recordSend(db: Database, input: SendRecord): Promise<void> {
  const { result } = input;
  // The method and URL as sent can hold what a script put there, a NUL included, which a text
  // column refuses: the whole entry was then lost (issue 19). They are stored with U+FFFD in
  // place of such characters; the request itself is stored as JSON, which escapes them, so it
  // comes back exactly as sent.
  const row = {
    request: JSON.stringify(input.request),
    method: toStorableText(result.sent?.method ?? input.request.method.toUpperCase()),
    url: toStorableText(result.sent?.url ?? input.request.url),
    status: result.response?.status ?? null,
    totalMs: result.response?.timings.totalMs ?? null,
    errorCode: result.error?.code ?? (result.problems.length > 0 ? 'INVALID_REQUEST' : null),
  };
  // One statement, so one round trip and atomic without a transaction. The trim runs on the
  // snapshot before the insert: it keeps the newest LIMIT − 1, and the new row makes LIMIT.
  await db.execute(sql`
    with trimmed as (
      delete from debug_history where id in (
        select id from debug_history
        where project_id = ${input.projectId} and user_id = ${input.userId}
        order by created_at desc, id desc
        offset ${DEBUG_HISTORY_LIMIT - 1}
      )
    )
    insert into debug_history
      (project_id, user_id, endpoint_id, request, method, url, status, total_ms, error_code,
       created_at)
    values (${input.projectId}, ${input.userId}, ${input.endpointId}, ${row.request},
      ${row.method}, ${row.url}, ${row.status}, ${row.totalMs}, ${row.errorCode},
      ${input.sentAt.toISOString()})
  `);
}

export async function listHistory(
  ctx: WorkspaceContext,
  recorder: HistoryRecorder,
  user: User,
  projectId: string,
  endpointId: string | undefined,
): Promise<DebugHistoryEntry[]> {
  await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  await recorder.settled(user.id, projectId);
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
  recorder: HistoryRecorder,
  user: User,
  projectId: string,
  entryId: string | null,
): Promise<void> {
  await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  // A send answered before the clear is cleared too, not written after it.
  await recorder.settled(user.id, projectId);
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
