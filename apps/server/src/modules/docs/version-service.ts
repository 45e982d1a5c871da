import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DocChange, DocChangelog, DocVersion } from '@heron/contract';
import { docSites, docVersions } from '../../db/schema/docs.js';
import { AppError } from '../../http/app-error.js';
import { requireProject, type Db } from '../access/index.js';
import { accountNameOf, type User } from '../auth/index.js';
import { readProjectDesign, type ProjectDesign } from '../design/index.js';
import { deleteBuild, saveBuild } from './build-store.js';
import { currentStamp, runDocsTask, type DocsWork } from './builds.js';

/**
 * Published versions (issue 23): publishing takes a snapshot of the live design (v1, v2, …),
 * builds its pages and compares it with the version before, all on a worker thread; readers
 * then pick any version that is not withdrawn.
 */

const VERSION_COLUMNS = {
  number: docVersions.number,
  note: docVersions.note,
  createdAt: docVersions.createdAt,
  createdById: docVersions.createdBy,
  createdByName: accountNameOf(docVersions.createdBy),
  endpoints: docVersions.endpoints,
  models: docVersions.models,
  docs: docVersions.docs,
  changes: docVersions.changes,
  breaking: docVersions.breaking,
};

type VersionRow = {
  number: number;
  note: string;
  createdAt: Date;
  createdById: string | null;
  createdByName: string | null;
  endpoints: number;
  models: number;
  docs: number;
  changes: number;
  breaking: number;
};

function versionView(row: VersionRow): DocVersion {
  return {
    number: row.number,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdById === null ? null : { id: row.createdById, name: row.createdByName ?? '' },
    endpoints: row.endpoints,
    models: row.models,
    docs: row.docs,
    changes: row.changes,
    breaking: row.breaking,
  };
}

/** Live versions, newest first. */
export async function liveVersions(db: Db, projectId: string): Promise<VersionRow[]> {
  return (await db
    .select(VERSION_COLUMNS)
    .from(docVersions)
    .where(and(eq(docVersions.projectId, projectId), isNull(docVersions.withdrawnAt)))
    .orderBy(desc(docVersions.number))) as VersionRow[];
}

export async function listVersions(
  work: DocsWork,
  user: User,
  projectId: string,
): Promise<{ items: DocVersion[] }> {
  const { ctx } = work;
  await requireProject(ctx, ctx.db, user, projectId, 'docs.view');
  return { items: (await liveVersions(ctx.db, projectId)).map(versionView) };
}

/** The design a live version was published from. */
export async function versionSnapshot(
  db: Db,
  projectId: string,
  number: number,
): Promise<ProjectDesign | undefined> {
  const [row] = await db
    .select({ snapshot: docVersions.snapshot })
    .from(docVersions)
    .where(
      and(
        eq(docVersions.projectId, projectId),
        eq(docVersions.number, number),
        isNull(docVersions.withdrawnAt),
      ),
    );
  return row ? (JSON.parse(row.snapshot) as ProjectDesign) : undefined;
}

/** The changes a live version brought, as stored when it was published. */
export async function storedChanges(
  db: Db,
  projectId: string,
  number: number,
): Promise<DocChange[] | undefined> {
  const [row] = await db
    .select({ changeList: docVersions.changeList })
    .from(docVersions)
    .where(
      and(
        eq(docVersions.projectId, projectId),
        eq(docVersions.number, number),
        isNull(docVersions.withdrawnAt),
      ),
    );
  return row ? (JSON.parse(row.changeList) as DocChange[]) : undefined;
}

/**
 * Publishes the live design as the next version. The site must exist (DOC_SITE_MISSING). The
 * number is taken under a lock of the site's row, so two publishers at once get v3 and v4.
 */
