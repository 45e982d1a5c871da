import { z } from 'zod';
import { debugAuthSchema } from '../debug/request.js';

/**
 * The API design model (issue 5): what a project's endpoints, data models and documents are made
 * of. It follows OpenAPI 3.1 closely so every importer and exporter is a thin mapping and nothing
 * is lost: each object keeps the fields we do not model in `extra` (OpenAPI field name → value,
 * `x-*` extensions included), and exporters write `extra` back unchanged.
 *
 * Schemas are JSON Schema in the OpenAPI 3.1 dialect, stored as plain JSON. A reference to one of
 * the project's data models is `{"$ref": "#/components/schemas/<model name>"}`; model names are
 * unique in a project, and renaming a model rewrites the references to it.
 */

export const HTTP_METHODS = [
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'head',
  'options',
  'trace',
] as const;
export const httpMethodSchema = z.enum(HTTP_METHODS);
export type HttpMethod = z.infer<typeof httpMethodSchema>;

/** An endpoint's place in its life (Apifox's statuses). */
export const ENDPOINT_STATUSES = [
  'designing',
  'developing',
  'testing',
  'released',
  'deprecated',
] as const;
export const endpointStatusSchema = z.enum(ENDPOINT_STATUSES);
export type EndpointStatus = z.infer<typeof endpointStatusSchema>;

export const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;
export const parameterLocationSchema = z.enum(PARAMETER_LOCATIONS);
export type ParameterLocation = z.infer<typeof parameterLocationSchema>;

/**
 * The request body kinds the editor offers. A body is stored as media types; its kind is derived
 * from the first media type's content type (see `bodyTypeOf` in the engine).
 */
export const BODY_TYPES = [
  'none',
  'json',
  'form-data',
  'x-www-form-urlencoded',
  'xml',
  'raw',
  'binary',
] as const;
export const bodyTypeSchema = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof bodyTypeSchema>;

/** Fields of the source document that the model does not name, kept for the way back out. */
export const extraSchema = z.record(z.string(), z.unknown());
export type Extra = z.infer<typeof extraSchema>;

/** A JSON Schema (OpenAPI 3.1 dialect): an object, or `true` / `false`. */
export const jsonSchemaSchema = z.union([z.boolean(), z.record(z.string(), z.unknown())]);
export type JsonSchema = z.infer<typeof jsonSchemaSchema>;

export const MODEL_NAME_MAX_LENGTH = 200;
export const ITEM_NAME_MAX_LENGTH = 200;
export const PATH_MAX_LENGTH = 2000;
export const MARKDOWN_MAX_LENGTH = 200_000;

/** One named example (OpenAPI `examples` entry); `value` is any JSON. */
export const namedExampleSchema = z.object({
  name: z.string().min(1).max(200),
  summary: z.string().optional(),
  description: z.string().optional(),
  value: z.unknown().optional(),
  externalValue: z.string().optional(),
  extra: extraSchema.optional(),
});
export type NamedExample = z.infer<typeof namedExampleSchema>;

/** A body of one content type, in a request or a response. */
export const mediaTypeSchema = z.object({
  contentType: z.string().min(1).max(200),
  schema: jsonSchemaSchema.optional(),
  /** OpenAPI's single `example`, when the source had one. */
  example: z.unknown().optional(),
  examples: z.array(namedExampleSchema).default([]),
  extra: extraSchema.optional(),
});
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const parameterSchema = z.object({
  name: z.string().min(1).max(200),
  in: parameterLocationSchema,
  required: z.boolean().default(false),
  description: z.string().default(''),
  deprecated: z.boolean().optional(),
  schema: jsonSchemaSchema.optional(),
  example: z.unknown().optional(),
  examples: z.array(namedExampleSchema).optional(),
  /** style, explode, allowReserved, content, x-* … */
  extra: extraSchema.optional(),
});
export type Parameter = z.infer<typeof parameterSchema>;

export const requestBodySchema = z.object({
  required: z.boolean().default(false),
  description: z.string().default(''),
  /** The first is the one the editor shows; the others are kept and exported. */
  content: z.array(mediaTypeSchema).default([]),
  extra: extraSchema.optional(),
});
export type RequestBody = z.infer<typeof requestBodySchema>;

