import { desc, eq, and, isNull, sql } from 'drizzle-orm';
import { DOC_DEFAULT_ACCENT, DOC_VALIDATION, type DocSite, type Language } from '@heron/contract';
import type { z } from 'zod';
import type { updateDocSiteBody } from '@heron/contract';
import { docSites, docVersions } from '../../db/schema/docs.js';
import { AppError } from '../../http/app-error.js';
import { requireProject, type Db, type WorkspaceContext } from '../access/index.js';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { hashPassword, isUniqueViolation, type User } from '../auth/index.js';
import { fileUrl, removeStoredFile, storeImage } from '../files/index.js';

export type SiteRow = typeof docSites.$inferSelect;

export interface SiteDeps {
  ctx: WorkspaceContext;
  /** PUBLIC_URL: the readers' addresses are under it. */
  publicUrl: string;
  /** Told when a site's host name may have changed (the host map reloads). */
  onSiteChanged: () => void;
  /** Where uploaded logos are kept, and their largest size (AVATAR_MAX_BYTES). */
  storage: FileStorage;
  logoMaxBytes: number;
}

const LOGO_FOLDER = 'doclogos';

/** The reader's address of a site. */
export function siteUrl(publicUrl: string, slug: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/docs/${slug}`;
}

/** A slug to start from: the project's name in letters and digits, else its id's start. */
export function suggestedSlug(name: string, projectId: string): string {
  const fromName = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return fromName.length >= 2
    ? `${fromName}-${projectId.slice(0, 4)}`
    : `p-${projectId.slice(0, 8)}`;
}

export async function findSite(db: Db, projectId: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(docSites).where(eq(docSites.projectId, projectId));
  return row;
}

async function latestVersion(db: Db, projectId: string): Promise<number | null> {
  const [row] = await db
    .select({ number: docVersions.number })
    .from(docVersions)
    .where(and(eq(docVersions.projectId, projectId), isNull(docVersions.withdrawnAt)))
    .orderBy(desc(docVersions.number))
    .limit(1);
  return row?.number ?? null;
}

function siteView(
  deps: SiteDeps,
  projectId: string,
  row: SiteRow | undefined,
  defaults: { slug: string; language: Language },
  latest: number | null,
): DocSite {
  const slug = row?.slug ?? defaults.slug;
  return {
    projectId,
    enabled: row?.enabled ?? false,
    slug,
    hostName: row?.hostName ?? null,
    visibility: (row?.visibility ?? 'public') as DocSite['visibility'],
    hasPassword: row?.passwordHash != null,
    publishMode: (row?.publishMode ?? 'live') as DocSite['publishMode'],
    language: (row?.language ?? defaults.language) as Language,
    title: row?.title ?? '',
    accentColor: row?.accentColor ?? DOC_DEFAULT_ACCENT,
    logoUrl: row?.logoUrl ?? null,
    tryIt: { enabled: row?.tryItEnabled ?? true, serverUrl: row?.tryItServerUrl ?? '' },
    version: row?.version ?? 0,
    url: siteUrl(deps.publicUrl, slug),
    latestVersion: latest,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The name of the constraint a database error broke, when the driver says. */
function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    depth += 1;
  }
  return undefined;
}

/** The site, or the defaults a new one starts from (version 0). Members may read it. */
export async function getSite(deps: SiteDeps, user: User, projectId: string): Promise<DocSite> {
  const { ctx } = deps;
  const access = await requireProject(ctx, ctx.db, user, projectId, 'docs.view');
  const [row, latest] = await Promise.all([
    findSite(ctx.db, projectId),
    latestVersion(ctx.db, projectId),
  ]);
  return siteView(
    deps,
    projectId,
    row,
    { slug: suggestedSlug(access.project.name, projectId), language: 'en' },
    latest,
  );
}

/**
 * Creates or changes the site (project admins: who may read the project's design is theirs to
 * decide). Saved from a version that is no longer the latest: EDIT_CONFLICT, nothing written.
 * A slug or host name another site has: DOC_SLUG_TAKEN.
 */
export async function updateSite(
  deps: SiteDeps,
  user: User,
  projectId: string,
  body: z.output<typeof updateDocSiteBody>,
): Promise<DocSite> {
  const { ctx } = deps;
  await requireProject(ctx, ctx.db, user, projectId, 'docs.manage');
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  let replacedLogo: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(docSites)
        .where(eq(docSites.projectId, projectId))
        .for('update');
      if ((current?.version ?? 0) !== body.baseVersion) {
        throw new AppError('EDIT_CONFLICT', {
          detail: 'The doc site was changed by someone else since the form was opened.',
        });
      }
      if (body.visibility === 'password' && passwordHash === undefined && !current?.passwordHash) {
        throw new AppError('VALIDATION_FAILED', {
          detail: 'A site readers open with a password needs a password.',
          errors: [{ in: 'body', pointer: '/password', message: DOC_VALIDATION.password }],
        });
      }
      const values = {
        enabled: body.enabled,
        slug: body.slug,
        hostName: body.hostName,
        visibility: body.visibility,
        publishMode: body.publishMode,
        language: body.language,
        title: body.title,
        accentColor: body.accentColor.toUpperCase(),
        logoUrl: body.logoUrl,
        tryItEnabled: body.tryIt.enabled,
        tryItServerUrl: body.tryIt.serverUrl.replace(/\/+$/, ''),
        updatedBy: user.id,
        updatedAt: new Date(),
        ...(passwordHash === undefined ? {} : { passwordHash }),
      };
      if (current && current.logoUrl !== body.logoUrl) replacedLogo = current.logoUrl;
      if (current) {
        await tx
          .update(docSites)
          .set({
            ...values,
            version: sql`${docSites.version} + 1`,
            // A new password signs every reader out: their cookies name the old epoch.
            ...(passwordHash === undefined
              ? {}
              : { passwordEpoch: sql`${docSites.passwordEpoch} + 1` }),
          })
          .where(eq(docSites.projectId, projectId));
      } else {
        await tx.insert(docSites).values({ projectId, ...values, version: 1 });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const field = constraintOf(error)?.includes('host') ? 'hostName' : 'slug';
      throw new AppError('DOC_SLUG_TAKEN', {
        detail: `Another doc site already uses this ${field === 'slug' ? 'address' : 'host name'}.`,
        errors: [{ in: 'body', pointer: `/${field}`, message: 'errors.DOC_SLUG_TAKEN' }],
      });
    }
    throw error;
  }
  // An uploaded logo the site no longer shows is removed (a logo elsewhere is left alone).
  await removeStoredFile(deps.storage, replacedLogo);
  deps.onSiteChanged();
  return getSite(deps, user, projectId);
}

/**
 * Makes an uploaded picture the site's logo at once (project admins), as a new version of the
 * site; the uploaded logo it replaces is removed. A site never saved has nowhere to keep it:
 * DOC_SITE_MISSING, and nothing is stored.
 */
export async function setSiteLogo(
  deps: SiteDeps,
  user: User,
  projectId: string,
  bytes: Buffer,
): Promise<DocSite> {
  const { ctx } = deps;
  await requireProject(ctx, ctx.db, user, projectId, 'docs.manage');
  if (!(await findSite(ctx.db, projectId))) {
    throw new AppError('DOC_SITE_MISSING', {
      detail: 'Save the doc site before giving it a logo.',
    });
  }
  const key = await storeImage(deps.storage, LOGO_FOLDER, bytes, deps.logoMaxBytes);
  let previous: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ logoUrl: docSites.logoUrl })
        .from(docSites)
        .where(eq(docSites.projectId, projectId))
        .for('update');
      previous = current?.logoUrl ?? null;
      await tx
        .update(docSites)
        .set({
          logoUrl: fileUrl(key),
          version: sql`${docSites.version} + 1`,
          updatedBy: user.id,
          updatedAt: new Date(),
        })
        .where(eq(docSites.projectId, projectId));
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  await removeStoredFile(deps.storage, previous);
  return getSite(deps, user, projectId);
}
