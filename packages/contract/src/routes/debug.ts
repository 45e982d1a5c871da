import { z } from 'zod';
import { debugAuthSchema, debugRequestSchema } from '../debug/request.js';
import { PATH_MAX_LENGTH } from '../design/model.js';
import { idSchema } from './workspace-common.js';

/**
 * Sending a request from the debugger (issue 6): `POST /api/v1/projects/{projectId}/debug/send`.
 * The server resolves variables (secrets included, which never reach the browser), runs the
 * pre-request script, sends through the guarded outbound client, runs the post-response script
 * and checks the answer against the endpoint's design. Needs `project.view`: read-only members
 * may debug. Every fault of the request or of the exchange is in the answer (200), never a 500.
 */

export const variableOverlaySchema = z.object({
  /** Values scripts set in the chosen environment during this session. */
  environment: z.record(z.string(), z.string()).default({}),
  /** Values scripts set in the project's variables during this session (`pm.collectionVariables`). */
  collection: z.record(z.string(), z.string()).default({}),
  /** `pm.globals`: values scripts set for this person's session only. */
  globals: z.record(z.string(), z.string()).default({}),
});
export type VariableOverlay = z.infer<typeof variableOverlaySchema>;

export const sendRequestBody = z.object({
  request: debugRequestSchema,
  environmentId: idSchema.nullable().default(null),
  /** The endpoint this request debugs: the answer is checked against its design. */
  endpointId: idSchema.nullable().default(null),
  /**
   * Which of the design's servers (its URL as the design writes it) a URL that is a path goes to
   * when the environment gives no base URL; left out: the first server with a full address.
   * Without either, such a request is refused with NO_BASE_URL (issue 21).
   */
  serverUrl: z.string().max(PATH_MAX_LENGTH).optional(),
  /**
   * What scripts set earlier in this session: kept by the browser for the person, never stored
   * for the team (Postman's "current values").
   */
  session: variableOverlaySchema.default({ environment: {}, collection: {}, globals: {} }),
});
export type SendRequestBody = z.input<typeof sendRequestBody>;
export type SendRequestPayload = z.output<typeof sendRequestBody>;

const headerSchema = z.object({ name: z.string(), value: z.string() });

export const sentRequestSchema = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.array(headerSchema),
  /** The body as text when it is text, otherwise a note of its kind and size. */
  bodyText: z.string(),
});

export const responseTimingsSchema = z.object({
  dnsMs: z.number(),
  connectMs: z.number(),
  tlsMs: z.number(),
  firstByteMs: z.number(),
  downloadMs: z.number(),
  totalMs: z.number(),
});

export const sentResponseSchema = z.object({
  status: z.number().int(),
  statusText: z.string(),
  httpVersion: z.string(),
  url: z.string(),
  headers: z.array(headerSchema),
  cookies: z.array(
    z.object({
      name: z.string(),
      value: z.string(),
      domain: z.string().optional(),
      path: z.string().optional(),
      expires: z.string().optional(),
      httpOnly: z.boolean(),
      secure: z.boolean(),
      sameSite: z.string().optional(),
    }),
  ),
  body: z.object({
    base64: z.string(),
    truncated: z.boolean(),
    sizeBytes: z.number().int(),
    contentType: z.string(),
  }),
  timings: responseTimingsSchema,
  remoteAddress: z.string(),
  redirects: z.array(z.object({ url: z.string(), status: z.number().int() })),
});
export type SentResponse = z.infer<typeof sentResponseSchema>;

export const scriptReportSchema = z.object({
  tests: z.array(z.object({ name: z.string(), passed: z.boolean(), error: z.string().optional() })),
  console: z.array(z.object({ level: z.enum(['log', 'info', 'warn', 'error']), text: z.string() })),
  error: z
    .object({
      kind: z.enum(['syntax', 'runtime', 'timeout', 'memory']),
      message: z.string(),
      line: z.number().int().optional(),
    })
    .nullable(),
});
export type ScriptReport = z.infer<typeof scriptReportSchema>;

export const responseCheckSchema = z
  .object({
    result: z.enum([
      'match',
      'mismatch',
      'undeclared-status',
      'undeclared-type',
      'not-checked',
      'invalid-json',
    ]),
    declaredStatus: z.string().optional(),
    contentType: z.string().optional(),
    mismatches: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    declaredStatuses: z.array(z.string()).optional(),
    declaredTypes: z.array(z.string()).optional(),
    reason: z.enum(['no-schema', 'not-json']).optional(),
    message: z.string().optional(),
  })
  .meta({ id: 'ResponseCheck' });

/**
 * Why a send has no response (`SendResult.error.code`): the exchange's failures, named by the
 * server's sender, and a pre-request script that stopped the send.
 */
