import { eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@heron/contract';
import type { FastifyRequest } from 'fastify';
import { docSites } from '../../db/schema/docs.js';
import { decide, findProject, loadProjectAccess, type WorkspaceContext } from '../access/index.js';
import type { ReaderPass } from './reader-pass.js';
import { findShareByToken, shareState, type ShareRow } from './share-service.js';
import type { SiteRow } from './site-service.js';

/**
 * Who is reading what (issue 23): a site by its slug, or a share link by its token, and whether
 * this reader may read it now. One place decides, for every page, file and try-it request.
 */
export interface ReaderScope {
  projectId: string;
  site: SiteRow | null;
  share: ShareRow | null;
  /** Where this scope's pages are: `/docs/{slug}`, `/s/{token}`, or `` on a site's own host. */
  base: string;
  look: { title: string; logoUrl: string | null; accentColor: string };
  language: Language;
  /** A signed-in member of the project: sees every site of it, published or not (a preview). */
  isMember: boolean;
  /** Search engines may index it: a public, published site. */
  indexable: boolean;
}

/** Why a reader is not let in, each answered with its own page. */
export type ReaderRefusal =
  | { kind: 'not-found' }
  | { kind: 'not-published'; scope: ReaderScope }
  | { kind: 'sign-in'; scope: ReaderScope }
  | { kind: 'password'; scope: ReaderScope; passKind: 'site' | 'share'; id: string; epoch: number }
  | { kind: 'expired'; scope: ReaderScope; at: Date }
  | { kind: 'revoked'; scope: ReaderScope };

export type ReaderEntry = { ok: true; scope: ReaderScope } | { ok: false; refusal: ReaderRefusal };

export interface ScopeDeps {
  ctx: WorkspaceContext;
  pass: ReaderPass;
  now: () => Date;
}

const DEFAULT_LOOK = { logoUrl: null, accentColor: '#835CFF' };

export function asLanguage(value: unknown): Language | undefined {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : undefined;
}

async function isProjectMember(
  deps: ScopeDeps,
  request: FastifyRequest,
  projectId: string,
): Promise<boolean> {
  const user = await request.currentUser();
  if (!user) return false;
  try {
    const access = await loadProjectAccess(deps.ctx, deps.ctx.db, user, projectId);
    return decide(access.actor, 'docs.view', access.state);
  } catch {
    return false;
  }
}

/** The project's name (a site's title when it sets none); null when it is gone or in the trash. */
async function liveProjectName(deps: ScopeDeps, projectId: string): Promise<string | null> {
  const project = await findProject(deps.ctx.db, projectId);
  return project && project.deletedAt === null ? project.name : null;
}

/** A site by slug, and whether this reader may read it. */
export async function enterSite(
  deps: ScopeDeps,
  request: FastifyRequest,
  slug: string,
  base: string,
): Promise<ReaderEntry> {
  const [site] = await deps.ctx.db
    .select()
    .from(docSites)
    .where(eq(docSites.slug, slug.toLowerCase()));
  const name = site ? await liveProjectName(deps, site.projectId) : null;
  if (!site || name === null) return { ok: false, refusal: { kind: 'not-found' } };
  const isMember = await isProjectMember(deps, request, site.projectId);
  const scope: ReaderScope = {
    projectId: site.projectId,
    site,
    share: null,
    base,
    look: {
      title: site.title || name,
      logoUrl: site.logoUrl,
      accentColor: site.accentColor,
    },
    language: asLanguage(site.language) ?? 'en',
    isMember,
    indexable: site.enabled && site.visibility === 'public',
  };
  if (isMember) return { ok: true, scope };
  if (!site.enabled) return { ok: false, refusal: { kind: 'not-published', scope } };
  if (site.visibility === 'members') {
    const signedIn = (await request.currentUser()) !== undefined;
    return { ok: false, refusal: signedIn ? { kind: 'not-found' } : { kind: 'sign-in', scope } };
  }
  if (site.visibility === 'password') {
    const name = deps.pass.cookieName('site', site.projectId);
    if (!deps.pass.holds(request.cookies[name], 'site', site.projectId, site.passwordEpoch)) {
      return {
        ok: false,
        refusal: {
          kind: 'password',
          scope,
          passKind: 'site',
          id: site.projectId,
          epoch: site.passwordEpoch,
        },
      };
    }
  }
  return { ok: true, scope };
}

/** A share link by token, and whether this reader may read it. */
export async function enterShare(
  deps: ScopeDeps,
  request: FastifyRequest,
  token: string,
  base: string,
): Promise<ReaderEntry> {
  const share = await findShareByToken(deps.ctx.db, token);
  const name = share ? await liveProjectName(deps, share.projectId) : null;
  if (!share || name === null) return { ok: false, refusal: { kind: 'not-found' } };
  const [site] = await deps.ctx.db
    .select()
    .from(docSites)
    .where(eq(docSites.projectId, share.projectId));
  const scope: ReaderScope = {
    projectId: share.projectId,
    site: site ?? null,
    share,
    base,
    look: {
      title: share.name || site?.title || name,
      ...(site ? { logoUrl: site.logoUrl, accentColor: site.accentColor } : DEFAULT_LOOK),
    },
    language: asLanguage(share.language) ?? 'en',
    isMember: false,
    indexable: false,
  };
  const state = shareState(share, deps.now());
  if (state === 'revoked') return { ok: false, refusal: { kind: 'revoked', scope } };
  if (state === 'expired')
    return { ok: false, refusal: { kind: 'expired', scope, at: share.expiresAt! } };
  if (share.passwordHash !== null) {
    const name = deps.pass.cookieName('share', share.id);
    if (!deps.pass.holds(request.cookies[name], 'share', share.id, 0)) {
      return {
        ok: false,
        refusal: { kind: 'password', scope, passKind: 'share', id: share.id, epoch: 0 },
      };
    }
  }
  return { ok: true, scope };
}
