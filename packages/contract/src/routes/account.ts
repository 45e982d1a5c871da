import { z } from 'zod';
import { codeSchema, emailSchema, passwordSchema, phoneSchema, VALIDATION } from './auth.js';

/**
 * The account-settings API beyond name and password: the avatar, and changing (or adding) the
 * email address and phone number, each proven by a code sent to the new address.
 */

/** Largest avatar upload, in bytes (the server's default; AVATAR_MAX_BYTES may change it). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The image types an avatar may be. The server decides by the file's first bytes, never by its
 * name or declared type; SVG is not among them because it can carry script.
 */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

/** The multipart field that carries the avatar file. */
export const AVATAR_FILE_FIELD = 'file';

/** Where the server serves stored files; an avatar URL starts with this. */
export const FILES_PATH = '/api/v1/files';

export const sendChangeEmailCodeBody = z.object({ email: emailSchema });
export const sendChangeSmsCodeBody = z.object({ phone: phoneSchema });

// The confirmation is compared only when a password is given, and even while other fields are
// invalid, so a mismatch shows at once.
function passwordsMatch(body: {
  password?: string | undefined;
  confirmPassword?: string | undefined;
}) {
  return body.password === undefined || body.password === body.confirmPassword;
}
const mismatch = {
  path: ['confirmPassword'],
  error: VALIDATION.passwordMismatch,
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown } | undefined;
    return typeof value?.password === 'string';
  },
};

/**
 * Changes (or adds) the sign-in email with a code sent to the new address. `password` and
 * `confirmPassword` are read only for an account without a password (made by phone or a
 * provider), which must set one here: that is how it sets up email login.
 */
export const changeEmailBody = z
  .object({
    email: emailSchema,
    code: codeSchema,
    password: passwordSchema.optional(),
    confirmPassword: z.string().optional(),
  })
  .refine(passwordsMatch, mismatch);

/** The same request as the web app's form asks it of an account without a password. */
export const setUpEmailLoginBody = z
  .object({
    email: emailSchema,
    code: codeSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);

/** Changes (or adds) the phone number with a code texted to the new number. */
export const changePhoneBody = z.object({ phone: phoneSchema, code: codeSchema });

/** A stored file's address: `/api/v1/files/<folder>/<name>`, both made by the server. */
export const fileParams = z.object({
  folder: z.string().max(32),
  name: z.string().max(128),
});

/**
 * The avatar upload as the OpenAPI document describes it: `multipart/form-data` with one file
 * in the field `file`. The server reads and checks the upload itself (type by content, size).
 */
export const avatarUploadBody = z.object({
  [AVATAR_FILE_FIELD]: z.string().meta({
    format: 'binary',
    description: `A PNG, JPEG, GIF or WebP image, at most ${AVATAR_MAX_BYTES} bytes by default`,
  }),
});
