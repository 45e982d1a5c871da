import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { EndpointData, Response } from '@heron/contract';

/**
 * The debugger checks an answer against the endpoint's design (issue 6): the declared response
 * for its status (exact, then `4XX`, then `default`), the declared media type, and the JSON body
 * against that media type's schema, data models included by `$ref`. Each mismatch comes with the
 * place in the body (a JSON pointer) and what is wrong.
 */

export interface SchemaMismatch {
  /** JSON pointer into the body ('' for the whole body). */
  path: string;
  message: string;
}

export type ResponseCheck =
  | { result: 'match'; declaredStatus: string; contentType: string }
  | {
      result: 'mismatch';
      declaredStatus: string;
      contentType: string;
      mismatches: SchemaMismatch[];
    }
  /** The design declares no response for this status. */
  | { result: 'undeclared-status'; declaredStatuses: string[] }
  /** The status is declared, but not this content type. */
  | { result: 'undeclared-type'; declaredStatus: string; declaredTypes: string[] }
  /** Declared without a schema, or the body is not JSON: nothing to check it against. */
  | { result: 'not-checked'; declaredStatus: string; reason: 'no-schema' | 'not-json' }
  /** The body was declared JSON and is not valid JSON. */
  | { result: 'invalid-json'; declaredStatus: string; message: string };

const MAX_MISMATCHES = 100;

export interface CheckInput {
  endpoint: EndpointData;
  /** The project's data models by name (their schemas). */
  models: ReadonlyMap<string, unknown>;
  status: number;
  contentType: string;
  bodyText: string;
}

export function checkResponse(input: CheckInput): ResponseCheck {
  const response = declaredResponse(input.endpoint.responses, input.status);
  if (!response) {
    return {
      result: 'undeclared-status',
      declaredStatuses: input.endpoint.responses.map((r) => r.status),
    };
  }
  const declaredStatus = response.status;
  const type = mediaType(input.contentType);
  if (response.content.length === 0) {
    // A response declared without a body: any body is left unchecked.
    return { result: 'not-checked', declaredStatus, reason: 'no-schema' };
  }
  const media = matchMedia(response, type);
  if (!media) {
    return {
      result: 'undeclared-type',
      declaredStatus,
      declaredTypes: response.content.map((c) => c.contentType),
    };
  }
  if (media.schema === undefined)
    return { result: 'not-checked', declaredStatus, reason: 'no-schema' };
  if (!isJsonType(type)) return { result: 'not-checked', declaredStatus, reason: 'not-json' };
  let body: unknown;
  try {
    body = JSON.parse(input.bodyText);
  } catch (error) {
    return { result: 'invalid-json', declaredStatus, message: (error as Error).message };
  }
  const validate = compile(media.schema, input.models);
  if (typeof validate === 'string') {
    return {
      result: 'mismatch',
      declaredStatus,
      contentType: type,
      mismatches: [{ path: '', message: `The declared schema cannot be used: ${validate}` }],
    };
  }
  if (validate(body)) return { result: 'match', declaredStatus, contentType: type };
  return {
    result: 'mismatch',
    declaredStatus,
    contentType: type,
    mismatches: (validate.errors ?? []).slice(0, MAX_MISMATCHES).map(describe),
  };
}

function declaredResponse(responses: readonly Response[], status: number): Response | undefined {
  const code = String(status);
  return (
    responses.find((r) => r.status === code) ??
    responses.find((r) => r.status === `${code[0]}XX`) ??
    responses.find((r) => r.status === 'default')
  );
}

const mediaType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

function matchMedia(response: Response, type: string) {
  const [major] = type.split('/');
  return (
    response.content.find((c) => mediaType(c.contentType) === type) ??
    response.content.find((c) => mediaType(c.contentType) === `${major}/*`) ??
    response.content.find((c) => mediaType(c.contentType) === '*/*')
  );
}

const isJsonType = (type: string) => type === 'application/json' || /\+json$/.test(type);

/** The body's schema with the project's models where `#/components/schemas/…` points. */
function compile(schema: unknown, models: ReadonlyMap<string, unknown>): ValidateFunction | string {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  // OpenAPI's own keywords are annotations here.
  for (const keyword of ['discriminator', 'xml', 'externalDocs', 'example']) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword(keyword);
  }
  const root = {
    ...(typeof schema === 'object' && schema !== null ? schema : {}),
    ...(typeof schema === 'boolean' ? { not: schema ? {} : { not: {} } } : {}),
    components: { schemas: Object.fromEntries(models) },
  };
  try {
    return ajv.compile(root);
  } catch (error) {
    return (error as Error).message;
  }
}

function describe(error: ErrorObject): SchemaMismatch {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        path: `${error.instancePath}/${escape(String(params.missingProperty))}`,
        message: 'is required but missing',
      };
    case 'additionalProperties':
      return {
        path: `${error.instancePath}/${escape(String(params.additionalProperty))}`,
        message: 'is not declared, and the schema allows no other properties',
      };
    default:
      return { path: error.instancePath, message: error.message ?? error.keyword };
  }
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
