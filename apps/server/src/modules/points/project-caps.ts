import { and, eq, gte, sql } from 'drizzle-orm';
import type { ProjectPointsCap, SetProjectPointsCapBody } from '@heron/contract';
import { pointConsumptions, projectPointCaps } from '../../db/schema/points.js';
import { requireProject, type Db, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';

/**
 * A project's monthly limit on AI points (issue 24): team admins set it; every AI use in the
 * project is checked against what it leaves before the model is called. The month is the
 * calendar month on the server's clock (UTC), the same for everyone on the instance.
 */

export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

async function spentSince(db: Db, projectId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ spent: sql<number>`coalesce(sum(${pointConsumptions.amount}), 0)::int` })
    .from(pointConsumptions)
    .where(
      and(eq(pointConsumptions.projectId, projectId), gte(pointConsumptions.createdAt, since)),
    );
  return row?.spent ?? 0;
}

async function readCap(db: Db, projectId: string, now: Date): Promise<ProjectPointsCap> {
  const [row] = await db
    .select({ monthlyCap: projectPointCaps.monthlyCap })
    .from(projectPointCaps)
    .where(eq(projectPointCaps.projectId, projectId));
  const since = monthStart(now);
  return {
    monthlyCap: row?.monthlyCap ?? null,
    spentThisMonth: await spentSince(db, projectId, since),
    monthStartsAt: since.toISOString(),
  };
}

/** What the project's cap leaves to spend this month; null when it has none. */
export async function capLeft(db: Db, projectId: string, now = new Date()): Promise<number | null> {
  const cap = await readCap(db, projectId, now);
  return cap.monthlyCap === null ? null : Math.max(0, cap.monthlyCap - cap.spentThisMonth);
}

export async function getProjectPointsCap(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<ProjectPointsCap> {
  await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  return readCap(ctx.db, projectId, new Date());
}

export async function setProjectPointsCap(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  body: SetProjectPointsCapBody,
): Promise<ProjectPointsCap> {
  await requireProject(ctx, ctx.db, user, projectId, 'points.cap');
  if (body.monthlyCap === null) {
    await ctx.db.delete(projectPointCaps).where(eq(projectPointCaps.projectId, projectId));
  } else {
    const now = new Date();
    await ctx.db
      .insert(projectPointCaps)
      .values({ projectId, monthlyCap: body.monthlyCap, setBy: user.id, updatedAt: now })
      .onConflictDoUpdate({
        target: projectPointCaps.projectId,
        set: { monthlyCap: body.monthlyCap, setBy: user.id, updatedAt: now },
      });
  }
  return readCap(ctx.db, projectId, new Date());
}
