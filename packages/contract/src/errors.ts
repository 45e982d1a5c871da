/**
 * The error catalogue: every error the API answers with has a stable code, an HTTP status and a
 * line on when it is thrown. The body is `application/problem+json` (RFC 9457); the web app maps
 * `code` to a translated message (key `errors.<CODE>`) and never shows the server's `detail`.
 * Later modules add their codes here.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: {
    status: 400,
    title: 'Request validation failed',
    when: 'A body, query, path parameter or header does not match the route contract; `errors` lists each field and reason.',
  },
  BAD_REQUEST: {
    status: 400,
    title: 'Bad request',
    when: 'The request cannot be understood as sent (malformed JSON, wrong encoding).',
  },
  UNAUTHENTICATED: {
    status: 401,
    title: 'Sign-in required',
    when: 'The call needs a signed-in session and there is none, or it has ended.',
  },
  PERMISSION_DENIED: {
    status: 403,
    title: 'Operation permission failed, insufficient permissions',
    when: 'The signed-in actor may not perform this action on this resource (spec §6, §8).',
  },
  NOT_FOUND: {
    status: 404,
    title: 'Not found',
    when: 'No route, or no record the caller may see, answers to this address.',
  },
  CONFLICT: {
    status: 409,
    title: 'Conflict',
    when: 'The change clashes with the current state (a duplicate, or a record changed by someone else).',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    title: 'Wrong account or password',
    when: 'A sign-in named an account that does not exist or gave the wrong password; which of the two is never said.',
  },
  INVALID_CODE: {
    status: 400,
    title: 'The verification code is wrong or has expired',
    when: 'A verification code does not match, was already used, or is older than 10 minutes.',
  },
  WRONG_PASSWORD: {
    status: 400,
    title: 'The current password is wrong',
    when: 'A change that needs the current password was sent with a wrong one.',
  },
  RESET_LINK_INVALID: {
    status: 400,
    title: 'The reset link is invalid or has expired',
    when: 'A password-reset token is unknown, used, expired, or belongs to another address.',
  },
  ACCOUNT_EXISTS: {
    status: 409,
    title: 'An account with this address already exists',
    when: 'Registration with an email or phone number that already has an account.',
  },
  ACCOUNT_DISABLED: {
    status: 403,
    title: 'This account is disabled',
    when: 'The account exists but its status is disable (-1).',
  },
  OUTBOX_DISABLED: {
    status: 404,
    title: 'The dev outbox is off',
    when: 'The dev outbox was asked for while real mail/SMS providers are configured or in production.',
  },
  ADDRESS_IN_USE: {
    status: 409,
    title: 'This email address or phone number is used by another account',
    when: 'An email or phone change names an address another account already has.',
  },
  IMAGE_TYPE_NOT_ALLOWED: {
    status: 415,
    title: 'Only PNG, JPEG, GIF or WebP images are accepted',
    when: 'An uploaded avatar is not one of the accepted image types (checked by its content, not its name).',
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    title: 'The image is too large',
    when: 'An uploaded avatar is larger than the limit (AVATAR_MAX_BYTES).',
  },
  PROVIDER_NOT_CONFIGURED: {
    status: 404,
    title: 'This sign-in provider is not set up on this server',
    when: 'Google, GitHub or WeChat was asked for but its client id and secret are not configured.',
  },
  OAUTH_STATE_INVALID: {
    status: 400,
    title: 'The sign-in round trip is invalid or has expired',
    when: 'A provider callback came back with an unknown, used (replayed) or expired `state`, or with no code.',
  },
  OAUTH_FAILED: {
    status: 502,
    title: 'The sign-in provider refused or failed',
    when: 'The provider denied access, refused the code, or answered with a token or profile that does not verify.',
  },
  OAUTH_TICKET_INVALID: {
    status: 400,
    title: 'This provider sign-in has expired',
    when: 'A first sign-in through a provider was finished with an unknown, used or expired ticket (they last 15 minutes).',
  },
  WECHAT_ALREADY_REGISTERED: {
    status: 409,
    title: 'This WeChat is already registered',
    when: 'A WeChat account that already belongs to another Heron account was bound (spec §8).',
  },
  PROVIDER_ACCOUNT_IN_USE: {
    status: 409,
    title: 'This Google or GitHub account is linked to another account',
    when: 'A Google or GitHub account that already belongs to another Heron account was linked.',
  },
  LAST_SIGN_IN_METHOD: {
    status: 409,
    title: 'This is the only way to sign in; set up email login first',
    when: 'Unlinking or unbinding would leave the account with no way to sign in (spec §4).',
  },
  EDITOR_REDIRECT_NOT_ALLOWED: {
    status: 400,
    title: 'This editor callback is not allowed',
    when: 'A sign-in for an editor extension named a callback outside the allow-list (EDITOR_CALLBACK_SCHEMES).',
  },
  EDITOR_CODE_INVALID: {
    status: 400,
    title: 'The editor sign-in code is invalid or has expired',
    when: 'An editor extension traded an unknown, used or expired one-time code, or one issued for another callback.',
  },
  ACCESS_TOKEN_INVALID: {
    status: 401,
    title: 'The access token is not valid',
    when: 'A call was made with `Bearer heron_pat_…` and no token of that value exists (mistyped, or never made on this server).',
  },
  ACCESS_TOKEN_EXPIRED: {
    status: 401,
    title: 'The access token has expired',
    when: 'A call was made with a personal access token past its expiry; make a new one in account settings.',
  },
  ACCESS_TOKEN_REVOKED: {
    status: 401,
    title: 'The access token was revoked',
    when: 'A call was made with a personal access token its owner revoked in account settings.',
  },
  ACCESS_TOKEN_NOT_ALLOWED: {
    status: 403,
    title: 'The access token does not allow this',
    when: 'A personal access token was used on a route that takes none (only the test-run routes do), on a project it does not name, or to start or stop a run with a `read` token; `detail` says which.',
  },
  ACCESS_TOKEN_LIMIT_REACHED: {
    status: 409,
    title: 'You have as many access tokens as allowed',
    when: 'Making a personal access token when the account already has MAX_ACCESS_TOKENS (50) that are not revoked; revoke one first.',
  },
  PROJECT_LOCKED: {
    status: 423,
    title: 'This project is locked',
    when: 'A change to the content of a locked project; an admin unlocks it first (spec §4).',
  },
  PROJECT_FROZEN: {
    status: 423,
    title: 'This project is frozen because the team is over its plan limit',
    when: "A change to a project beyond the team plan's project limit; upgrading or deleting other projects restores it (spec §4, §8).",
  },
  PROJECT_LIMIT_REACHED: {
    status: 402,
    title: "The plan's project limit is reached",
    when: 'Creating a project in a team that already has as many live projects as its plan allows (spec §8 upgrade prompt).',
  },
  READ_WRITE_SEATS_FULL: {
    status: 402,
    title: 'No read-write workstation is free',
    when: "Making a member read-write (a write permission, project or team admin), or letting one join so, when every read-write seat of the team's plan is taken (spec §4, §6).",
  },
  READ_ONLY_SEATS_FULL: {
    status: 402,
    title: 'No read-only workstation is free',
    when: "A new member would join on a read-only seat and every read-only seat of the team's plan is taken.",
  },
  RECOVERY_NOT_IN_PLAN: {
    status: 402,
    title: 'The plan does not support recovering projects',
    when: "Recovering a project from the trash on a plan without recovery, or when recovering it would go over the plan's project limit (spec §8).",
  },
  PERSONAL_ADMIN_REQUIRED: {
    status: 409,
    title: 'Cancelling admin status is not supported for the personal space or personal projects',
    when: 'Cancelling admin status in the personal space or on one of its projects (spec §4, §8).',
  },
  LAST_ADMIN: {
    status: 409,
    title: 'A team or project must keep at least one admin',
    when: 'The last admin would leave, be removed, or lose admin status; make someone else admin first.',
  },
  CONFIRMATION_MISMATCH: {
    status: 400,
    title: "The name typed does not match the team's name",
    when: "Deleting a team was confirmed with a name other than the team's.",
  },
  EDIT_CONFLICT: {
    status: 409,
    title: 'Someone else saved this item after you opened it',
    when: 'A design item is saved from a version that is no longer the latest; nothing is written, and the editor shows both versions (issue 5).',
  },
  MODEL_NAME_TAKEN: {
    status: 409,
    title: 'A data model with this name already exists in the project',
    when: 'Creating or renaming a data model to a name another model of the project has.',
  },
  ENVIRONMENT_NAME_TAKEN: {
    status: 409,
    title: 'An environment with this name already exists in the project',
    when: 'Creating or renaming an environment to a name another environment of the project has (issue 6).',
  },
  NO_BASE_URL: {
    status: 422,
    title: 'The request has no base URL',
    when: 'A debugger request (a send, or its code) whose URL is a path, with no environment base URL and no design server with a full address to put in front of it (issue 21); `detail` says what to add.',
  },
  MOVE_NOT_ALLOWED: {
    status: 400,
    title: 'The item cannot be moved there',
    when: 'A drag and drop into the item itself, one of its descendants, a non-folder, or the other section of the tree.',
  },
  IMPORT_NOT_READY: {
    status: 409,
    title: 'The import is not waiting for a decision',
    when: 'Committing or cancelling an import that is still parsing, already running, finished, failed or cancelled.',
  },
  IMPORT_SOURCE_FAILED: {
    status: 422,
    title: 'The import source could not be read',
    when: 'A URL that cannot be fetched (or is refused by the address policy), an unreadable zip, or a file that is not text.',
  },
  INVITE_INVALID: {
    status: 410,
    title: 'Invitation link has expired or is no longer valid',
    when: 'An invite token is unknown, expired (7 days for links, 24 hours for email), reset, deleted, or an email invite already used (spec §4, §8).',
  },
  PRICE_CHANGED: {
    status: 409,
    title: 'The price has changed',
    when: 'An order was placed with an amount other than the one the server computes for it (tampered, or the plan or period changed since the quote); nothing is ordered.',
  },
  PURCHASE_NOT_ALLOWED: {
    status: 409,
    title: 'This purchase is not possible for this team now',
    when: 'Seats bought without a paid plan, a plan below the current one or with fewer seats than are in use, support for a personal space, or another purchase the current subscription rules out; `detail` says which.',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    title: 'This payment method is not available',
    when: 'The chosen payment provider is not configured on this server, or it could not be reached.',
  },
  ORDER_NOT_PAYABLE: {
    status: 409,
    title: 'This order can no longer be paid',
    when: 'Paying, or acting on the payment page of, an order that has expired, was cancelled, or is already paid.',
  },
  PAYMENT_NOTIFICATION_INVALID: {
    status: 400,
    title: 'The payment notification could not be verified',
    when: 'A payment notification whose signature, merchant or body does not verify; nothing changes. A replayed genuine notification is accepted and fulfils nothing twice.',
  },
  REFUND_NOT_ALLOWED: {
    status: 409,
    title: 'This order cannot be refunded',
    when: 'A refund of an order other than paid annual support, or after the 7-day money-back guarantee (spec §9).',
  },
  INVOICE_NOT_ALLOWED: {
    status: 409,
    title: 'An invoice cannot be applied for on this order',
    when: 'The order is not paid, was refunded, is free, or already has an invoice applied for.',
  },
  INVOICE_ALREADY_ISSUED: {
    status: 409,
    title: 'This invoice has already been issued',
    when: 'Issuing an invoice that is no longer pending.',
  },
  POINTS_INSUFFICIENT: {
    status: 402,
    title: 'Not enough AI points',
    when: 'A spend of more points than the team and personal grants together have left; nothing is deducted.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    title: 'Request body too large',
    when: 'The body is larger than the configured limit (BODY_LIMIT).',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    title: 'Unsupported media type',
    when: 'The body is sent with a content type the route does not accept.',
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    title: 'Too many attempts',
    when: 'Codes sent to one address or from one client, or failed sign-ins, went over their limit; `retryAfterSeconds` says how long to wait.',
  },
  RATE_LIMITED: {
    status: 429,
    title: 'Too many requests',
    when: 'The caller sent more requests than allowed; `retryAfterSeconds` says when to try again.',
  },
  DOC_SLUG_TAKEN: {
    status: 409,
    title: 'Another doc site has this address',
    when: "A doc site is saved with a slug or host name another project's site already uses (issue 23).",
  },
  DOC_SITE_MISSING: {
    status: 409,
    title: 'The project has no doc site yet',
    when: "A version is published, or a logo uploaded, before the project's doc site was saved (issue 23).",
  },
  DOC_TRY_FAILED: {
    status: 502,
    title: 'The request could not be sent',
    when: 'A reader\'s "Try it" request got no answer from the API; `reason` says why (timeout, address, network …) (issue 23).',
  },
  AI_NOT_CONFIGURED: {
    status: 409,
    title: 'No AI model is set up',
    when: 'An AI feature is used on an instance with no model configured (AI_BASE_URL, AI_MODEL) and a team without a model of its own (issue 24).',
  },
  AI_TIMEOUT: {
    status: 504,
    title: 'The AI model did not answer in time',
    when: 'A call to the language model took longer than AI_TIMEOUT_MS, on its last attempt (issue 24).',
  },
  AI_RATE_LIMITED: {
    status: 503,
    title: "The AI model's provider is busy",
    when: "The language model's provider kept answering 429 after the retries (issue 24).",
  },
  AI_KEY_REFUSED: {
    status: 502,
    title: "The AI model's provider refused the key",
    when: "The language model's provider answered 401 or 403: the key is wrong or has no access to the model (issue 24).",
  },
  AI_UNREACHABLE: {
    status: 502,
    title: 'The AI model could not be reached',
    when: 'The language model could not be reached, its address is refused by the address policy, or its provider failed (issue 24).',
  },
  AI_BAD_ANSWER: {
    status: 502,
    title: 'The AI model answered something unusable',
    when: 'The language model answered text that is not the JSON asked for (issue 24).',
  },
  AI_REFUSED: {
    status: 422,
    title: 'The AI model declined',
    when: 'The language model refused to answer the request (issue 24).',
  },
  AI_INTERRUPTED: {
    status: 502,
    title: "The AI model's answer was cut off",
    when: "The language model's answer stopped before its end; the tokens used are still charged (spec: an interrupted service still deducts points) (issue 24).",
  },
  AI_CAP_REACHED: {
    status: 402,
    title: "This would pass the project's monthly AI points limit",
    when: "An AI action's estimated cost is more than what the project's monthly limit on AI points leaves this month; nothing is sent. A team admin can raise the limit (issue 24).",
  },
  AI_NOTHING_MISSING: {
    status: 409,
    title: 'Nothing is missing here',
    when: 'AI annotation is started on items whose summaries, descriptions and examples are all written or already proposed for review (issue 24).',
  },
  AI_RUN_ACTIVE: {
    status: 409,
    title: 'An AI run is already going in this project',
    when: 'AI annotation is started or resumed while another run of the project is running; stop it or wait for it (issue 24).',
  },
  AI_RUN_FINISHED: {
    status: 409,
    title: 'This AI run cannot do that now',
    when: 'A run that is not running is stopped, or a run that finished its work (or is running) is resumed (issue 24).',
  },
  INTERNAL_ERROR: {
    status: 500,
    title: 'Internal server error',
    when: 'An unexpected fault; the details are logged on the server, never sent.',
  },
  SERVER_BUSY: {
    status: 503,
    title: 'Server busy',
    when: 'Work of this kind (scripts, imports) has a full queue on the server; `retryAfterSeconds` says when to try again.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    title: 'Service unavailable',
    when: 'A dependency (the database) cannot be reached, or the server is shutting down.',
  },
} as const satisfies Record<string, { status: number; title: string; when: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