export const responseHeaderSchema = z.object({
  name: z.string().min(1).max(200),
  description: z.string().default(''),
  required: z.boolean().default(false),
  deprecated: z.boolean().optional(),
  schema: jsonSchemaSchema.optional(),
  example: z.unknown().optional(),
  extra: extraSchema.optional(),
});
export type ResponseHeader = z.infer<typeof responseHeaderSchema>;

/** `200`, `4XX` or `default`. */
export const responseStatusSchema = z
  .string()
  .regex(/^([1-5]([0-9]{2}|XX)|default)$/, { error: 'validation.responseStatus' });

export const responseSchema = z.object({
  status: responseStatusSchema,
  /** OpenAPI's response `description` (required there): the response's name in the editor. */
  description: z.string().default(''),
  headers: z.array(responseHeaderSchema).default([]),
  content: z.array(mediaTypeSchema).default([]),
  /** links, x-* … */
  extra: extraSchema.optional(),
});
export type Response = z.infer<typeof responseSchema>;

/** `{ schemeName: [scopes] }`; an empty list of requirements means "no auth". */
export const securityRequirementSchema = z.record(z.string(), z.array(z.string()));
export type SecurityRequirement = z.infer<typeof securityRequirementSchema>;

export const endpointDataSchema = z.object({
  method: httpMethodSchema,
  /** Starts with `/`; `{name}` segments are path parameters. */
  path: z.string().min(1).max(PATH_MAX_LENGTH).startsWith('/', { error: 'validation.pathSlash' }),
  status: endpointStatusSchema.default('designing'),
  ownerId: z.uuid().nullable().default(null),
  tags: z.array(z.string().min(1).max(200)).default([]),
  /** Markdown. */
  description: z.string().max(MARKDOWN_MAX_LENGTH).default(''),
  operationId: z.string().max(500).nullable().default(null),
  parameters: z.array(parameterSchema).default([]),
  requestBody: requestBodySchema.nullable().default(null),
  responses: z.array(responseSchema).default([]),
  /** null: the project's security applies; [] : no auth; otherwise any one of the requirements. */
  security: z.array(securityRequirementSchema).nullable().default(null),
  /** callbacks, externalDocs, servers, x-* … */
  extra: extraSchema.optional(),
});
export type EndpointData = z.infer<typeof endpointDataSchema>;

export const modelDataSchema = z.object({
  schema: jsonSchemaSchema,
  extra: extraSchema.optional(),
});
export type ModelData = z.infer<typeof modelDataSchema>;

export const docDataSchema = z.object({
  /** Markdown. */
  content: z.string().max(MARKDOWN_MAX_LENGTH).default(''),
});
export type DocData = z.infer<typeof docDataSchema>;

export const folderDataSchema = z.object({
  description: z.string().max(MARKDOWN_MAX_LENGTH).default(''),
  /**
   * How the debugger authenticates requests of the endpoints inside (issue 6). `inherit` passes
   * the question to the parent folder, and at the top to the project's security; the first folder
   * up the tree that says anything else decides. Its texts are templates like a request's. Data
   * written before folders had auth has none: the default makes it `inherit`.
   */
  auth: debugAuthSchema.default({ type: 'inherit' }),
  extra: extraSchema.optional(),
});
export type FolderData = z.infer<typeof folderDataSchema>;

/**
 * The tree has two sections, as in Apifox: `api` holds endpoints and markdown documents (and
 * their folders), `model` holds data models (and their folders).
 */
export const DESIGN_SECTIONS = ['api', 'model'] as const;
export const designSectionSchema = z.enum(DESIGN_SECTIONS);
export type DesignSection = z.infer<typeof designSectionSchema>;

export const DESIGN_ITEM_KINDS = ['folder', 'endpoint', 'model', 'doc'] as const;
export const designItemKindSchema = z.enum(DESIGN_ITEM_KINDS);
export type DesignItemKind = z.infer<typeof designItemKindSchema>;

export const serverSchema = z.object({
  url: z.string().max(PATH_MAX_LENGTH),
  description: z.string().optional(),
  /** OpenAPI server variables, as written. */
  variables: z.record(z.string(), z.unknown()).optional(),
  extra: extraSchema.optional(),
});
export type DesignServer = z.infer<typeof serverSchema>;

export const tagDefinitionSchema = z.object({
  name: z.string().min(1).max(200),
  description: z.string().optional(),
  extra: extraSchema.optional(),
});

