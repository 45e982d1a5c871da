import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { idSchema } from '../routes/workspace-common.js';

/**
 * Published documentation (issue 23): a project's doc site, its published versions and its share
 * links, under `/api/v1/projects/{projectId}/docs`. Readers reach a site at `/docs/{slug}` on
 * the Heron server (or at `/` of its own host name), a share link at `/s/{token}`; those pages
 * are server-rendered HTML, not routes of this API.
 */

/** Who may read a site: anyone; anyone with its password; signed-in members of the project. */
export const DOC_VISIBILITIES = ['public', 'password', 'members'] as const;
export const docVisibilitySchema = z.enum(DOC_VISIBILITIES);
export type DocVisibility = z.infer<typeof docVisibilitySchema>;

/**
 * `live`: readers see the design as it is now (each change shows within seconds), and published
 * versions beside it. `manual`: readers see the newest published version; the live design is
 * not shown to them.
 */
export const DOC_PUBLISH_MODES = ['live', 'manual'] as const;
export const docPublishModeSchema = z.enum(DOC_PUBLISH_MODES);
export type DocPublishMode = z.infer<typeof docPublishModeSchema>;

export const docLanguageSchema = z.enum(LANGUAGES);

export const DOC_VALIDATION = {
  slug: 'validation.docSlug',
  hostName: 'validation.docHostName',
  accentColor: 'validation.docAccentColor',
  password: 'validation.docPassword',
  logoUrl: 'validation.docLogoUrl',
  serverUrl: 'validation.docServerUrl',
  /** A share link's item that is not a folder or endpoint of the project's APIs. */
  shareItem: 'validation.docShareItem',
  /** A share link's expiry that is not in the future. */
  shareExpiry: 'validation.docShareExpiry',
} as const;

export const DOC_SLUG_MAX_LENGTH = 64;
export const DOC_PASSWORD_MIN_LENGTH = 4;
export const DOC_PASSWORD_MAX_LENGTH = 128;
export const DOC_TITLE_MAX_LENGTH = 200;
export const DOC_NOTE_MAX_LENGTH = 500;
/** Items (folders and endpoints) one share link may name. */
export const DOC_SHARE_ITEMS_MAX = 500;
/** Share links a project may have at once (revoked ones not counted). */
export const DOC_SHARE_LINKS_MAX = 200;
/** The first paths of the server that a slug cannot be, so a site can never shadow them. */
export const DOC_RESERVED_SLUGS = ['assets', 'api', 'static', 'v', 's'] as const;

/** Lower-case letters, digits and inner hyphens: `petstore`, `github-v3`. */
export const docSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, { error: DOC_VALIDATION.slug })
  .refine((slug) => !(DOC_RESERVED_SLUGS as readonly string[]).includes(slug), {
    error: DOC_VALIDATION.slug,
  });

/** A host name (with an optional port) that serves the site at its root: `docs.example.com`. */
export const docHostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, { error: DOC_VALIDATION.hostName })
  .regex(
    /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/,
    {
      error: DOC_VALIDATION.hostName,
    },
  );

export const docAccentColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: DOC_VALIDATION.accentColor });

