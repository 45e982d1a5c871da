import type { IncomingMessage } from 'node:http';
import { and, eq, isNotNull } from 'drizzle-orm';
import { docSites } from '../../db/schema/docs.js';
import type { Db } from '../access/index.js';

/** Set on a request that came to a site's own host name: its pages are at the root there. */
export const DOCS_HOST_FLAG = Symbol('heronDocsHost');

/** Paths a site's own host still answers as the Heron server does (its assets, its API). */
const SERVER_PATHS = /^\/(?:api|docs-assets|assets|mock)(?:\/|$)/;

/**
 * Sites with a host name of their own (issue 23): a request whose `Host` is one of them is
 * answered by that site at the root. Fastify decides the route before any hook could read the
 * database, so the names are kept here, read at start, again when a site is saved, and every
 * 30 s (another server sharing the database may have saved one).
 */
export class DocHostMap {
  private hosts = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;

  /** Fastify's `rewriteUrl`: `/x` on docs.example.com becomes `/docs/{slug}/x`. */
  rewrite(request: IncomingMessage): string {
    const url = request.url ?? '/';
    if (this.hosts.size === 0) return url;
    const host = (request.headers.host ?? '').toLowerCase();
    const slug = this.hosts.get(host) ?? this.hosts.get(host.replace(/:\d+$/, ''));
    if (slug === undefined || SERVER_PATHS.test(url)) return url;
    (request as IncomingMessage & { [DOCS_HOST_FLAG]?: boolean })[DOCS_HOST_FLAG] = true;
    return `/docs/${slug}${url === '/' ? '' : url}`;
  }

  async load(db: Db): Promise<void> {
    const rows = await db
      .select({ hostName: docSites.hostName, slug: docSites.slug })
      .from(docSites)
      .where(and(eq(docSites.enabled, true), isNotNull(docSites.hostName)));
    this.hosts = new Map(rows.map((row) => [row.hostName!, row.slug]));
  }

  start(db: Db, log: (error: unknown) => void): void {
    this.timer = setInterval(() => void this.load(db).catch(log), 30_000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Whether the request came in on a site's own host name. */
export function cameByHost(request: IncomingMessage): boolean {
  return (request as IncomingMessage & { [DOCS_HOST_FLAG]?: boolean })[DOCS_HOST_FLAG] === true;
}
