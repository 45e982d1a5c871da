import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@heron/contract';
import {
  fillMarkers,
  READER_SCRIPT,
  READER_STYLE,
  readerText,
  renderReaderDocument,
  renderReaderMessage,
  type ReaderVersionLink,
} from '@heron/engine/docs';
import { verifyPassword } from '../auth/index.js';
import {
  findPage,
  loadAllMarkdown,
  loadBuildTexts,
  loadNav,
  type BuildRow,
} from './build-store.js';
import type { DocsWork, LiveBuilds } from './builds.js';
import { cameByHost } from './host-map.js';
import { BASE_MARKER } from './markers.js';
import { renderChangelogPage } from './reader-changelog.js';
import { exportForReader } from './reader-downloads.js';
import { WindowCounter } from './reader-limits.js';
import type { ReaderPass } from './reader-pass.js';
import { navUrlOf, parseReaderPath, type ReaderTarget } from './reader-path.js';
import {
  asLanguage,
  enterShare,
  enterSite,
  type ReaderEntry,
  type ReaderRefusal,
  type ReaderScope,
  type ScopeDeps,
} from './reader-scope.js';
import { countShareView } from './share-service.js';
import { TryItRefusal, tryItBody, type TryItSender } from './try-it.js';
import { liveVersions, versionSnapshot } from './version-service.js';

/**
 * The readers' side of published docs (issue 23): server-rendered pages under `/docs/{slug}`
 * (or a site's own host) and `/s/{token}`, each page one database row plus the build's
 * navigation, with Markdown twins, search, llms.txt, OpenAPI downloads, the changelog and
 * "Try it". Who may read is decided once per request by reader-scope.ts.
 */

export interface ReaderRoutesOptions {
  scope: ScopeDeps;
  work: DocsWork;
  builds: LiveBuilds;
  pass: ReaderPass;
  tryIt: TryItSender;
  publicUrl: string;
}

const LANG_COOKIE = 'heron_docs_lang';
const ASSETS = '/docs-assets';
const YEAR_S = 365 * 24 * 3600;
const PASS_DAYS_S = 30 * 24 * 3600;

// Reader pages may show a logo from anywhere; everything else stays this server's.
const READER_CSP =
  "default-src 'self'; img-src 'self' data: https: http:; style-src 'self' 'unsafe-inline'; " +
  "script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; " +
  "form-action 'self'; frame-ancestors 'none'";

