/**
 * Business constants of the specification (sections 3 and 9). Every rule that needs one of
 * these numbers imports it from here, so the spec's figure lives in exactly one place.
 */

/** Pagination defaults (spec §3, §9): page 1, 10 per page. */
export const PAGINATION = { defaultPage: 1, defaultPageSize: 10, maxPageSize: 100 } as const;

/** Stored status flag (spec §3): enable = 1, disable = -1. */
export const STATUS = { enable: 1, disable: -1 } as const;
export type StatusFlag = (typeof STATUS)[keyof typeof STATUS];

/** Project permission levels (spec §3): default = 0, read = 1, write = 2. */
export const PERMISSION_LEVEL = { default: 0, read: 1, write: 2 } as const;
export type PermissionLevel = (typeof PERMISSION_LEVEL)[keyof typeof PERMISSION_LEVEL];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Invites (spec §4, §5, §9). */
export const INVITE = {
  /** A link invite stays valid for 7 days unless reset or deleted. */
  linkValidityMs: 7 * DAY_MS,
  /** An email invite stays valid for 24 hours. */
  emailValidityMs: 24 * HOUR_MS,
  /** At most 50 addresses per email-invite send. */
  maxEmailsPerSend: 50,
} as const;

/** Verification codes (spec §5, §9): six digits. */
export const VERIFICATION_CODE = { length: 6, pattern: /^\d{6}$/ } as const;

/** AI credits granted once to an account registered by phone (spec §1, §9). */
export const PHONE_REGISTRATION_AI_CREDITS = 20;

/** Billing cycles in months (spec §9): paid once, no auto-renewal. */
export const BILLING_CYCLE_MONTHS = [1, 3, 12] as const;

/** Days of the money-back guarantee on annual paid support (spec §9). */
export const SUPPORT_REFUND_DAYS = 7;

/** A route chunk that has not loaded after this long counts as failed (spec §2, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