/** An image the header shows: an `https://` or `http://` address, or a path on this server. */
export const docLogoUrlSchema = z
  .string()
  .trim()
  .max(2000, { error: DOC_VALIDATION.logoUrl })
  .regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>/][^\s"'<>]*)$/, { error: DOC_VALIDATION.logoUrl });

export const docPasswordSchema = z
  .string()
  .min(DOC_PASSWORD_MIN_LENGTH, { error: DOC_VALIDATION.password })
  .max(DOC_PASSWORD_MAX_LENGTH, { error: DOC_VALIDATION.password });

/** What "Try it" sends to: a base URL the publisher chose (no variables, no secrets). */
export const docTryItSchema = z.object({
  enabled: z.boolean(),
  /** Empty: the design's first server. */
  serverUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((url) => url === '' || /^https?:\/\/[^\s{}]+$/.test(url), {
      error: DOC_VALIDATION.serverUrl,
    }),
});
export type DocTryIt = z.infer<typeof docTryItSchema>;

export const DOC_DEFAULT_ACCENT = '#835CFF';

export const docSiteInputSchema = z.object({
  /** Off: readers are told the site is not published (members still preview it). */
  enabled: z.boolean(),
  slug: docSlugSchema,
  hostName: docHostNameSchema.nullable(),
  visibility: docVisibilitySchema,
  /**
   * With `password` visibility: a new password, or omitted to keep the current one (one is
   * required the first time). Changing it signs every reader out.
   */
  password: docPasswordSchema.optional(),
  publishMode: docPublishModeSchema,
  /** The language readers see first; they may switch. */
  language: docLanguageSchema,
  /** Empty: the project's name. */
  title: z.string().trim().max(DOC_TITLE_MAX_LENGTH),
  accentColor: docAccentColorSchema,
  logoUrl: docLogoUrlSchema.nullable(),
  tryIt: docTryItSchema,
});
export type DocSiteInput = z.input<typeof docSiteInputSchema>;

export const updateDocSiteBody = docSiteInputSchema.extend({
  /** The version the form started from; 0 when the site does not exist yet (EDIT_CONFLICT). */
  baseVersion: z.number().int().min(0),
});
export type UpdateDocSiteBody = z.input<typeof updateDocSiteBody>;

export const docSiteSchema = docSiteInputSchema.omit({ password: true }).extend({
  projectId: idSchema,
  /** Whether a password is set (it is never sent back). */
  hasPassword: z.boolean(),
  /** 0: the site has never been saved; the fields are the defaults a new one starts from. */
  version: z.number().int(),
  /** The reader's address, `PUBLIC_URL/docs/{slug}`. */
  url: z.string(),
  /** The newest published version's number, null before the first. */
  latestVersion: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type DocSite = z.infer<typeof docSiteSchema>;

export const docVersionSchema = z.object({
  number: z.number().int().min(1),
  note: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ id: idSchema, name: z.string() }).nullable(),
  endpoints: z.number().int(),
  models: z.number().int(),
  docs: z.number().int(),
  /** Changes from the version before (from nothing for v1). */
  changes: z.number().int(),
  breaking: z.number().int(),
});
export type DocVersion = z.infer<typeof docVersionSchema>;
export const docVersionListSchema = z.object({ items: z.array(docVersionSchema) });

export const publishDocVersionBody = z.object({
  note: z.string().trim().max(DOC_NOTE_MAX_LENGTH).default(''),
});
export type PublishDocVersionBody = z.input<typeof publishDocVersionBody>;

export const docVersionParams = z.object({
  projectId: idSchema,
  number: z.coerce.number().int().min(1),
});

/** A share link: the whole project, or chosen folders and endpoints of it. */
export const docShareInputSchema = z.object({
  name: z.string().trim().max(DOC_TITLE_MAX_LENGTH).default(''),
  /** Empty: the whole project. Folders bring everything inside them. */
  itemIds: z.array(idSchema).max(DOC_SHARE_ITEMS_MAX).default([]),
  password: docPasswordSchema.nullable().default(null),
  /** ISO time after which the link no longer opens; null: never. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  language: docLanguageSchema.default('en'),
});
export type DocShareInput = z.input<typeof docShareInputSchema>;

export const DOC_SHARE_STATES = ['active', 'expired', 'revoked'] as const;
export const docShareStateSchema = z.enum(DOC_SHARE_STATES);
export type DocShareState = z.infer<typeof docShareStateSchema>;

export const docShareSchema = z.object({
  id: idSchema,
  name: z.string(),
  itemIds: z.array(idSchema),
  hasPassword: z.boolean(),
  expiresAt: z.string().nullable(),
  language: docLanguageSchema,
  state: docShareStateSchema,
  /** The address to give out, `PUBLIC_URL/s/{token}`. */
  url: z.string(),
  views: z.number().int(),
  lastViewAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type DocShare = z.infer<typeof docShareSchema>;
export const docShareListSchema = z.object({ items: z.array(docShareSchema) });

export const docShareParams = z.object({ projectId: idSchema, shareId: idSchema });
