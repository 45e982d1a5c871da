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
 * Every kind of import finding, engine and server together. The web app shows a translated title
 * per code (`design.transfer.issues.codes.<CODE>`) above the finding's English message, which
 * quotes the source; the engine's emitters take only these codes, so a new one must be added
 * here (and then to every translation) before it can be sent.
 */
export const IMPORT_ISSUE_CODES = [
  // Reading the source
  'EMPTY', // nothing was sent, or the file, text or zip is empty
  'SYNTAX', // JSON or YAML that does not parse; the message has the parser's reason
  'SHELL_SYNTAX', // curl text whose quoting is not closed
  'UNKNOWN_FORMAT', // neither detected nor a document of the chosen format
  'UNREADABLE', // the OpenAPI reader failed on the document as a whole
  'NOT_AN_OBJECT', // an OpenAPI document or project file that is a list or a single value
  'NOT_UTF8', // a document in a zip that is not UTF-8 text
  'ZIP_INVALID', // a zip that is damaged or uses an unsupported compression
  'ZIP_NO_ENTRY', // a zip of several files, none of them an OpenAPI or Swagger document
  'IGNORED_FILE', // a file beside a Postman collection that is neither it nor an environment
  'UNSUPPORTED_VERSION', // an `openapi` or `swagger` version Heron does not read
  'ALIAS_CYCLE', // a YAML alias that contains itself
  // Limits (IMPORT_LIMITS and the engine's own)
  'TOO_LARGE', // more bytes than an import takes
  'TOO_DEEP', // values nested deeper than the limit
  'TOO_COMPLEX', // YAML aliases, `$ref` copies or words past IMPORT_LIMITS' budget
  'TOO_LONG', // a path or text longer than the model allows
  'TOO_MANY_ENDPOINTS',
  'TOO_MANY_MODELS',
  'TOO_MANY_FILES',
  'TOO_MANY_ISSUES', // the last line of a list cut short (engine and server)
  // The structure of an OpenAPI or Swagger document
  'WRONG_TYPE', // a field of the wrong JSON type
  'MISSING_FIELD', // a required field is absent
  'INVALID_VALUE', // a parameter's `in` that is not a location
  'INVALID_NAME', // a name or content type that is empty or longer than the model allows
  'INVALID_PATH', // a path that does not start with `/`
  'INVALID_STATUS', // a response status, or an `x-heron-status`, that is not one
  'INVALID_FOLDER', // an `x-heron-folder` that is not a folder path
  'INVALID_DOCS', // an `x-heron-docs` that is not a list of documents
  'DUPLICATE_TAG',
  'DUPLICATE_PARAMETER',
  'DUPLICATE_OPERATION_ID',
  'DUPLICATE_BODY', // Swagger 2.0: two body parameters
  'BODY_AND_FORM', // Swagger 2.0: a body parameter and form parameters together
  'PATH_PARAMETER', // the path's `{name}`s and the path parameters do not match
  'PATH_ITEM_REF', // Swagger 2.0: a path item that is a `$ref` (left out)
  'KEPT_AS_WRITTEN', // webhooks, callbacks or links: kept and exported, not editable
  'OAS32_FEATURE', // an OpenAPI 3.2 field kept as written
  'OAS30_KEYWORD', // an OpenAPI 3.0 schema keyword in a 3.1 document, kept as written
  'OAS31_KEYWORD', // a JSON Schema keyword newer than the document's version, kept as written
  // References
  'REF_UNRESOLVED', // a `$ref` to nothing
  'REF_CYCLE', // a `$ref` that leads back to itself or to the whole document
  'REF_ANCHOR', // a `$ref` to an anchor, kept and not followed
  'REF_FILE_MISSING', // a `$ref` to a file that is not part of the import, or outside its folder
  'REF_FILE_FAILED', // a `$ref` to a file that could not be fetched or read
  // Postman collections
  'NOT_A_COLLECTION',
  'POSTMAN_V1', // collection format v1, which must be exported again as v2.1
  'POSTMAN_ITEM', // an item that is neither a request nor a folder (skipped)
  'POSTMAN_REQUEST', // a request that is neither a URL nor an object (skipped)
  'POSTMAN_AUTH', // an auth that is not an object or has no type (ignored)
  'POSTMAN_AUTH_TYPE', // an auth type without an OpenAPI equivalent (kept as an extension)
  'POSTMAN_FOLDER_AUTH', // a folder's auth the debugger cannot send (kept as an extension)
  'POSTMAN_BODY_MODE', // a body mode that is not known (body left out)
  'POSTMAN_RESPONSES', // saved responses that are not a list (skipped)
  'POSTMAN_RESPONSE', // a saved response that is not an object (skipped)
  'POSTMAN_PROTOCOL_PROFILE', // protocol settings, kept as an extension but not used
  'POSTMAN_CERTIFICATE', // a request's certificate setting, kept but not used
  'POSTMAN_PROXY', // a request's proxy setting, kept but not used
  'POSTMAN_EDITED', // a request changed in Postman after Heron exported it
  'HERON_EXTENSION', // Heron's own `x-heron` data in a collection that is not valid (ignored)
  // AI parsing import (issue 24)
  'AI_MODEL', // the model gave no usable answer; the message names its error code
  'AI_NOTHING_FOUND', // the model found no endpoint or model in the material
  'PARAMETER_NAME', // a query parameter name longer than the model allows (skipped)
  'DUPLICATE_HEADER', // a header set twice (the first is kept)
  // HAR files
  'NOT_A_HAR',
  'HAR_VERSION', // a HAR version other than 1.2, read as 1.2
  'NO_ENTRIES', // no entry is a request that can be imported
  'HAR_ENTRY', // an entry without a request or URL (skipped)
  // curl commands
  'NOT_CURL', // a command that is not curl (skipped)
  'NO_CURL', // the text holds no curl command
  'NO_URL', // a curl command without a URL
  'CURL_OPTION', // an option that is unknown or only about the connection (ignored)
  'CURL_OPTION_VALUE', // an option whose value is missing
  'CURL_COOKIE_FILE', // cookies read from a file (ignored)
  'CURL_DATA_FILE', // body data or a form field read from a file (left out)
  'CURL_FORM', // a form part without name=value (skipped)
  // Requests observed in HAR, Postman and curl sources
  'HTTP_METHOD', // a method OpenAPI does not have
  'PATH_TOO_LONG', // a request path longer than the model allows (skipped)
  'INVALID_JSON_BODY', // a JSON request body that does not parse (kept as text)
  'INVALID_JSON_RESPONSE', // a JSON response body that does not parse (kept as text)
  // Heron project files (`documents/versioned-document.ts` and the bundle's own checks)
  'WRONG_KIND', // a JSON document that is not a Heron project file
  'MISSING_VERSION',
  'NEWER_VERSION', // a file from a newer Heron
  'MISSING_MIGRATION', // no migration from the file's version (a bug of ours)
  'INVALID_SHAPE', // a field of the file that does not match the model
  'INVALID_FILE', // the file could not be read for another reason
  'DUPLICATE_KEY', // a bundle key used twice
  'UNKNOWN_FOLDER', // a folder key that names no folder
  'WRONG_SECTION', // a folder or item in a folder of the other section
  'FOLDER_CYCLE', // a folder inside itself
  'DUPLICATE_MODEL_NAME',
  // The import as a whole
  'INVALID_RESULT', // the engine built a design the model refuses (a bug of ours)
  'INTERNAL_ERROR', // the engine failed unexpectedly (a bug of ours)
  'INVALID_DESIGN', // the server's check of the engine's design failed (a bug of ours)
  'LONE_SURROGATE', // texts with unpaired UTF-16 surrogates, replaced by U+FFFD (server)
  'NUL_CHARACTER', // texts with NUL characters (and perhaps lone surrogates), replaced by U+FFFD (server)
  'MODEL_NAME_TAKEN', // a data model of the same name appeared while writing (server)
  'INTERRUPTED', // the server stopped while the import ran (server)
  'INTERNAL', // writing the import failed unexpectedly (server)
] as const;
export type ImportIssueCode = (typeof IMPORT_ISSUE_CODES)[number];

