import {
  designBundleSchema,
  endpointDataSchema,
  type BundleEndpoint,
  type DesignBundle,
  type DesignMeta,
  type DocChange,
  type EndpointData,
  type HttpMethod,
  type JsonSchema,
  type Parameter,
  type Response,
} from '@heron/contract';
import { diffDesigns } from '../diff-designs.js';

/** Terse designs for the changelog's tests; every field not given takes the model's default. */

type EndpointInput = Omit<Partial<EndpointData>, 'parameters' | 'responses' | 'requestBody'> & {
  name?: string;
  parameters?: Partial<Parameter>[];
  responses?: Partial<Response>[];
  requestBody?: EndpointData['requestBody'] | Record<string, unknown>;
};

export function endpoint(
  method: HttpMethod,
  path: string,
  input: EndpointInput = {},
): BundleEndpoint {
  const { name, ...data } = input;
  return {
    key: `${method} ${path}`,
    folderKey: null,
    name: name ?? `${method.toUpperCase()} ${path}`,
    data: endpointDataSchema.parse({ method, path, ...data }),
  };
}

export interface DesignInput {
  endpoints?: BundleEndpoint[];
  models?: Record<string, JsonSchema>;
  docs?: { name: string; content: string; folder?: string }[];
  folders?: { key: string; name: string; parentKey?: string }[];
  meta?: Partial<DesignMeta> & Record<string, unknown>;
}

export function design(input: DesignInput = {}): DesignBundle {
  return designBundleSchema.parse({
    meta: input.meta ?? {},
    folders: (input.folders ?? []).map((folder) => ({
      key: folder.key,
      parentKey: folder.parentKey ?? null,
      section: 'api',
      name: folder.name,
      data: {},
    })),
    endpoints: input.endpoints ?? [],
    models: Object.entries(input.models ?? {}).map(([name, schema]) => ({
      key: `model:${name}`,
      folderKey: null,
      name,
      data: { schema },
    })),
    docs: (input.docs ?? []).map((doc) => ({
      key: `doc:${doc.folder ?? ''}/${doc.name}`,
      folderKey: doc.folder ?? null,
      name: doc.name,
      data: { content: doc.content },
    })),
  });
}

export function ref(model: string): JsonSchema {
  return { $ref: `#/components/schemas/${model}` };
}

export function object(
  properties: Record<string, JsonSchema>,
  required: string[] = [],
  more: Record<string, unknown> = {},
): JsonSchema {
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), ...more };
}

/** A JSON body (request or response content). */
export function json(schema: JsonSchema): { contentType: string; schema: JsonSchema } {
  return { contentType: 'application/json', schema };
}

/** A response with a JSON body. */
export function ok(schema: JsonSchema, status = '200'): Partial<Response> {
  return { status, content: [{ ...json(schema), examples: [] }] };
}

/** The same endpoint before and after, each with a JSON response of the schema given. */
export function responseDiff(before: JsonSchema, after: JsonSchema): DocChange[] {
  return diffDesigns(
    design({ endpoints: [endpoint('get', '/a', { responses: [ok(before)] })] }),
    design({ endpoints: [endpoint('get', '/a', { responses: [ok(after)] })] }),
  );
}

/** The same endpoint before and after, each with a required JSON request body of the schema. */
export function requestDiff(before: JsonSchema, after: JsonSchema): DocChange[] {
  const body = (schema: JsonSchema) => ({ required: true, content: [json(schema)] });
  return diffDesigns(
    design({ endpoints: [endpoint('post', '/a', { requestBody: body(before) })] }),
    design({ endpoints: [endpoint('post', '/a', { requestBody: body(after) })] }),
  );
}

/** The same model before and after, used by nothing (so judged both ways) unless `uses` says. */
export function modelDiff(
  before: JsonSchema,
  after: JsonSchema,
  uses: { request?: boolean; response?: boolean } = {},
): DocChange[] {
  const endpoints: BundleEndpoint[] = [];
  if (uses.request) {
    endpoints.push(endpoint('post', '/m', { requestBody: { content: [json(ref('M'))] } }));
  }
  if (uses.response) endpoints.push(endpoint('get', '/m', { responses: [ok(ref('M'))] }));
  return diffDesigns(
    design({ endpoints, models: { M: before } }),
    design({ endpoints, models: { M: after } }),
  );
}

/** The changes as short lines, for readable expectations: `CODE! location: before → after`. */
export function lines(changes: readonly DocChange[]): string[] {
  return changes.map((change) => {
    const where = change.endpoint
      ? `${change.endpoint.method} ${change.endpoint.path}`
      : (change.item ?? '*');
    const values =
      change.before === null && change.after === null
        ? ''
        : ` ${change.before ?? '∅'} → ${change.after ?? '∅'}`;
    const location = change.location === '' ? '' : ` ${change.location}`;
    return `${change.code}${change.breaking ? '!' : ''} [${where}]${location}${values}`;
  });
}
