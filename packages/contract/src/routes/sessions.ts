import { z } from 'zod';
import { EDITOR_CALLBACK_MAX_LENGTH } from '../editor-callback.js';
import { currentUserSchema, VALIDATION } from './auth.js';

/**
 * The account chooser and the editor-extension sign-in. A browser may be signed in to several
 * accounts at once (one active, the others a click away), and an editor extension trades a
 * one-time code for a session token of its own.
 */

/** Accounts one browser may be signed in to at once; signing in to one more ends the oldest. */
export const MAX_BROWSER_ACCOUNTS = 5;

export const signedInAccountSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The account's email, to tell accounts of the same name apart. */
    email: z.string().nullable(),
    /** The phone number masked (`+86 138****8000`); shown when there is no email. */
    phoneMasked: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    /** The account the browser is using now; the others are a switch away. */
    isActive: z.boolean(),
  })
  .meta({ id: 'SignedInAccount' });
export type SignedInAccount = z.infer<typeof signedInAccountSchema>;

export const signedInAccountsResponse = z
  .object({
    /** The active account first, then the others, most recently used first. */
    accounts: z.array(signedInAccountSchema),
  })
  .meta({ id: 'SignedInAccounts' });

export const switchAccountBody = z.object({
  userId: z.uuid(),
});

export const editorCallbackSchemesResponse = z
  .object({
    /** URI schemes of the editors whose extensions may sign in (`vscode`, `cursor`, …). */
    schemes: z.array(z.string()),
  })
  .meta({ id: 'EditorCallbackSchemes' });

const redirectUriSchema = z
  .string()
  .min(1, { error: VALIDATION.required })
  .max(EDITOR_CALLBACK_MAX_LENGTH);

export const createEditorCodeBody = z.object({
  /** The extension's callback, e.g. `vscode://publisher.extension/auth`. */
  redirectUri: redirectUriSchema,
});

export const editorCodeResponse = z
  .object({
    /** The callback with `code=` added to its query: where the browser goes next. */
    redirectUrl: z.string(),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'EditorCode' });

export const editorTokenBody = z.object({
  code: z.string().min(1, { error: VALIDATION.required }).max(200),
  /** The same callback the code was issued for. */
  redirectUri: redirectUriSchema,
});

export const editorTokenResponse = z
  .object({
    /** A session token: send it as `Authorization: Bearer <token>`. */
    token: z.string(),
    expiresAt: z.iso.datetime(),
    user: currentUserSchema,
  })
  .meta({ id: 'EditorToken' });
