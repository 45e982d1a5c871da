import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACCESS_TOKEN_PREFIX,
  MAX_ACCESS_TOKENS,
  type AccessToken,
  type createAccessTokenBody,
  type CreatedAccessToken,
} from '@heron/contract';
import { accessTokenProjects, accessTokens } from '../../db/schema/access-tokens.js';
import { AppError } from '../../http/app-error.js';
import { projectNamesOf, requireProject, type WorkspaceContext } from '../access/index.js';
import { sha256, type User } from '../auth/index.js';

/**
 * Personal access tokens (issue 22): made, listed and revoked by their owner in account
 * settings. The token is `heron_pat_` and 256 random bits; the table keeps its SHA-256 (a token
 * is random, so a fast hash is enough, as for sessions) and its first characters to show.
 */

/** Characters of the token kept to show it in the list: the prefix and six more. */
const SHOWN_CHARS = ACCESS_TOKEN_PREFIX.length + 6;
/** Revoked tokens are kept this long, so their use is told "revoked", then dropped. */
const KEEP_REVOKED_MS = 90 * 86_400_000;

type TokenRow = typeof accessTokens.$inferSelect;

/** The projects each token names, by token id. */
async function projectIdsOf(ctx: WorkspaceContext, tokenIds: string[]) {
  const byToken = new Map<string, string[]>();
  if (tokenIds.length === 0) return byToken;
  const rows = await ctx.db
    .select()
    .from(accessTokenProjects)
    .where(inArray(accessTokenProjects.tokenId, tokenIds));
  for (const row of rows) {
    byToken.set(row.tokenId, [...(byToken.get(row.tokenId) ?? []), row.projectId]);
  }
  return byToken;
}

function toAccessToken(
  row: TokenRow,
  projectIds: readonly string[],
  names: Map<string, string>,
  now: Date,
): AccessToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    right: row.right,
    projects: projectIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isExpired: row.expiresAt !== null && row.expiresAt <= now,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

async function describe(ctx: WorkspaceContext, rows: TokenRow[]): Promise<AccessToken[]> {
  const projectIds = await projectIdsOf(
    ctx,
    rows.map((row) => row.id),
  );
  const names = await projectNamesOf(ctx.db, [...new Set([...projectIds.values()].flat())]);
  const now = new Date();
  return rows.map((row) => toAccessToken(row, projectIds.get(row.id) ?? [], names, now));
}

/** The owner's live (not revoked) tokens, newest first. */
export async function listAccessTokens(ctx: WorkspaceContext, user: User): Promise<AccessToken[]> {
  const rows = await ctx.db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt)))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
  return describe(ctx, rows);
}

/**
 * Makes a token for projects the person can see (each checked as a read of its tests would be:
 * 403 for one they cannot). The answer holds the token, which is never shown again.
 */
export async function createAccessToken(
  ctx: WorkspaceContext,
  user: User,
  body: z.output<typeof createAccessTokenBody>,
): Promise<CreatedAccessToken> {
  for (const [index, projectId] of body.projectIds.entries()) {
    await requireProject(ctx, ctx.db, user, projectId, 'test.view').catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      // Said where: the person chose several projects.
      throw new AppError(error.code, {
        detail: `projectIds/${index}: ${error.detail ?? error.message}`,
      });
    });
  }
  const token = ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt =
    body.expiresInDays === null ? null : new Date(now.getTime() + body.expiresInDays * 86_400_000);
  const row = await ctx.db.transaction(async (tx) => {
    // One person's makes are counted one after another, so two at once cannot pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(22003, hashtext(${user.id}))`);
    await tx
      .delete(accessTokens)
      .where(
        and(
          eq(accessTokens.userId, user.id),
          isNotNull(accessTokens.revokedAt),
          lt(accessTokens.revokedAt, new Date(now.getTime() - KEEP_REVOKED_MS)),
        ),
      );
    const [held] = await tx
      .select({ n: count() })
      .from(accessTokens)
      .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt)));
    if ((held?.n ?? 0) >= MAX_ACCESS_TOKENS) {
      throw new AppError('ACCESS_TOKEN_LIMIT_REACHED', {
        detail: `You have ${MAX_ACCESS_TOKENS} access tokens: revoke one to make another.`,
      });
    }
    const [inserted] = await tx
      .insert(accessTokens)
      .values({
        userId: user.id,
        name: body.name,
        tokenHash: sha256(token),
        prefix: token.slice(0, SHOWN_CHARS),
        right: body.right,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await tx
      .insert(accessTokenProjects)
      .values(body.projectIds.map((projectId) => ({ tokenId: inserted!.id, projectId })));
    return inserted!;
  });
  const [described] = await describe(ctx, [row]);
  return { ...described!, token };
}

/** Revokes one of the caller's tokens; NOT_FOUND for another's, an unknown or a revoked one. */
export async function revokeAccessToken(
  ctx: WorkspaceContext,
  user: User,
  tokenId: string,
): Promise<void> {
  const revoked = await ctx.db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.id, tokenId),
        eq(accessTokens.userId, user.id),
        isNull(accessTokens.revokedAt),
      ),
    )
    .returning({ id: accessTokens.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', { detail: 'No such access token.' });
}

/** The token the request came with (`GET /api/v1/access-token`). */
export async function getCurrentAccessToken(
  ctx: WorkspaceContext,
  user: User,
): Promise<AccessToken> {
  const grant = user.accessToken;
  if (!grant) {
    throw new AppError('UNAUTHENTICATED', {
      detail: 'This call answers only with a personal access token (Authorization: Bearer).',
    });
  }
  const rows = await ctx.db.select().from(accessTokens).where(eq(accessTokens.id, grant.tokenId));
  const [described] = await describe(ctx, rows);
  if (!described) throw new AppError('ACCESS_TOKEN_INVALID');
  return described;
}