/** A moment in the reader's language, on UTC (the server does not know the reader's zone). */
function formatDate(lang: Language, at: Date): string {
  const text = new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${text} UTC`;
}

type Params = { slug?: string; token?: string; '*'?: string };

export async function readerRoutes(app: FastifyInstance, opts: ReaderRoutesOptions) {
  const tries = new WindowCounter(20);
  const unlocks = new WindowCounter(10);

  // The password form posts urlencoded; only these routes read such bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // Pages for readers, not operations of Heron's API: left out of its OpenAPI document.
  const hide = { schema: { hide: true } };
  app.get(`${ASSETS}/reader.js`, hide, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(READER_SCRIPT),
  );
  app.get(`${ASSETS}/reader.css`, hide, (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(READER_STYLE),
  );

  const siteHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as Params;
    const slug = params.slug ?? '';
    const base = cameByHost(request.raw) ? '' : `/docs/${encodeURIComponent(slug.toLowerCase())}`;
    const entry = await enterSite(opts.scope, request, slug, base);
    return answer(request, reply, entry, params['*'] ?? '');
  };
  const shareHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as Params;
    const token = params.token ?? '';
    const entry = await enterShare(opts.scope, request, token, `/s/${encodeURIComponent(token)}`);
    return answer(request, reply, entry, params['*'] ?? '');
  };
  for (const url of ['/docs/:slug', '/docs/:slug/*']) {
    app.route({ method: ['GET', 'HEAD', 'POST'], url, ...hide, handler: siteHandler });
  }
  for (const url of ['/s/:token', '/s/:token/*']) {
    app.route({ method: ['GET', 'HEAD', 'POST'], url, ...hide, handler: shareHandler });
  }

  /** The reader's language: `?lang=` (kept in a cookie), the cookie, then the site's. */
  function languageOf(request: FastifyRequest, reply: FastifyReply, fallback: Language): Language {
    const asked = asLanguage((request.query as Record<string, unknown>).lang);
    if (asked) {
      reply.setCookie(LANG_COOKIE, asked, { path: '/', maxAge: YEAR_S, sameSite: 'lax' });
      return asked;
    }
    return asLanguage(request.cookies[LANG_COOKIE]) ?? fallback;
  }

  function sendHtml(reply: FastifyReply, status: number, html: string, indexable: boolean) {
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', READER_CSP)
      .header('cache-control', indexable ? 'no-cache' : 'private, no-store')
      .header('x-robots-tag', indexable ? 'all' : 'noindex')
      .send(html);
  }

  function sendRefusal(
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: ReaderRefusal,
    lang: Language,
    target: ReaderTarget | null,
    wrongPassword = false,
  ) {
    const status = {
      'not-found': 404,
      'not-published': 404,
      'sign-in': 401,
      password: 401,
      expired: 410,
      revoked: 410,
    }[refusal.kind];
    if (target && target.kind === 'try') {
      return reply
        .code(status)
        .type('application/problem+json')
        .send({ type: 'about:blank', title: refusal.kind, status, code: 'PERMISSION_DENIED' });
    }
    const site = refusal.kind === 'not-found' ? null : refusal.scope.look;
    const key = {
      'not-found': 'notFound',
      'not-published': 'notPublished',
      'sign-in': 'signIn',
      password: 'password',
      expired: 'expired',
      revoked: 'revoked',
    }[refusal.kind];
    const html = renderReaderMessage({
      lang,
      site,
      titleKey: `message.${key}.title`,
      messageKey: `message.${key}.text`,
      ...(refusal.kind === 'expired' ? { values: { date: formatDate(lang, refusal.at) } } : {}),
      ...(refusal.kind === 'password'
        ? { passwordForm: { action: `${refusal.scope.base}/-/unlock`, wrong: wrongPassword } }
        : {}),
      ...(refusal.kind === 'sign-in'
        ? {
            signInHref: `/user/login?redirect=${encodeURIComponent(request.url.split('?')[0] ?? '/')}`,
          }
        : {}),
    });
    return sendHtml(reply, status, html, false);
  }

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: ReaderEntry,
    rest: string,
  ) {
    const scopeLanguage = entry.ok
      ? entry.scope.language
      : entry.refusal.kind === 'not-found'
        ? 'en'
        : entry.refusal.scope.language;
    const lang = languageOf(request, reply, scopeLanguage);
    const path = parseReaderPath(rest);
    if (!path) return sendRefusal(request, reply, { kind: 'not-found' }, lang, null);
    const { target } = path;
    const isPost = request.method === 'POST';
    if (!isPost && target.kind === 'unlock') {
      // The password page's own address after a wrong password: its language links come here.
      const base = entry.ok
        ? entry.scope.base
        : entry.refusal.kind === 'not-found'
          ? ''
          : entry.refusal.scope.base;
      return reply.redirect(`${base}/`, 303);
    }
    if (isPost !== (target.kind === 'try' || target.kind === 'unlock')) {
      return reply
        .code(405)
        .header('allow', isPost ? 'GET' : 'POST')
        .send();
    }

    if (!entry.ok) {
      const { refusal } = entry;
      if (refusal.kind === 'password' && target.kind === 'unlock') {
        return unlock(request, reply, refusal, lang);
      }
      return sendRefusal(request, reply, refusal, lang, target);
    }
    const { scope } = entry;
    if (target.kind === 'unlock') return reply.redirect(`${scope.base}/`, 303);

    const picked = await pickBuild(scope, path.version);
    if (!picked) {
      return sendRefusal(
        request,
        reply,
        path.version === null ? { kind: 'not-published', scope } : { kind: 'not-found' },
        lang,
        target,
      );
    }
    const { build, base, versions, version } = picked;
    switch (target.kind) {
      case 'page':
        return page(request, reply, scope, lang, picked, target.slug);
      case 'markdown': {
        const found = await findPage(opts.work.ctx.db, build.id, target.slug);
        if (!found) return sendRefusal(request, reply, { kind: 'not-found' }, lang, target);
        return reply
          .type('text/markdown; charset=utf-8')
          .header('cache-control', 'private, no-cache')
          .send(found.markdown);
      }
      case 'search': {
        const texts = await loadBuildTexts(opts.work.ctx.db, build.id);
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'private, no-cache')
          .send(texts?.search ?? '[]');
      }
      case 'llms': {
        const texts = await loadBuildTexts(opts.work.ctx.db, build.id);
        return reply
          .type('text/plain; charset=utf-8')
          .send((texts?.llms ?? '').split(BASE_MARKER).join(absolute(request, base)));
      }
      case 'llms-full': {
        const pages = await loadAllMarkdown(opts.work.ctx.db, build.id);
        return reply.type('text/plain; charset=utf-8').send(pages.join('\n\n---\n\n'));
      }
      case 'openapi': {
        const file = await exportForReader(
          opts.work,
          request.ip,
          scope,
          build,
          version,
          target.format,
        );
        return reply
          .type('application/json; charset=utf-8')
          .header(
            'content-disposition',
            `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
          )
          .send(file.text);
      }
      case 'changelog': {
        if (scope.share) return sendRefusal(request, reply, { kind: 'not-found' }, lang, target);
        const html = await renderChangelogPage(opts.work, request, {
          scope,
          lang,
          build,
          base,
          version,
          versions,
          assetsBase: ASSETS,
          query: request.query as Record<string, unknown>,
        });
        return sendHtml(reply, 200, html, false);
      }
      case 'try':
        return tryIt(request, reply, scope, build);
      case 'nav': {
        // Asked for with this build's id, the answer never changes: the browser keeps it.
        const asked = (request.query as Record<string, unknown>).b;
        const nav = await loadNav(opts.work.ctx.db, build.id);
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', READER_CSP)
          .header('x-robots-tag', 'noindex')
          .header(
            'cache-control',
            asked === build.id ? `private, max-age=${YEAR_S}, immutable` : 'private, no-cache',
          )
          .send(fillMarkers(nav, base, lang));
      }
    }
  }

  interface PickedBuild {
    build: BuildRow;
    /** Where this build's pages are. */
    base: string;
    /** The published version shown; null for the live design. */
    version: number | null;
    versions: ReaderVersionLink[];
  }

  /** The build a reader sees: a version asked for, the live design, or the newest version. */
  async function pickBuild(scope: ReaderScope, asked: number | null): Promise<PickedBuild | null> {
    const { db } = opts.work.ctx;
    const { projectId, share, site } = scope;
    if (share) {
      if (asked !== null) return null;
      const build =
        share.itemIds.length === 0
          ? await opts.builds.get(projectId, 'live', 'live', null)
          : await opts.builds.get(projectId, 'share', share.id, share.itemIds);
      return { build, base: scope.base, version: null, versions: [] };
    }
    const numbers = (await liveVersions(db, projectId)).map((v) => v.number);
    // Members preview the live design of a manual site before anything is published.
    const showsLive = site?.publishMode === 'live' || (numbers.length === 0 && scope.isMember);
    const fallback = showsLive ? null : (numbers[0] ?? undefined);
    if (asked === null && fallback === undefined) return null;
    const version = asked ?? fallback ?? null;
    if (version !== null && !numbers.includes(version)) return null;
    const versions: ReaderVersionLink[] = [
      ...(showsLive
        ? [
            {
              label: '\u0001t:version.live\u0002',
              href: `${scope.base}/`,
              current: version === null,
            },
          ]
        : []),
      ...numbers.map((n) => ({
        label: `v${n}`,
        href: !showsLive && n === numbers[0] ? `${scope.base}/` : `${scope.base}/v/${n}`,
        current: version === n,
      })),
    ];
    const base =
      version === null || (!showsLive && asked === null)
        ? scope.base
        : `${scope.base}/v/${version}`;
    const build =
      version === null
        ? await opts.builds.get(projectId, 'live', 'live', null)
        : await opts.builds.version(projectId, version, () =>
            versionSnapshot(db, projectId, version),
          );
    if (!build) return null;
    return { build, base, version, versions };
  }

  /** The address readers reach `base` at, for llms.txt's links and canonical links. */
  function absolute(request: FastifyRequest, base: string): string {
    if (cameByHost(request.raw)) return `${request.protocol}://${request.host}${base}`;
    return `${opts.publicUrl.replace(/\/+$/, '')}${base}`;
  }

  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: ReaderScope,
    lang: Language,
    picked: PickedBuild,
    slug: string,
  ) {
    const { build, base, versions } = picked;
    // The page's row and the navigation (usually from memory) are read side by side.
    const [found, navHtml] = await Promise.all([
      findPage(opts.work.ctx.db, build.id, slug),
      loadNav(opts.work.ctx.db, build.id),
    ]);
    if (!found) return sendRefusal(request, reply, { kind: 'not-found' }, lang, null);
    if (scope.share && request.method === 'GET') {
      // Counted after answering: a slow write never holds the page.
      void countShareView(opts.work.ctx.db, scope.share.id).catch((error: unknown) =>
        request.log.warn({ err: error }, 'share view not counted'),
      );
    }
    const tryItOn = scope.site ? scope.site.tryItEnabled : true;
    const html = renderReaderDocument({
      lang,
      site: scope.look,
      base,
      page: {
        slug: found.slug,
        kind: found.kind,
        title: found.title,
        summary: found.summary,
        html: found.html,
        ...(found.method ? { method: found.method as never } : {}),
        ...(found.path ? { path: found.path } : {}),
      },
      navHtml,
      navUrl: navUrlOf(base, build.id),
      versions,
      canonicalUrl: scope.indexable ? `${absolute(request, base)}/${found.slug}` : null,
      tryItUrl: tryItOn ? `${base}/-/try` : null,
      changelogHref: scope.share || versions.length === 0 ? null : `${base}/changelog`,
      downloads: {
        openapi31: `${base}/openapi.json`,
        openapi30: `${base}/openapi-3.0.json`,
        llms: `${base}/llms.txt`,
      },
      assetsBase: ASSETS,
      notice: scope.share?.expiresAt
        ? readerText(lang, 'shell.shareExpires', { date: formatDate(lang, scope.share.expiresAt) })
        : null,
      indexable: scope.indexable,
    });
    return sendHtml(reply, 200, html, scope.indexable);
  }

  async function unlock(
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: Extract<ReaderRefusal, { kind: 'password' }>,
    lang: Language,
  ) {
    const wait = unlocks.take(`${request.ip}|${refusal.id}`);
    if (wait > 0) {
      return sendHtml(
        reply.header('retry-after', String(wait)),
        429,
        renderReaderMessage({
          lang,
          site: refusal.scope.look,
          titleKey: 'message.rateLimited.title',
          messageKey: 'message.rateLimited.text',
          values: { seconds: wait },
        }),
        false,
      );
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const password = typeof body.password === 'string' ? body.password : '';
    const hash =
      refusal.passKind === 'site'
        ? refusal.scope.site?.passwordHash
        : refusal.scope.share?.passwordHash;
    if (hash && password !== '' && (await verifyPassword(hash, password))) {
      reply.setCookie(
        opts.pass.cookieName(refusal.passKind, refusal.id),
        opts.pass.issue(refusal.passKind, refusal.id, refusal.epoch),
        {
          path: refusal.scope.base || '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.publicUrl.startsWith('https:'),
          maxAge: PASS_DAYS_S,
        },
      );
      return reply.redirect(`${refusal.scope.base}/`, 303);
    }
    return sendRefusal(request, reply, refusal, lang, null, true);
  }

  async function tryIt(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: ReaderScope,
    build: BuildRow,
  ) {
    const problem = (status: number, code: string, detail: string, extra = {}) =>
      reply
        .code(status)
        .type('application/problem+json')
        .send({ type: 'about:blank', title: code, status, code, detail, ...extra });
    if (scope.site && !scope.site.tryItEnabled) {
      return problem(403, 'PERMISSION_DENIED', 'Try it is off on this site.');
    }
    const wait = tries.take(`${request.ip}|${scope.projectId}`);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return problem(429, 'RATE_LIMITED', 'Too many requests from this reader.', {
        retryAfterSeconds: wait,
      });
    }
    const parsed = tryItBody.safeParse(request.body);
    if (!parsed.success) {
      return problem(400, 'VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Bad request.');
    }
    const found = await findPage(opts.work.ctx.db, build.id, parsed.data.slug);
    if (!found || found.kind !== 'endpoint' || !found.method || !found.path) {
      return problem(404, 'NOT_FOUND', 'No endpoint of these docs has this page.');
    }
    const serverUrl = scope.site?.tryItServerUrl || build.serverUrl;
    try {
      const answer = await opts.tryIt.send(
        { method: found.method, path: found.path },
        serverUrl,
        parsed.data,
      );
      return reply.header('cache-control', 'no-store').send(answer);
    } catch (error) {
      if (error instanceof TryItRefusal) {
        return problem(502, 'DOC_TRY_FAILED', error.message, { reason: error.reason });
      }
      throw error;
    }
  }
}
