import { z } from 'zod';
import { nameSchema, VALIDATION } from './auth.js';

/** The sign-in providers an account can link (spec §1): Google, GitHub and WeChat. */
export const OAUTH_PROVIDERS = ['google', 'github', 'wechat'] as const;
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/** A provider round trip must come back within this time; a first-sign-in choice within the ticket's. */
export const OAUTH_STATE_TTL_SECONDS = 600;
export const OAUTH_TICKET_TTL_SECONDS = 900;

// Control characters and whitespace are reinterpreted by URL parsers ("/\t/evil" → "//evil").
const UNSAFE_PATH_CHARACTER = /[\s\p{Cc}]/u;

/** A path on this site to return to: one leading `/`, never `//` or `/\` (another host). */
export const sitePathSchema = z
  .string()
  .max(2000)
  .refine(
    (value) =>
      value.startsWith('/') &&
      !value.startsWith('//') &&
      !value.startsWith('/\\') &&
      !UNSAFE_PATH_CHARACTER.test(value),
    { error: VALIDATION.sitePath },
  );

export const oauthProvidersResponse = z
  .object({
    providers: z.array(z.object({ id: oauthProviderSchema, configured: z.boolean() })),
  })
  .meta({ id: 'OAuthProviders' });

export const startOAuthBody = z.object({
  /** `login` signs in (or starts a first sign-in); `link` adds the provider to this account. */
  intent: z.enum(['login', 'link']),
  returnTo: sitePathSchema.optional(),
});
export const startOAuthResponse = z
  .object({ authorizationUrl: z.string() })
  .meta({ id: 'OAuthAuthorization' });

export const oauthCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

const ticketSchema = z.string().trim().min(1, { error: VALIDATION.required }).max(200);

export const oauthTicketBody = z.object({ ticket: ticketSchema });
export const oauthTicketResponse = z
  .object({
    provider: oauthProviderSchema,
    displayName: z.string().nullable(),
    email: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    returnTo: z.string().nullable(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'OAuthTicket' });

/** `/user/register-3party`: a new account from a provider's profile. */
export const registerWithTicketBody = z.object({
  ticket: ticketSchema,
  name: nameSchema,
  agreed: z.literal(true, { error: VALIDATION.agreement }),
});

export const identitySchema = z
  .object({
    provider: oauthProviderSchema,
    displayName: z.string().nullable(),
    email: z.string().nullable(),
    linkedAt: z.iso.datetime(),
  })
  .meta({ id: 'LinkedIdentity' });
export type LinkedIdentity = z.infer<typeof identitySchema>;

export const identitiesResponse = z
  .object({
    identities: z.array(identitySchema),
    providers: z.array(z.object({ id: oauthProviderSchema, configured: z.boolean() })),
  })
  .meta({ id: 'LinkedIdentities' });

/** A provider in the path: `/oauth/{provider}/…`, `/account/identities/{provider}`. */
export const providerParams = z.object({ provider: oauthProviderSchema });