export async function publishVersion(
  work: DocsWork,
  user: User,
  projectId: string,
  note: string,
): Promise<DocVersion> {
  const { ctx } = work;
  await requireProject(ctx, ctx.db, user, projectId, 'docs.publish');
  const [site] = await ctx.db
    .select({ projectId: docSites.projectId })
    .from(docSites)
    .where(eq(docSites.projectId, projectId));
  if (!site) throw new AppError('DOC_SITE_MISSING');
  work.workers.checkRoom('imports', user.id);

  const design = await readProjectDesign(ctx.db, projectId);
  const [previousRow] = await liveVersions(ctx.db, projectId);
  const previous = previousRow
    ? ((await versionSnapshot(ctx.db, projectId, previousRow.number)) ?? null)
    : null;
  const { site: stored, changes } = await runDocsTask(work, user.id, {
    kind: 'publish',
    design,
    previous,
  });
  const stamp = await currentStamp(ctx.db, projectId);

  const number = await ctx.db.transaction(async (tx) => {
    await tx
      .select({ projectId: docSites.projectId })
      .from(docSites)
      .where(eq(docSites.projectId, projectId))
      .for('update');
    const [top] = await tx
      .select({ top: sql<number>`coalesce(max(${docVersions.number}), 0)::int` })
      .from(docVersions)
      .where(eq(docVersions.projectId, projectId));
    const next = (top?.top ?? 0) + 1;
    await tx.insert(docVersions).values({
      projectId,
      number: next,
      note,
      snapshot: JSON.stringify(design),
      endpoints: stored.build.counts.endpoints,
      models: stored.build.counts.models,
      docs: stored.build.counts.docs,
      changes: changes.length,
      breaking: changes.filter((change) => change.breaking).length,
      changeList: JSON.stringify(changes),
      createdBy: user.id,
    });
    return next;
  });
  await saveBuild(
    ctx.db,
    { projectId, source: 'version', sourceKey: String(number), stamp },
    stored,
  );
  const [row] = await ctx.db
    .select(VERSION_COLUMNS)
    .from(docVersions)
    .where(and(eq(docVersions.projectId, projectId), eq(docVersions.number, number)));
  return versionView(row as VersionRow);
}

/** Withdraws a version: readers can no longer pick it; its number is not used again. */
export async function withdrawVersion(
  work: DocsWork,
  user: User,
  projectId: string,
  number: number,
): Promise<void> {
  const { ctx } = work;
  await requireProject(ctx, ctx.db, user, projectId, 'docs.publish');
  const withdrawn = await ctx.db
    .update(docVersions)
    .set({ withdrawnAt: new Date() })
    .where(
      and(
        eq(docVersions.projectId, projectId),
        eq(docVersions.number, number),
        isNull(docVersions.withdrawnAt),
      ),
    )
    .returning({ number: docVersions.number });
  if (withdrawn.length === 0) throw new AppError('NOT_FOUND', { detail: 'No such version.' });
  await deleteBuild(ctx.db, projectId, 'version', String(number));
}

/**
 * What changed from `from` to `to` (a version's number, or null for the live design). Without
 * `from`, the version before `to` (for the live design: the newest version). Consecutive
 * versions answer from what was stored at publishing; any other pair is compared on a worker.
 */
export async function changelogBetween(
  work: DocsWork,
  owner: string,
  projectId: string,
  query: { from?: number | undefined; to?: number | undefined },
): Promise<DocChangelog> {
  const { db } = work.ctx;
  const versions = await liveVersions(db, projectId);
  const numbers = versions.map((v) => v.number);
  const to = query.to ?? null;
  if (to !== null && !numbers.includes(to)) {
    throw new AppError('NOT_FOUND', { detail: `No published version ${to}.` });
  }
  const from =
    query.from ?? (to === null ? (numbers[0] ?? null) : (numbers.find((n) => n < to) ?? null));
  if (from !== null && !numbers.includes(from)) {
    throw new AppError('NOT_FOUND', { detail: `No published version ${from}.` });
  }
  const done = (changes: DocChange[]): DocChangelog => ({
    from,
    to,
    changes,
    breaking: changes.filter((change) => change.breaking).length,
  });
  if (from === null) return done([]);
  if (to !== null && from === numbers.find((n) => n < to)) {
    const stored = await storedChanges(db, projectId, to);
    if (stored) return done(stored);
  }
  const before = await versionSnapshot(db, projectId, from);
  const after =
    to === null ? await readProjectDesign(db, projectId) : await versionSnapshot(db, projectId, to);
  if (!before || !after) throw new AppError('NOT_FOUND', { detail: 'No such version.' });
  const { changes } = await runDocsTask(work, owner, { kind: 'diff', before, after });
  return done(changes);
}

/** The changelog for the publisher (docs.view). */
export async function getChangelog(
  work: DocsWork,
  user: User,
  projectId: string,
  query: { from?: number | undefined; to?: number | undefined },
): Promise<DocChangelog> {
  const { ctx } = work;
  await requireProject(ctx, ctx.db, user, projectId, 'docs.view');
  return changelogBetween(work, user.id, projectId, query);
}
