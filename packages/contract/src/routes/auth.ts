import { z } from 'zod';
import { VERIFICATION_CODE } from '../constants.js';
import { normalizePhone } from '../phone.js';

/**
 * The account API. Validation messages are translation keys (`validation.*`): the server answers
 * them in field errors and the web app validates with these same schemas, showing
 * `t(message)` in the person's language.
 */
export const VALIDATION = {
  required: 'validation.required',
  email: 'validation.email',
  emailEmpty: 'validation.emailEmpty',
  phone: 'validation.phone',
  code: 'validation.code',
  passwordLength: 'validation.passwordLength',
  passwordMismatch: 'validation.passwordMismatch',
  agreement: 'validation.agreement',
  tokenEmpty: 'validation.tokenEmpty',
  nameLength: 'validation.nameLength',
  sitePath: 'validation.sitePath',
  /** A change of email or phone to the address the account already has. */
  sameAddress: 'validation.sameAddress',
} as const;

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const NAME_MAX_LENGTH = 64;
/** Codes (spec §9: six digits) are valid for 10 minutes, and one may be sent a minute. */
export const CODE_TTL_SECONDS = 600;
export const CODE_RESEND_SECONDS = 60;
/** A reset link works for an hour, once. */
export const RESET_LINK_TTL_SECONDS = 3600;

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: VALIDATION.emailEmpty })
  .max(254, { error: VALIDATION.email })
  .pipe(z.email({ error: VALIDATION.email }))
  .transform((email) => email.toLowerCase());

export const phoneSchema = z
  .string()
  .trim()
  .min(1, { error: VALIDATION.phone })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.phone });
      return z.NEVER;
    }
    return phone;
  });

export const codeSchema = z.string().trim().regex(VERIFICATION_CODE.pattern, {
  error: VALIDATION.code,
});

export const passwordSchema = z
  .string()
  .min(PASSWORD_LENGTH.min, { error: VALIDATION.passwordLength })
  .max(PASSWORD_LENGTH.max, { error: VALIDATION.passwordLength });

export const nameSchema = z
  .string()
  .trim()
  .min(1, { error: VALIDATION.required })
  .max(NAME_MAX_LENGTH, { error: VALIDATION.nameLength });

/** Spec §5: registration requires agreeing to the service agreement and privacy policy. */
const agreedSchema = z.literal(true, { error: VALIDATION.agreement });

function passwordsMatch<T extends { password: string; confirmPassword: string }>(body: T) {
  return body.password === body.confirmPassword;
}
// Checked even while other fields are invalid (zod skips refinements then by default), so a
// mismatch shows at once beside the other errors.
const mismatch = {
  path: ['confirmPassword'],
  error: VALIDATION.passwordMismatch,
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
};

export const sendEmailCodeBody = z.object({
  email: emailSchema,
  purpose: z.enum(['register']),
});
export const sendSmsCodeBody = z.object({
  phone: phoneSchema,
  /** `login` signs in, creating the account on first use, like most phone sign-ins. */
  purpose: z.enum(['register', 'login']),
});
export const sendCodeResponse = z
  .object({
    /** When the next code for the same address may be asked for. */
    resendAfterSeconds: z.number().int(),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'CodeSent' });

export const registerEmailBody = z
  .object({
    name: nameSchema,
    email: emailSchema,
    code: codeSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    agreed: agreedSchema,
  })
  .refine(passwordsMatch, mismatch);

export const registerPhoneBody = z.object({
  name: nameSchema,
  phone: phoneSchema,
  code: codeSchema,
  agreed: agreedSchema,
});

export const loginEmailBody = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: VALIDATION.required }).max(PASSWORD_LENGTH.max),
});

/**
 * A number's first phone sign-in creates its account, so phone sign-in asks the same agreement
 * as registration (spec §5), every time: the form cannot know whether the number is new.
 */
export const loginPhoneBody = z.object({
  phone: phoneSchema,
  code: codeSchema,
  agreed: agreedSchema,
});

export const forgotPasswordBody = z.object({ email: emailSchema });

export const resetPasswordBody = z
  .object({
    token: z.string().trim().min(1, { error: VALIDATION.tokenEmpty }).max(200),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);

export const currentUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    /** False for accounts made by phone or a provider until a password is set. */
    hasPassword: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionResponse = z.object({ user: currentUserSchema }).meta({ id: 'Session' });

export const outboxMessageSchema = z
  .object({
    id: z.string(),
    channel: z.enum(['email', 'sms']),
    to: z.string(),
    subject: z.string().nullable(),
    text: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponse = z
  .object({ items: z.array(outboxMessageSchema) })
  .meta({ id: 'Outbox' });

export const updateProfileBody = z.object({ name: nameSchema });

/** Changing the password needs the current one; accounts without a password set one by code. */
export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, { error: VALIDATION.required }).max(PASSWORD_LENGTH.max),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);
