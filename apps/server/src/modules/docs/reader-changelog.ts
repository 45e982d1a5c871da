import type { FastifyRequest } from 'fastify';
import type { DocChangelog, Language } from '@heron/contract';
import {
  readerText,
  renderChangelogHtml,
  renderReaderDocument,
  type ReaderVersionLink,
} from '@heron/engine/docs';
import { AppError } from '../../http/app-error.js';
import { loadNav, type BuildRow } from './build-store.js';
import type { DocsWork } from './builds.js';
import { navUrlOf } from './reader-path.js';
import type { ReaderScope } from './reader-scope.js';
import { SmallCache } from './small-cache.js';
import { changelogBetween, liveVersions } from './version-service.js';

const changelogs = new SmallCache<Promise<DocChangelog>>(32);

export interface ChangelogPageInput {
  scope: ReaderScope;
  lang: Language;
  build: BuildRow;
  base: string;
  /** The version the reader is in; null for the live design. */
  version: number | null;
  versions: ReaderVersionLink[];
  assetsBase: string;
  query: Record<string, unknown>;
}

function changelogOf(
  work: DocsWork,
  owner: string,
  projectId: string,
  from: number | undefined,
  to: number | null,
  stamp: string,
): Promise<DocChangelog> {
  const key = `${projectId}:${from ?? '-'}:${to ?? 'live'}:${to === null ? stamp : ''}`;
  const cached = changelogs.get(key);
  if (cached) return cached;
  const made = changelogBetween(work, owner, projectId, { from, to: to ?? undefined });
  changelogs.set(key, made);
  made.catch(() => changelogs.delete(key));
  return made;
}

/**
 * The reader's changelog (issue 23): what changed in the version the reader is in (or in the
 * live design) since the version before it, or since the one picked in `?from=`; each change
 * breaking or not, in the reader's language.
 */
export async function renderChangelogPage(
  work: DocsWork,
  request: FastifyRequest,
  input: ChangelogPageInput,
): Promise<string> {
  const { scope, lang, build, base, version } = input;
  const numbers = (await liveVersions(work.ctx.db, scope.projectId)).map((v) => v.number);
  const earlier = numbers.filter((n) => version === null || n < version);
  const askedRaw = Number(input.query.from);
  const asked = Number.isInteger(askedRaw) && earlier.includes(askedRaw) ? askedRaw : undefined;
  let changelog: DocChangelog;
  try {
    changelog = await changelogOf(
      work,
      `reader:${request.ip}`,
      scope.projectId,
      asked,
      version,
      build.stamp,
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    changelog = { from: null, to: version, changes: [], breaking: 0 };
  }
  const html = renderChangelogHtml({
    changes: changelog.changes,
    from: changelog.from === null ? null : { label: `v${changelog.from}` },
    to: { label: version === null ? '\u0001t:version.live\u0002' : `v${version}` },
    versions: earlier.map((n) => ({ label: `v${n}`, href: `${base}/changelog?from=${n}` })),
  });
  return renderReaderDocument({
    lang,
    site: scope.look,
    base,
    page: {
      slug: 'changelog',
      kind: 'doc',
      title: readerText(lang, 'change.title'),
      summary: '',
      html,
    },
    navHtml: await loadNav(work.ctx.db, build.id),
    navUrl: navUrlOf(base, build.id),
    versions: input.versions.map((link) => ({
      ...link,
      href: `${link.href.replace(/\/$/, '')}/changelog`,
    })),
    canonicalUrl: null,
    tryItUrl: null,
    changelogHref: `${base}/changelog`,
    downloads: {
      openapi31: `${base}/openapi.json`,
      openapi30: `${base}/openapi-3.0.json`,
      llms: `${base}/llms.txt`,
    },
    assetsBase: input.assetsBase,
    notice: null,
    indexable: false,
  });
}
