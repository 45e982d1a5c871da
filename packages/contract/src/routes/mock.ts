import { z } from 'zod';
import { MOCK_DELAY_MAX_MS, mockExpectationListSchema } from '../mock/expectation.js';
import { idSchema } from './workspace-common.js';

/**
 * A project's mock server (issue 7), under `/api/v1/projects/{projectId}/mock`. The mock itself
 * answers at `/mock/{projectId}/…` on the Heron server (and at `/{projectId}/…` on `MOCK_PORT`
 * when it is set); these routes read and change how it answers. Reading needs `project.view`
 * (every member may call the mock, so every member sees its token), changing needs
 * `project.edit`.
 */

/** The languages realistic mock data can be drawn in (the interface's languages). */
export const MOCK_LOCALES = ['en', 'zh-CN', 'ja', 'id', 'zh-Hant'] as const;
export const mockLocaleSchema = z.enum(MOCK_LOCALES);

/**
 * `public`: anyone who knows the URL may call the mock. `private`: a request must carry the
 * project's mock token, in the `X-Mock-Token` header or the `__token` query parameter.
 */
export const MOCK_ACCESS = ['public', 'private'] as const;
export const mockAccessSchema = z.enum(MOCK_ACCESS);
export type MockAccess = z.infer<typeof mockAccessSchema>;

/** The header and query parameter a private mock's token travels in. */
export const MOCK_TOKEN_HEADER = 'x-mock-token';
export const MOCK_TOKEN_QUERY = '__token';

export const MOCK_SEED_MAX_LENGTH = 100;

export const mockSettingsInputSchema = z.object({
  access: mockAccessSchema,
  /** The language of generated names, addresses, phones …; defaults to the project's language. */
  locale: mockLocaleSchema,
  /** Empty: every answer is drawn afresh. Otherwise the same request gets the same data. */
  seed: z.string().trim().max(MOCK_SEED_MAX_LENGTH),
  /** Check each request against the design; a violation answers 400 (or 415, 422) listing all. */
  validateRequests: z.boolean(),
  /** Resource-shaped endpoints keep what was created, changed and deleted until a reset. */
  stateful: z.boolean(),
  /** Every answer waits this long, unless the endpoint or an expectation says otherwise. */
  latencyMs: z.number().int().min(0).max(MOCK_DELAY_MAX_MS),
});
export type MockSettingsInput = z.infer<typeof mockSettingsInputSchema>;

export const updateMockSettingsBody = mockSettingsInputSchema.extend({
  /** The version the editor started from (EDIT_CONFLICT when another save came first). */
  baseVersion: z.number().int().min(0),
});
export type UpdateMockSettingsBody = z.input<typeof updateMockSettingsBody>;

export const mockStatsSchema = z.object({
  /** Endpoints the mock routes to. */
  routes: z.number().int(),
  /** Endpoints stateful mode serves as resources. */
  resources: z.number().int(),
  buildMs: z.number(),
  /** When this program was built from the design (ISO time). */
  builtAt: z.string(),
  /** What could not be used, each naming its endpoint. */
  warnings: z.array(z.string()),
});
export type MockStatsView = z.infer<typeof mockStatsSchema>;

export const mockSettingsSchema = mockSettingsInputSchema
  .extend({
    projectId: idSchema,
    /** The project's mock token (for `private` access; kept while `public`, ready to switch). */
    token: z.string(),
    /** 0 until the settings are first saved (the defaults are then in force). */
    version: z.number().int(),
    /** `{PUBLIC_URL}/mock/{projectId}`: join an endpoint's path to it. */
    baseUrl: z.string(),
    /** The same mock on `MOCK_PORT`, when the server has one. */
    portBaseUrl: z.string().nullable(),
    /** The program currently serving, or null before the first request builds it. */
    stats: mockStatsSchema.nullable(),
  })
  .meta({ id: 'MockSettings' });
export type MockSettings = z.infer<typeof mockSettingsSchema>;

/** One endpoint's mock settings and its expectations, in the order they are tried. */
export const endpointMockInputSchema = z.object({
  /** False takes the endpoint out of the mock (its requests answer 404). */
  enabled: z.boolean(),
  /** Null: the project's latency. */
  latencyMs: z.number().int().min(0).max(MOCK_DELAY_MAX_MS).nullable(),
  expectations: mockExpectationListSchema,
});
export type EndpointMockInput = z.input<typeof endpointMockInputSchema>;

export const updateEndpointMockBody = endpointMockInputSchema.extend({
  baseVersion: z.number().int().min(0),
});
export type UpdateEndpointMockBody = z.input<typeof updateEndpointMockBody>;

export const endpointMockSchema = endpointMockInputSchema
  .extend({
    endpointId: idSchema,
    version: z.number().int(),
    /** The endpoint's mock URL (base URL and the endpoint's path, parameters as written). */
    url: z.string(),
  })
  .meta({ id: 'EndpointMock' });
export type EndpointMock = z.infer<typeof endpointMockSchema>;

export const endpointMockParams = z.object({ projectId: idSchema, endpointId: idSchema });

/** What answered one request, for the live log (the engine's `MockRule`, flattened). */
export const MOCK_RULE_KINDS = [
  'example',
  'generated',
  'expectation',
  'stateful',
  'validation',
  'not-found',
  'disabled',
  'preflight',
  'too-large',
  'bad-choice',
  'unauthorized',
  'error',
] as const;
export const mockRuleKindSchema = z.enum(MOCK_RULE_KINDS);
export type MockRuleKind = z.infer<typeof mockRuleKindSchema>;

export const mockLogEntrySchema = z.object({
  /** Increases by one per request served since the server started; `after` pages on it. */
  seq: z.number().int(),
  /** ISO time the request arrived. */
  at: z.string(),
  method: z.string(),
  /** Path and query as the caller sent them, after `/mock/{projectId}`, the token removed. */
  path: z.string(),
  status: z.number().int(),
  rule: mockRuleKindSchema,
  /** The endpoint that answered, when one did. */
  endpointId: z.string().nullable(),
  /** The example's name, the expectation's id or the stateful action. */
  detail: z.string().nullable(),
  /** Time spent answering, the delay included. */
  durationMs: z.number(),
});
export type MockLogEntry = z.infer<typeof mockLogEntrySchema>;

/** The newest entries kept per project (older ones fall off). */
export const MOCK_LOG_SIZE = 200;

export const mockLogQuery = z.object({
  /** Only entries with a greater `seq` (polling). */
  after: z.coerce.number().int().min(0).optional(),
});

export const mockLogSchema = z
  .object({
    /** Oldest first. */
    items: z.array(mockLogEntrySchema),
    /** The greatest `seq` so far (send it back as `after`). */
    lastSeq: z.number().int(),
  })
  .meta({ id: 'MockLog' });
export type MockLog = z.infer<typeof mockLogSchema>;

/** `POST …/mock/environment`: the environment that points at the mock (made or updated). */
export const MOCK_ENVIRONMENT_NAME = 'Mock';