export const SEND_ERROR_CODES = [
  /** Not an http(s) URL, also a redirect's Location. */
  'INVALID_URL',
  /** The request cannot be written as HTTP (a method or header value HTTP does not allow). */
  'INVALID_REQUEST',
  /** The host is, or resolves to, an address the outbound policy refuses (also on a redirect). */
  'ADDRESS_REFUSED',
  /** The host name did not resolve. */
  'DNS_FAILED',
  /** Nothing listens at the address and port. */
  'CONNECTION_REFUSED',
  /** The TLS handshake failed: certificate not trusted, expired, for another host, … */
  'TLS_FAILED',
  /** No complete answer within the request's time limit. */
  'TIMEOUT',
  /** More redirects than the settings allow. */
  'TOO_MANY_REDIRECTS',
  /** Any other failure of the network or of the server's HTTP. */
  'NETWORK',
  /** The credentials could not be obtained (OAuth 2.0 token endpoint) or applied. */
  'AUTH_FAILED',
  /** The send was aborted. */
  'CANCELLED',
  /** The pre-request script stopped; nothing was sent. */
  'SCRIPT_FAILED',
] as const;
export type SendErrorCode = (typeof SEND_ERROR_CODES)[number];

export const sendResultSchema = z
  .object({
    /** Faults that kept the request from being sent, each with where it is. */
    problems: z.array(z.object({ where: z.string(), code: z.string(), message: z.string() })),
    unknownVariables: z.array(z.object({ name: z.string(), where: z.string() })),
    /** The request as it went out, secret values masked. */
    sent: sentRequestSchema.nullable(),
    response: sentResponseSchema.nullable(),
    /** Why there is no response: the exchange failed (DNS, TLS, timeout …) or a script stopped it. */
    error: z.object({ code: z.enum(SEND_ERROR_CODES), message: z.string() }).nullable(),
    scripts: z.object({
      preRequest: scriptReportSchema.nullable(),
      postResponse: scriptReportSchema.nullable(),
    }),
    check: responseCheckSchema.nullable(),
    /** The session's variables after the scripts, for the browser to keep. */
    session: variableOverlaySchema,
  })
  .meta({ id: 'SendResult' });
export type SendResult = z.infer<typeof sendResultSchema>;

/* ---------------------------------------------------------------- code */

/**
 * The request as code (issue 21): `POST /api/v1/projects/{projectId}/debug/code` resolves it
 * the way a send does (the same environment, inherited auth, base URL, mock token) so the code
 * does what Send does, and answers it for the browser to write in the language picked. The
 * pre-request script is not run. Secrets are placeholders (`<name>`): a secret variable always
 * (its value never leaves the server), the auth's credentials and the private mock's token
 * until `revealSecrets`. Needs `project.view`, as a send does.
 */
export const debugCodeBody = sendRequestBody.extend({
  /** Write the auth's credentials and the mock token as they are, not as placeholders. */
  revealSecrets: z.boolean().default(false),
});
export type DebugCodeBody = z.input<typeof debugCodeBody>;
export type DebugCodePayload = z.output<typeof debugCodeBody>;

const textFieldSchema = z.object({ name: z.string(), value: z.string() });

/** A request as it would be sent (the engine's ResolvedRequest); file bytes are left out (''). */
export const codeRequestSchema = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.array(headerSchema),
  body: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('text'), contentType: z.string(), text: z.string() }),
    z.object({ kind: z.literal('urlencoded'), fields: z.array(textFieldSchema) }),
    z.object({
      kind: z.literal('multipart'),
      parts: z.array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('text'), name: z.string(), value: z.string() }),
          z.object({
            kind: z.literal('file'),
            name: z.string(),
            fileName: z.string(),
            contentType: z.string(),
            base64: z.string(),
          }),
        ]),
      ),
    }),
    z.object({
      kind: z.literal('binary'),
      fileName: z.string(),
      contentType: z.string(),
      base64: z.string(),
    }),
  ]),
});
export type CodeRequest = z.infer<typeof codeRequestSchema>;

/** Where a URL that is a path goes: the environment's base URL, or one of the design's servers. */
export const baseUrlChoiceSchema = z.object({
  url: z.string(),
  source: z.enum(['environment', 'server']),
  /** The design's server as the design writes it, when `source` is `server`. */
  serverUrl: z.string().optional(),
});

export const debugCodeSchema = z
  .object({
    /** Null while `problems` keep the request from being sent. */
    request: codeRequestSchema.nullable(),
    problems: z.array(z.object({ where: z.string(), code: z.string(), message: z.string() })),
    unknownVariables: z.array(z.object({ name: z.string(), where: z.string() })),
    /** Null when the URL has its own scheme and host. */
    baseUrl: baseUrlChoiceSchema.nullable(),
    /** Auth the sender adds with a round trip or a clock: not in the code. */
    authAddedWhenSent: z.enum(['digest', 'oauth2', 'awsv4']).nullable(),
    secretsRevealed: z.boolean(),
  })
  .meta({ id: 'DebugCode' });
export type DebugCode = z.infer<typeof debugCodeSchema>;

/* ------------------------------------------------------------- history */

/** How many sent requests a person keeps per project; older ones are dropped. */
export const DEBUG_HISTORY_LIMIT = 100;