/** The project-wide part of a design: what OpenAPI keeps outside `paths` and `schemas`. */
export const designMetaSchema = z.object({
  /** The OpenAPI version the design came from (`3.1.0` for designs made in Heron). */
  openapi: z.string().default('3.1.0'),
  info: z
    .object({
      title: z.string().default(''),
      version: z.string().default(''),
      description: z.string().optional(),
      extra: extraSchema.optional(),
    })
    .default({ title: '', version: '' }),
  servers: z.array(serverSchema).default([]),
  security: z.array(securityRequirementSchema).default([]),
  /** components.securitySchemes, as written (OpenAPI Security Scheme objects). */
  securitySchemes: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  tags: z.array(tagDefinitionSchema).default([]),
  /** Other components (parameters, responses, headers, examples, links, callbacks …), kept. */
  components: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  /** Fields of path items other than operations (summary, description, servers), by path. */
  pathExtras: z.record(z.string(), extraSchema).default({}),
  /** Top-level fields not modelled: webhooks, externalDocs, jsonSchemaDialect, x-* … */
  extra: extraSchema.optional(),
});
export type DesignMeta = z.infer<typeof designMetaSchema>;

/**
 * A whole design outside the database: what importers produce and exporters read. Keys are local
 * to the bundle; arrays are in tree order. The server turns keys into item ids when it stores one.
 */
export const bundleFolderSchema = z.object({
  key: z.string(),
  parentKey: z.string().nullable(),
  section: designSectionSchema,
  name: z.string(),
  data: folderDataSchema,
});
export const bundleEndpointSchema = z.object({
  key: z.string(),
  folderKey: z.string().nullable(),
  name: z.string(),
  data: endpointDataSchema,
});
export const bundleModelSchema = z.object({
  key: z.string(),
  folderKey: z.string().nullable(),
  name: z.string(),
  data: modelDataSchema,
});
export const bundleDocSchema = z.object({
  key: z.string(),
  folderKey: z.string().nullable(),
  name: z.string(),
  data: docDataSchema,
});
export const designBundleSchema = z.object({
  meta: designMetaSchema,
  folders: z.array(bundleFolderSchema),
  endpoints: z.array(bundleEndpointSchema),
  models: z.array(bundleModelSchema),
  docs: z.array(bundleDocSchema),
});
export type BundleFolder = z.infer<typeof bundleFolderSchema>;
export type BundleEndpoint = z.infer<typeof bundleEndpointSchema>;
export type BundleModel = z.infer<typeof bundleModelSchema>;
export type BundleDoc = z.infer<typeof bundleDocSchema>;
export type DesignBundle = z.infer<typeof designBundleSchema>;

/** What an import reads. `openapi-3.1` also takes 3.2 documents, with what 3.1 lacks listed. */
export const IMPORT_FORMATS = [
  'openapi-3.0',
  'openapi-3.1',
  'swagger-2.0',
  'postman-2.0',
  'postman-2.1',
  'har',
  'curl',
  'heron',
] as const;
export const importFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof importFormatSchema>;

export const EXPORT_FORMATS = ['openapi-3.1', 'openapi-3.0', 'postman-2.1', 'heron'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const EXPORT_SYNTAXES = ['json', 'yaml'] as const;
export const exportSyntaxSchema = z.enum(EXPORT_SYNTAXES);
export type ExportSyntax = z.infer<typeof exportSyntaxSchema>;

/**
 * One finding of an import: an `error` stops it; a `warning` is imported with a note; an
 * `unsupported` feature is kept as an extension (or dropped, when the message says so).
 * `pointer` is a JSON pointer into the source; `line`/`column` (1-based) when the text is known.
 */
export const IMPORT_ISSUE_SEVERITIES = ['error', 'warning', 'unsupported'] as const;
export const importIssueSchema = z.object({
  severity: z.enum(IMPORT_ISSUE_SEVERITIES),
  /** A stable code for the kind of finding, e.g. `SYNTAX`, `REF_UNRESOLVED`, `TOO_DEEP`. */
  code: z.string(),
  message: z.string(),
  file: z.string().optional(),
  pointer: z.string().optional(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

/** Limits every importer enforces; each breach is an `error` issue with a clear message. */
export const IMPORT_LIMITS = {
  /** Bytes of all source text together. */
  maxBytes: 50 * 1024 * 1024,
  /** Nesting of JSON/YAML values. */
  maxDepth: 200,
  maxEndpoints: 20_000,
  maxModels: 20_000,
  /** Files in a zip or reached through relative `$ref`s. */
  maxFiles: 500,
} as const;