const IMPORT_ISSUE_CODE_SET: ReadonlySet<string> = new Set(IMPORT_ISSUE_CODES);

/** Is this one of the codes this build knows (a newer server may send others)? */
export function isImportIssueCode(value: string): value is ImportIssueCode {
  return IMPORT_ISSUE_CODE_SET.has(value);
}

/**
 * One finding of an import: an `error` stops it; a `warning` is imported with a note; an
 * `unsupported` feature is kept as an extension (or dropped, when the message says so).
 * `pointer` is a JSON pointer into the source; `line`/`column` (1-based) when the text is known.
 */
export const IMPORT_ISSUE_SEVERITIES = ['error', 'warning', 'unsupported'] as const;
export const importIssueSchema = z.object({
  severity: z.enum(IMPORT_ISSUE_SEVERITIES),
  /**
   * The kind of finding, one of IMPORT_ISSUE_CODES. A plain string on the wire: a client older
   * than the server must still show a finding of a code it does not know.
   */
  code: z.string(),
  /** The finding in English, quoting names and pointers from the source (like a compiler's). */
  message: z.string(),
  file: z.string().optional(),
  pointer: z.string().optional(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

/** A finding as our importers make it: the type refuses a code missing from IMPORT_ISSUE_CODES. */
export type KnownImportIssue = ImportIssue & { code: ImportIssueCode };

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
  /**
   * Values (objects, lists, strings, numbers …) of all parsed files together, counted after YAML
   * aliases are expanded: the largest real descriptions hold well under a million. Besides this
   * total, one file may hold at most ten values per character of its text (plus 10,000); without
   * aliases none holds more than one, so more means aliases multiply it (an alias bomb). Both
   * are `TOO_COMPLEX`, found before any importer walks the value.
   */
  maxNodes: 10_000_000,
  /**
   * YAML aliases (`*name`) of a list or an object in one file (an alias of a scalar is only a
   * copy of it). Real descriptions use a few dozen; past this many, `TOO_COMPLEX`.
   */
  maxAliases: 10_000,
  /**
   * Words (options and their values) of pasted shell text, all curl commands together: a curl
   * import's budget besides its bytes (100,000 headers are 200,000 words; a real paste, a few
   * hundred). `TOO_COMPLEX` beyond, at the first word over.
   */
  maxWords: 300_000,
  /**
   * Values an import may copy into place beyond the source's own: schemas a `$ref` inlines, and a
   * shared parameter, response or request body repeated in each operation that refers to it
   * (counted with everything inside it). Past this, `TOO_COMPLEX`: a small document must not
   * stand for a design thousands of times its size.
   */
  maxWork: 10_000_000,
} as const;
