import { z } from 'zod';
import { VALIDATION } from './auth.js';
import { idSchema, titleSchema, WORKSPACE_VALIDATION } from './workspace-common.js';

/**
 * Personal access tokens (issue 22): made in account settings for CI jobs and scripts
 * (`heron run --server … --token …`). A token acts as its owner, but only on the test routes
 * that take one, only in the projects it names, and only to read (`read`) or also to start and
 * stop runs (`run`); its owner must still have those rights. The token is shown once, when made;
 * the server keeps its SHA-256.
 */

/** Every token starts so: secret scanners and the server tell it from a session token by it. */
export const ACCESS_TOKEN_PREFIX = 'heron_pat_';
/** The prefix and 43 base64url characters (256 random bits). */
export const ACCESS_TOKEN_SHAPE = /^heron_pat_[A-Za-z0-9_-]{43}$/;

/** `read`: see scenarios, environments, runs and reports. `run`: also start and stop runs. */
export const ACCESS_TOKEN_RIGHTS = ['read', 'run'] as const;
export type AccessTokenRight = (typeof ACCESS_TOKEN_RIGHTS)[number];

/** The lifetimes offered, in days; `null` is a token that does not expire. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** Live tokens (not revoked; expired ones count until revoked) a person may hold. */
export const MAX_ACCESS_TOKENS = 50;
/** Projects one token may name. */
export const MAX_ACCESS_TOKEN_PROJECTS = 50;

export const createAccessTokenBody = z.object({
  name: titleSchema,
  projectIds: z
    .array(idSchema)
    .min(1, { error: WORKSPACE_VALIDATION.projectRequired })
    .max(MAX_ACCESS_TOKEN_PROJECTS)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each project once' }),
  right: z.enum(ACCESS_TOKEN_RIGHTS, { error: VALIDATION.required }),
  /** One of ACCESS_TOKEN_EXPIRY_DAYS, or null for no expiry. */
  expiresInDays: z.union([...ACCESS_TOKEN_EXPIRY_DAYS.map((days) => z.literal(days)), z.null()], {
    error: `One of ${ACCESS_TOKEN_EXPIRY_DAYS.join(', ')} or null`,
  }),
});
export type CreateAccessTokenBody = z.input<typeof createAccessTokenBody>;

export const accessTokenParams = z.object({ tokenId: idSchema });

export const accessTokenSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    /** `heron_pat_` and the next six characters of the token. */
    prefix: z.string(),
    right: z.enum(ACCESS_TOKEN_RIGHTS),
    /** The projects it reaches that still exist, by name. */
    projects: z.array(z.object({ id: idSchema, name: z.string() })),
    createdAt: z.iso.datetime(),
    /** Null: no expiry. */
    expiresAt: z.iso.datetime().nullable(),
    /** By the server's clock. */
    isExpired: z.boolean(),
    /** To the minute; null: never used. */
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AccessToken' });
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokenListSchema = z
  .object({ items: z.array(accessTokenSchema) })
  .meta({ id: 'AccessTokenList' });

export const createdAccessTokenSchema = accessTokenSchema
  .extend({
    /** The token itself: shown this once, never again. */
    token: z.string(),
  })
  .meta({ id: 'CreatedAccessToken' });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;
