import { z } from 'zod';

/**
 * A request as a person builds it in the debugger (issue 6): every text may hold `{{variables}}`,
 * resolved just before sending (see `resolveRequest` in the engine). Saved as an endpoint's case,
 * kept in the history of sent requests, and sent to the server to be sent on.
 */

export const DEBUG_VALIDATION = {
  base64: 'validation.base64',
  httpMethod: 'validation.httpMethod',
  variableName: 'validation.variableName',
  duplicateName: 'validation.duplicateName',
} as const;

const MAX_TEXT = 1_000_000;
/** A file carried in a request (form-data file field, binary body): at most 10 MB of bytes. */
export const MAX_REQUEST_FILE_BYTES = 10 * 1024 * 1024;

export const keyValueSchema = z.object({
  key: z.string().max(1000),
  value: z.string().max(MAX_TEXT),
  enabled: z.boolean().default(true),
  description: z.string().max(10_000).optional(),
});
export type KeyValue = z.infer<typeof keyValueSchema>;

/** Base64 of at most MAX_REQUEST_FILE_BYTES bytes. */
const base64File = z
  .string()
  .max(Math.ceil(MAX_REQUEST_FILE_BYTES / 3) * 4)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, DEBUG_VALIDATION.base64);

export const requestFileSchema = z.object({
  fileName: z.string().min(1).max(500),
  contentType: z.string().max(200).default('application/octet-stream'),
  base64: base64File,
});
export type RequestFile = z.infer<typeof requestFileSchema>;

export const formDataFieldSchema = z.discriminatedUnion('type', [
  keyValueSchema.extend({ type: z.literal('text') }),
  z.object({
    type: z.literal('file'),
    key: z.string().max(1000),
    enabled: z.boolean().default(true),
    description: z.string().max(10_000).optional(),
    file: requestFileSchema.nullable(),
  }),
]);
export type FormDataField = z.infer<typeof formDataFieldSchema>;

export const DEBUG_BODY_KINDS = [
  'none',
  'json',
  'form-data',
  'x-www-form-urlencoded',
  'xml',
  'raw',
  'binary',
  'graphql',
] as const;

export const debugBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('json'), text: z.string().max(MAX_TEXT) }),
  z.object({ kind: z.literal('xml'), text: z.string().max(MAX_TEXT) }),
  z.object({
    kind: z.literal('raw'),
    text: z.string().max(MAX_TEXT),
    contentType: z.string().max(200).default('text/plain'),
  }),
  z.object({
    kind: z.literal('x-www-form-urlencoded'),
    fields: z.array(keyValueSchema).max(1000),
  }),
  z.object({ kind: z.literal('form-data'), fields: z.array(formDataFieldSchema).max(1000) }),
  z.object({ kind: z.literal('binary'), file: requestFileSchema.nullable() }),
  z.object({
    kind: z.literal('graphql'),
    query: z.string().max(MAX_TEXT),
    /** JSON text of the variables object (may hold `{{variables}}`). */
    variables: z.string().max(MAX_TEXT).default(''),
  }),
]);
export type DebugBody = z.infer<typeof debugBodySchema>;

export const OAUTH2_GRANTS = ['client_credentials', 'authorization_code', 'password'] as const;

export const debugAuthSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  /** The folder's or the project's auth (its design settings' default security). */
  z.object({ type: z.literal('inherit') }),
  z.object({ type: z.literal('bearer'), token: z.string().max(MAX_TEXT) }),
  z.object({
    type: z.literal('basic'),
    username: z.string().max(10_000),
    password: z.string().max(10_000),
  }),
  z.object({
    type: z.literal('apiKey'),
    key: z.string().min(1).max(1000),
    value: z.string().max(MAX_TEXT),
    in: z.enum(['header', 'query']).default('header'),
  }),
  z.object({
    type: z.literal('digest'),
    username: z.string().max(10_000),
    password: z.string().max(10_000),
  }),
  z.object({
    type: z.literal('oauth2'),
    grant: z.enum(OAUTH2_GRANTS),
    tokenUrl: z.string().max(10_000),
    authorizationUrl: z.string().max(10_000).default(''),
    redirectUri: z.string().max(10_000).default(''),
    clientId: z.string().max(10_000),
    clientSecret: z.string().max(10_000).default(''),
    scope: z.string().max(10_000).default(''),
    username: z.string().max(10_000).default(''),
    password: z.string().max(10_000).default(''),
    usePkce: z.boolean().default(true),
    /** How the client authenticates at the token endpoint. */
    clientAuth: z.enum(['basic', 'body']).default('basic'),
  }),
  z.object({
    type: z.literal('awsv4'),
    accessKeyId: z.string().max(1000),
    secretAccessKey: z.string().max(1000),
    sessionToken: z.string().max(10_000).default(''),
    region: z.string().max(100),
    service: z.string().max(100),
  }),
]);
export type DebugAuth = z.infer<typeof debugAuthSchema>;
export type DebugAuthType = DebugAuth['type'];

export const debugSettingsSchema = z.object({
  timeoutMs: z.number().int().min(100).max(300_000).default(30_000),
  followRedirects: z.boolean().default(true),
  maxRedirects: z.number().int().min(0).max(20).default(10),
  /** False: accept any TLS certificate (self-signed development servers). */
  verifyTls: z.boolean().default(true),
});
export type DebugSettings = z.infer<typeof debugSettingsSchema>;

export const debugRequestSchema = z.object({
  /** Any HTTP method token; upper-cased when sent. */
  method: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z]+$/, DEBUG_VALIDATION.httpMethod),
  /** The URL as typed, `{{variables}}` and all; a relative path is joined to the base URL. */
  url: z.string().max(100_000),
  /** Values for `{name}` / `:name` segments of the path. */
  pathParams: z.array(keyValueSchema).max(200).default([]),
  query: z.array(keyValueSchema).max(1000).default([]),
  headers: z.array(keyValueSchema).max(1000).default([]),
  cookies: z.array(keyValueSchema).max(1000).default([]),
  body: debugBodySchema.default({ kind: 'none' }),
  auth: debugAuthSchema.default({ type: 'none' }),
  preRequestScript: z.string().max(200_000).default(''),
  postResponseScript: z.string().max(200_000).default(''),
  settings: debugSettingsSchema.default({
    timeoutMs: 30_000,
    followRedirects: true,
    maxRedirects: 10,
    verifyTls: true,
  }),
});
export type DebugRequest = z.infer<typeof debugRequestSchema>;
export type DebugRequestInput = z.input<typeof debugRequestSchema>;
