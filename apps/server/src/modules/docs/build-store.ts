import { and, asc, eq, ne } from 'drizzle-orm';
import { docBuilds, docPages } from '../../db/schema/docs.js';
import type { Db, WorkspaceContext } from '../access/index.js';
import type { StoredBuild } from './docs-task.js';
import { SmallCache } from './small-cache.js';

/**
 * Builds kept in the database (issue 23): a reader is answered with one page row and the
 * build's navigation, never with the whole API. A build is replaced whole, in one transaction:
 * a reader sees the old one or the new one, never half of each.
 */

/** What readers need of a build besides its pages and its navigation (loadNav). */
export interface BuildRow {
  id: string;
  projectId: string;
  source: BuildSource;
  sourceKey: string;
  stamp: string;
  title: string;
  apiVersion: string;
  serverUrl: string;
}

/** `live`: the design as it is; `version`: a published version; `share`: a share link's part. */
export type BuildSource = 'live' | 'version' | 'share';

export interface PageRow {
  slug: string;
  kind: 'overview' | 'endpoint' | 'model' | 'doc' | 'tag';
  title: string;
  summary: string;
  method: string | null;
  path: string | null;
  html: string;
  markdown: string;
}

const PAGE_BATCH = 100;

/** Writes a build, replacing the one of the same source; answers its row. */
export async function saveBuild(
  db: WorkspaceContext['db'],
  where: { projectId: string; source: BuildSource; sourceKey: string; stamp: string },
  stored: StoredBuild,
): Promise<BuildRow> {
  const { build } = stored;
  return db.transaction(async (tx) => {
    await tx
      .delete(docBuilds)
      .where(
        and(
          eq(docBuilds.projectId, where.projectId),
          eq(docBuilds.source, where.source),
          eq(docBuilds.sourceKey, where.sourceKey),
        ),
      );
    const [row] = await tx
      .insert(docBuilds)
      .values({
        ...where,
        title: build.title,
        apiVersion: build.apiVersion,
        navHtml: build.navHtml,
        search: JSON.stringify(build.search),
        llms: stored.llms,
        serverUrl: stored.serverUrl,
        endpoints: build.counts.endpoints,
        models: build.counts.models,
        docs: build.counts.docs,
      })
      .returning({ id: docBuilds.id });
    const buildId = row!.id;
    for (let start = 0; start < build.pages.length; start += PAGE_BATCH) {
      await tx.insert(docPages).values(
        build.pages.slice(start, start + PAGE_BATCH).map((page, offset) => ({
          buildId,
          slug: page.slug,
          kind: page.kind,
          title: page.title,
          summary: page.summary,
          method: page.method ?? null,
          path: page.path ?? null,
          html: page.html,
          markdown: page.markdown,
          position: start + offset,
        })),
      );
    }
    return {
      id: buildId,
      ...where,
      title: build.title,
      apiVersion: build.apiVersion,
      serverUrl: stored.serverUrl,
    };
  });
}

// Every page a reader opens is sent with its build's navigation (GitHub's is 400 kB). A build
// never changes once written (a new one gets a new id), so the last few are kept in memory by
// id rather than read from the database on each page.
const navs = new SmallCache<string>(16);

/** The build's navigation HTML (with markers); empty when the build is gone. */
export async function loadNav(db: Db, buildId: string): Promise<string> {
  const cached = navs.get(buildId);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({ navHtml: docBuilds.navHtml })
    .from(docBuilds)
    .where(eq(docBuilds.id, buildId));
  if (!row) return '';
  navs.set(buildId, row.navHtml);
  return row.navHtml;
}

const BUILD_COLUMNS = {
  id: docBuilds.id,
  projectId: docBuilds.projectId,
  source: docBuilds.source,
  sourceKey: docBuilds.sourceKey,
  stamp: docBuilds.stamp,
  title: docBuilds.title,
  apiVersion: docBuilds.apiVersion,
  serverUrl: docBuilds.serverUrl,
};

export async function findBuild(
  db: Db,
  projectId: string,
  source: BuildSource,
  sourceKey: string,
): Promise<BuildRow | undefined> {
  const [row] = await db
    .select(BUILD_COLUMNS)
    .from(docBuilds)
    .where(
      and(
        eq(docBuilds.projectId, projectId),
        eq(docBuilds.source, source),
        eq(docBuilds.sourceKey, sourceKey),
      ),
    );
  return row as BuildRow | undefined;
}

export async function findPage(
  db: Db,
  buildId: string,
  slug: string,
): Promise<PageRow | undefined> {
  const [row] = await db
    .select({
      slug: docPages.slug,
      kind: docPages.kind,
      title: docPages.title,
      summary: docPages.summary,
      method: docPages.method,
      path: docPages.path,
      html: docPages.html,
      markdown: docPages.markdown,
    })
    .from(docPages)
    .where(and(eq(docPages.buildId, buildId), eq(docPages.slug, slug)));
  return row as PageRow | undefined;
}

/** The build's search entries (JSON text) and llms.txt (with base markers). */
export async function loadBuildTexts(
  db: Db,
  buildId: string,
): Promise<{ search: string; llms: string } | undefined> {
  const [row] = await db
    .select({ search: docBuilds.search, llms: docBuilds.llms })
    .from(docBuilds)
    .where(eq(docBuilds.id, buildId));
  return row;
}

/** Every page's Markdown in tree order, for llms-full.txt; tags' pages only repeat the rest. */
export async function loadAllMarkdown(db: Db, buildId: string): Promise<string[]> {
  const rows = await db
    .select({ markdown: docPages.markdown })
    .from(docPages)
    .where(and(eq(docPages.buildId, buildId), ne(docPages.kind, 'tag')))
    .orderBy(asc(docPages.position));
  return rows.map((row) => row.markdown);
}

export async function deleteBuild(
  db: Db,
  projectId: string,
  source: BuildSource,
  sourceKey: string,
): Promise<void> {
  await db
    .delete(docBuilds)
    .where(
      and(
        eq(docBuilds.projectId, projectId),
        eq(docBuilds.source, source),
        eq(docBuilds.sourceKey, sourceKey),
      ),
    );
}
