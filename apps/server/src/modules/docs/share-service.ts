import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  DOC_SHARE_LINKS_MAX,
  DOC_VALIDATION,
  type DocShare,
  type DocShareState,
  type Language,
  type docShareInputSchema,
} from '@heron/contract';
import type { z } from 'zod';
import type { SecretBox } from '../../adapters/crypto/secret-box.js';
import { docShares } from '../../db/schema/docs.js';
import { AppError } from '../../http/app-error.js';
import { requireProject, type Db, type WorkspaceContext } from '../access/index.js';
import { accountNameOf, hashPassword, randomToken, sha256, type User } from '../auth/index.js';
import { loadLiveNodes } from '../design/index.js';
import { deleteBuild } from './build-store.js';

/**
 * Share links (issue 23, Apifox's quick share): the whole project or chosen folders and
 * endpoints at an address of their own, with an optional password and expiry, counted as
 * readers open them, revocable. The token is a random 256-bit value; the database keeps its
 * hash to find the link and a sealed copy so the publisher can copy the link again.
 */

export type ShareRow = typeof docShares.$inferSelect;

export interface ShareDeps {
  ctx: WorkspaceContext;
  box: SecretBox;
  publicUrl: string;
  now?: () => Date;
}

export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/s/${token}`;
}

export function shareState(
  row: Pick<ShareRow, 'revokedAt' | 'expiresAt'>,
  now: Date,
): DocShareState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function shareView(
  deps: ShareDeps,
  row: ShareRow & { createdByName: string | null },
  now: Date,
): DocShare {
  return {
    id: row.id,
    name: row.name,
    itemIds: row.itemIds,
    hasPassword: row.passwordHash !== null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    language: row.language as Language,
    state: shareState(row, now),
    url: shareUrl(deps.publicUrl, deps.box.open(row.tokenSealed)),
    views: row.views,
    lastViewAt: row.lastViewAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy === null ? null : { id: row.createdBy, name: row.createdByName ?? '' },
  };
}

const SHARE_COLUMNS = { row: docShares, createdByName: accountNameOf(docShares.createdBy) };

export async function listShares(
  deps: ShareDeps,
  user: User,
  projectId: string,
): Promise<{ items: DocShare[] }> {
  const { ctx } = deps;
  await requireProject(ctx, ctx.db, user, projectId, 'docs.view');
  const rows = await ctx.db
    .select(SHARE_COLUMNS)
    .from(docShares)
    .where(eq(docShares.projectId, projectId))
    .orderBy(desc(docShares.createdAt));
  const now = deps.now?.() ?? new Date();
  return {
    items: rows.map(({ row, createdByName }) => shareView(deps, { ...row, createdByName }, now)),
  };
}

/** Checks that every chosen item is a live folder or endpoint of the project's APIs. */
async function checkItems(db: Db, projectId: string, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  const nodes = new Map((await loadLiveNodes(db, projectId)).map((node) => [node.id, node]));
  itemIds.forEach((id, index) => {
    const node = nodes.get(id);
    if (!node || node.section !== 'api' || (node.kind !== 'folder' && node.kind !== 'endpoint')) {
      throw new AppError('VALIDATION_FAILED', {
        detail: `Item ${id} is not a folder or endpoint of this project's APIs.`,
        errors: [{ in: 'body', pointer: `/itemIds/${index}`, message: DOC_VALIDATION.shareItem }],
      });
    }
  });
}

export async function createShare(
  deps: ShareDeps,
  user: User,
  projectId: string,
  input: z.output<typeof docShareInputSchema>,
): Promise<DocShare> {
  const { ctx } = deps;
  await requireProject(ctx, ctx.db, user, projectId, 'docs.publish');
  const now = deps.now?.() ?? new Date();
  const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAILED', {
      detail: 'A share link must expire in the future.',
      errors: [{ in: 'body', pointer: '/expiresAt', message: DOC_VALIDATION.shareExpiry }],
    });
  }
  const itemIds = [...new Set(input.itemIds)];
  await checkItems(ctx.db, projectId, itemIds);
  const [active] = await ctx.db
    .select({ n: count() })
    .from(docShares)
    .where(and(eq(docShares.projectId, projectId), isNull(docShares.revokedAt)));
  if ((active?.n ?? 0) >= DOC_SHARE_LINKS_MAX) {
    throw new AppError('CONFLICT', {
      detail: `A project may have ${DOC_SHARE_LINKS_MAX} share links that are not revoked; revoke some first.`,
    });
  }
  const token = randomToken();
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const [row] = await ctx.db
    .insert(docShares)
    .values({
      projectId,
      tokenHash: sha256(token),
      tokenSealed: deps.box.seal(token),
      name: input.name,
      itemIds,
      passwordHash,
      expiresAt,
      language: input.language,
      createdBy: user.id,
    })
    .returning();
  return shareView(deps, { ...row!, createdByName: user.name }, now);
}

export async function revokeShare(
  deps: ShareDeps,
  user: User,
  projectId: string,
  shareId: string,
): Promise<DocShare> {
  const { ctx } = deps;
  await requireProject(ctx, ctx.db, user, projectId, 'docs.publish');
  await ctx.db
    .update(docShares)
    .set({ revokedAt: sql`coalesce(${docShares.revokedAt}, now())` })
    .where(and(eq(docShares.projectId, projectId), eq(docShares.id, shareId)));
  const [found] = await ctx.db
    .select(SHARE_COLUMNS)
    .from(docShares)
    .where(and(eq(docShares.projectId, projectId), eq(docShares.id, shareId)));
  if (!found) throw new AppError('NOT_FOUND', { detail: 'No such share link.' });
  // Its pages are no longer needed.
  await deleteBuild(ctx.db, projectId, 'share', shareId);
  return shareView(
    deps,
    { ...found.row, createdByName: found.createdByName },
    deps.now?.() ?? new Date(),
  );
}

/** The link a token opens, whatever its state (the reader is told why it no longer opens). */
export async function findShareByToken(db: Db, token: string): Promise<ShareRow | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(docShares)
    .where(eq(docShares.tokenHash, sha256(token)));
  return row;
}

/** Counts a reader's view of a page (not of its search index or assets). */
export async function countShareView(db: Db, shareId: string): Promise<void> {
  await db
    .update(docShares)
    .set({ views: sql`${docShares.views} + 1`, lastViewAt: new Date() })
    .where(eq(docShares.id, shareId));
}