export const debugHistoryEntrySchema = z
  .object({
    id: idSchema,
    endpointId: idSchema.nullable(),
    /** The request as built, `{{variables}}` and all (never a secret's value). */
    request: debugRequestSchema,
    method: z.string(),
    /** As sent, secrets masked; the typed URL when it was not sent. */
    url: z.string(),
    status: z.number().int().nullable(),
    totalMs: z.number().nullable(),
    errorCode: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'DebugHistoryEntry' });
export type DebugHistoryEntry = z.infer<typeof debugHistoryEntrySchema>;

export const debugHistoryListSchema = z
  .object({ items: z.array(debugHistoryEntrySchema) })
  .meta({ id: 'DebugHistory' });
export const debugHistoryQuery = z.object({ endpointId: idSchema.optional() });
export const debugHistoryParams = z.object({ projectId: idSchema, entryId: idSchema });

/* -------------------------------------------------------- endpoint cases */

export const endpointCaseSchema = z
  .object({
    id: idSchema,
    projectId: idSchema,
    endpointId: idSchema,
    name: z.string(),
    request: debugRequestSchema,
    version: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'EndpointCase' });
export type EndpointCase = z.infer<typeof endpointCaseSchema>;

export const endpointCaseListSchema = z
  .object({ items: z.array(endpointCaseSchema) })
  .meta({ id: 'EndpointCaseList' });
export const caseNameSchema = z.string().trim().min(1).max(100);
export const createEndpointCaseBody = z.object({
  endpointId: idSchema,
  name: caseNameSchema,
  request: debugRequestSchema,
});
export const updateEndpointCaseBody = z.object({
  name: caseNameSchema,
  request: debugRequestSchema,
  baseVersion: z.number().int().min(1),
});
export const endpointCaseQuery = z.object({ endpointId: idSchema });
export const endpointCaseParams = z.object({ projectId: idSchema, caseId: idSchema });

/* ------------------------------------------- OAuth 2.0 sign-in (authorization code) */

/**
 * The authorization code grant signs a person in through a browser popup (issue 6):
 * `POST …/debug/oauth/authorize` answers the provider's address, the provider sends the browser
 * to Heron's callback page (`/oauth/callback`), which hands the code to `POST
 * /api/v1/debug/oauth/exchange`; the token lands in the person's own token cache, where sends
 * with the same auth find it. The auth is sent as typed, `{{variables}}` and all, with the same
 * variable inputs as a send, and resolved on the server (secrets never reach the browser).
 */
export const debugOAuthBody = z.object({
  /** An `oauth2` auth; the sign-in needs the `authorization_code` grant. */
  auth: debugAuthSchema,
  environmentId: idSchema.nullable().default(null),
  session: variableOverlaySchema.default({ environment: {}, collection: {}, globals: {} }),
});
export type DebugOAuthBody = z.input<typeof debugOAuthBody>;
export type DebugOAuthPayload = z.output<typeof debugOAuthBody>;

export const debugOAuthAuthorizationSchema = z
  .object({
    /** Open it in a popup: the provider's sign-in and consent page. */
    url: z.string(),
    /** The `state` in `url`; the callback page reports it back so the opener knows its answer. */
    state: z.string(),
  })
  .meta({ id: 'DebugOAuthAuthorization' });
export type DebugOAuthAuthorization = z.infer<typeof debugOAuthAuthorizationSchema>;

/** What the provider put in the callback's query: a code, or an error (RFC 6749 §4.1.2). */
export const debugOAuthExchangeBody = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(4000).optional(),
  /** The provider's error code (`access_denied` …) instead of a code. */
  error: z.string().min(1).max(200).optional(),
  errorDescription: z.string().max(2000).optional(),
});
export type DebugOAuthExchangeBody = z.input<typeof debugOAuthExchangeBody>;

/**
 * Why a sign-in brought no token: the provider said no (`PROVIDER_ERROR`), or the token request
 * failed as a send can (`AUTH_FAILED` when the token endpoint refused the code, network faults …).
 */
export const DEBUG_OAUTH_ERROR_CODES = ['PROVIDER_ERROR', ...SEND_ERROR_CODES] as const;
export type DebugOAuthErrorCode = (typeof DEBUG_OAUTH_ERROR_CODES)[number];

export const debugOAuthExchangeResultSchema = z
  .discriminatedUnion('ok', [
    z.object({
      ok: z.literal(true),
      /** When the token expires (ISO 8601); null when the token endpoint gave no lifetime. */
      expiresAt: z.string().nullable(),
    }),
    z.object({
      ok: z.literal(false),
      /** `message` carries the provider's or the token endpoint's own words. */
      error: z.object({ code: z.enum(DEBUG_OAUTH_ERROR_CODES), message: z.string() }),
    }),
  ])
  .meta({ id: 'DebugOAuthExchangeResult' });
export type DebugOAuthExchangeResult = z.infer<typeof debugOAuthExchangeResultSchema>;

export const debugOAuthTokenStatusSchema = z
  .object({
    /** The person's cache holds a token for this auth (it may have expired: see `expiresAt`). */
    hasToken: z.boolean(),
    /** ISO 8601; null without a token or when the token endpoint gave no lifetime. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'DebugOAuthTokenStatus' });
export type DebugOAuthTokenStatus = z.infer<typeof debugOAuthTokenStatusSchema>;
