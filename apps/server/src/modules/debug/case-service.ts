import { and, asc, eq, inArray } from 'drizzle-orm';
import { debugRequestSchema, type DebugRequest, type EndpointCase } from '@heron/contract';
import { endpointCases } from '../../db/schema/debug.js';
import { AppError } from '../../http/app-error.js';
import { requireProject, type Db, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { loadLiveEndpoint } from '../design/index.js';

/**
 * Endpoint cases (issue 6): a request saved under an endpoint with a name, shared by the project
 * (Apifox's 用例). Reading needs `project.view`, saving `project.edit`; saves name the version
 * they started from. A case goes when its endpoint is deleted for good.
 */

type Row = typeof endpointCases.$inferSelect;

const caseOf = (row: Row): EndpointCase => ({
  id: row.id,
  projectId: row.projectId,
  endpointId: row.endpointId,
  name: row.name,
  request: debugRequestSchema.parse(JSON.parse(row.request)),
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

async function requireEndpoint(db: Db, projectId: string, endpointId: string): Promise<void> {
  if (!(await loadLiveEndpoint(db, projectId, endpointId))) {
    throw new AppError('VALIDATION_FAILED', {
      detail: 'endpointId: not a live endpoint of this project',
      errors: [{ in: 'body', pointer: '/endpointId', message: 'Not an endpoint of this project' }],
    });
  }
}

export async function listCases(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  endpointId: string,
): Promise<EndpointCase[]> {
  await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  const rows = await ctx.db
    .select()
    .from(endpointCases)
    .where(and(eq(endpointCases.projectId, projectId), eq(endpointCases.endpointId, endpointId)))
    .orderBy(asc(endpointCases.createdAt), asc(endpointCases.id));
  return rows.map(caseOf);
}

export async function createCase(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  body: { endpointId: string; name: string; request: DebugRequest },
): Promise<EndpointCase> {
  return ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, user, projectId, 'project.edit');
    await requireEndpoint(tx, projectId, body.endpointId);
    const [row] = await tx
      .insert(endpointCases)
      .values({
        projectId,
        endpointId: body.endpointId,
        name: body.name.trim(),
        request: JSON.stringify(body.request),
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    return caseOf(row!);
  });
}

async function lockCase(tx: Db, projectId: string, caseId: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(endpointCases)
    .where(and(eq(endpointCases.id, caseId), eq(endpointCases.projectId, projectId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No such case in this project.' });
  return row;
}

export async function updateCase(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  caseId: string,
  body: { name: string; request: DebugRequest; baseVersion: number },
): Promise<EndpointCase> {
  return ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, user, projectId, 'project.edit');
    const row = await lockCase(tx, projectId, caseId);
    if (row.version !== body.baseVersion) {
      throw new AppError('EDIT_CONFLICT', {
        detail: `The case is at version ${row.version}; this save started from ${body.baseVersion}.`,
      });
    }
    const [saved] = await tx
      .update(endpointCases)
      .set({
        name: body.name.trim(),
        request: JSON.stringify(body.request),
        version: row.version + 1,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(endpointCases.id, caseId))
      .returning();
    return caseOf(saved!);
  });
}

export async function deleteCase(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  caseId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, user, projectId, 'project.edit');
    await lockCase(tx, projectId, caseId);
    await tx.delete(endpointCases).where(eq(endpointCases.id, caseId));
  });
}

/**
 * These cases of the project, by id, with their endpoint and request: what a test scenario's
 * steps name (issue 22). A case of another project, or one deleted, is simply not in the map.
 */
export async function loadCases(
  db: Db,
  projectId: string,
  caseIds: readonly string[],
): Promise<Map<string, { endpointId: string; name: string; request: DebugRequest }>> {
  const found = new Map<string, { endpointId: string; name: string; request: DebugRequest }>();
  if (caseIds.length === 0) return found;
  const rows = await db
    .select()
    .from(endpointCases)
    .where(and(eq(endpointCases.projectId, projectId), inArray(endpointCases.id, [...caseIds])));
  for (const row of rows) {
    const { endpointId, name, request } = caseOf(row);
    found.set(row.id, { endpointId, name, request });
  }
  return found;
}
