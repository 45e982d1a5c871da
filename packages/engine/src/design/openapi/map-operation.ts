import {
  ENDPOINT_STATUSES,
  ITEM_NAME_MAX_LENGTH,
  MARKDOWN_MAX_LENGTH,
  PARAMETER_LOCATIONS,
  type EndpointData,
  type EndpointStatus,
  type HttpMethod,
  type MediaType,
  type NamedExample,
  type Parameter,
  type RequestBody,
  type Response,
  type ResponseHeader,
} from '@heron/contract';
import { pathParameterNames } from '../model-utils.js';
import {
  HERON_FOLDER,
  HERON_PARAMETERS_EXTRA,
  HERON_RESPONSES_EXTRA,
  HERON_STATUS,
} from './heron-extensions.js';
import { put, restOf, type JsonObject } from './json-value.js';
import { MappingContext } from './mapping-context.js';
import type { Trail } from './structure-reader.js';

const RESPONSE_STATUS = /^([1-5]([0-9]{2}|XX)|default)$/;
const LOCATION_SET = new Set<string>(PARAMETER_LOCATIONS);
const STATUS_SET = new Set<string>(ENDPOINT_STATUSES);

/** Fields each object's mapping takes; the rest goes to `extra`. */
const PARAMETER_FIELDS = new Set([
  'name',
  'in',
  'required',
  'description',
  'deprecated',
  'schema',
  'example',
  'examples',
]);
const EXAMPLE_FIELDS = new Set(['summary', 'description', 'value', 'externalValue']);
const MEDIA_FIELDS = new Set(['schema', 'example', 'examples']);
const BODY_FIELDS = new Set(['required', 'description', 'content']);
const RESPONSE_FIELDS = new Set(['description', 'headers', 'content']);
const HEADER_FIELDS = new Set(['description', 'required', 'deprecated', 'schema', 'example']);

export interface ParameterList {
  parameters: Parameter[];
  /** Parameters the model cannot hold, kept as written. */
  unsupported: unknown[];
}
export const NO_PARAMETERS: ParameterList = { parameters: [], unsupported: [] };

/** An endpoint before it has a key: its folder is still a path of names. */
export interface EndpointDraft {
  name: string;
  data: EndpointData;
  folderPath: string[];
}

/** Maps operations, and the parameters, bodies, responses and examples in them, to endpoints. */
export class OperationMapper extends MappingContext {
  protected parameterList(owner: JsonObject, trail: Trail): ParameterList {
    const list = this.reader.array(owner, 'parameters', trail);
    const parameters: Parameter[] = [];
    const unsupported: unknown[] = [];
    list?.forEach((value, index) => {
      const parameter = this.mapParameter(value, [...trail, 'parameters', index]);
      if (parameter === 'unsupported') unsupported.push(value);
      else if (parameter !== null) parameters.push(parameter);
    });
    return { parameters, unsupported };
  }

  protected mapOperation(
    path: string,
    method: HttpMethod,
    value: unknown,
    trail: Trail,
    sharedList: ParameterList,
  ): EndpointDraft | null {
    const { reader } = this;
    const operation = reader.object(value, 'An operation', trail);
    if (operation === null) return null;

    const tags = reader.stringList(operation, 'tags', trail) ?? [];
    tags.forEach((tag, index) => {
      if (tag === '' || tag.length > ITEM_NAME_MAX_LENGTH) {
        reader.error('INVALID_NAME', `A tag must have 1 to ${ITEM_NAME_MAX_LENGTH} characters.`, [
          ...trail,
          'tags',
          index,
        ]);
      }
    });
    const summary = reader.string(operation, 'summary', trail);
    const description = this.text(operation, 'description', trail, MARKDOWN_MAX_LENGTH) ?? '';
    const operationId = this.text(operation, 'operationId', trail, 500);
    const deprecated = reader.boolean(operation, 'deprecated', trail);

    const own = this.parameterList(operation, trail);
    const ownKeys = new Set(own.parameters.map((p) => `${p.in}\u0000${p.name}`));
    const seen = new Set<string>();
    own.parameters.forEach((p) => {
      const key = `${p.in}\u0000${p.name}`;
      if (seen.has(key)) {
        reader.warning(
          'DUPLICATE_PARAMETER',
          `The ${p.in} parameter "${p.name}" is declared twice.`,
          [...trail, 'parameters'],
        );
      }
      seen.add(key);
    });
    const parameters = [
      ...sharedList.parameters.filter((p) => !ownKeys.has(`${p.in}\u0000${p.name}`)),
      ...own.parameters,
    ];

    let requestBody: RequestBody | null = null;
    if (Object.hasOwn(operation, 'requestBody')) {
      requestBody = this.mapRequestBody(operation.requestBody, [...trail, 'requestBody']);
    }
    const responses: Response[] = [];
    const oddResponses: JsonObject = {};
    if (!Object.hasOwn(operation, 'responses')) {
      if (this.input.strict30) reader.required(operation, 'responses', 'An operation', trail);
    } else {
      const map = reader.map(operation, 'responses', trail);
      if (map !== undefined) {
        for (const [status, response] of Object.entries(map)) {
          const at = [...trail, 'responses', status];
          if (status.startsWith('x-')) {
            put(oddResponses, status, response);
          } else if (!RESPONSE_STATUS.test(status)) {
            reader.warning(
              'INVALID_STATUS',
              `"${status}" is not a response status (like 200, 4XX or default); the response is kept as an extension.`,
              at,
            );
            put(oddResponses, status, response);
          } else {
            const mapped = this.mapResponse(status, response, at);
            if (mapped !== null) responses.push(mapped);
          }
        }
      }
    }
    const security = this.security(operation, trail);
    if (Object.hasOwn(operation, 'callbacks')) this.noteKept('callbacks', [...trail, 'callbacks']);

    // The status: ours when written; else deprecated; else designing.
    let status: EndpointStatus = 'designing';
    let statusTaken = false;
    let statusRead = false;
    const heronStatus = operation[HERON_STATUS];
    if (Object.hasOwn(operation, HERON_STATUS)) {
      if (typeof heronStatus === 'string' && STATUS_SET.has(heronStatus)) {
        status = heronStatus as EndpointStatus;
        statusRead = true;
      } else {
        reader.warning(
          'INVALID_STATUS',
          `"${HERON_STATUS}" must be one of ${ENDPOINT_STATUSES.join(', ')}; it is ignored.`,
          [...trail, HERON_STATUS],
        );
      }
      // Heron's own extension: read, or ignored when it means nothing; never kept as written.
      statusTaken = true;
    }
    let deprecatedTaken = false;
    if (!statusRead && deprecated !== undefined) {
      if (deprecated) status = 'deprecated';
      deprecatedTaken = true;
    }
    let folderPath: string[] = tags.length > 0 ? [tags[0]!] : [];
    const folderTaken = Object.hasOwn(operation, HERON_FOLDER);
    if (folderTaken) {
      const path = this.folderPath(operation[HERON_FOLDER], [...trail, HERON_FOLDER]);
      if (path !== null) folderPath = path;
    }

    const taken = new Set([
      'tags',
      'summary',
      'description',
      'operationId',
      'parameters',
      'requestBody',
      'responses',
      'security',
    ]);
    if (statusTaken) taken.add(HERON_STATUS);
    if (deprecatedTaken) taken.add('deprecated');
    if (folderTaken) taken.add(HERON_FOLDER);
    const extra = restOf(operation, taken) ?? {};
    const unsupported = [...sharedList.unsupported, ...own.unsupported];
    if (unsupported.length > 0) extra[HERON_PARAMETERS_EXTRA] = unsupported;
    if (Object.keys(oddResponses).length > 0) extra[HERON_RESPONSES_EXTRA] = oddResponses;

    const declared = parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const inPath = pathParameterNames(path);
    for (const name of inPath) {
      if (!declared.includes(name)) {
        reader.warning(
          'PATH_PARAMETER',
          `The path has "{${name}}" but the operation declares no path parameter "${name}".`,
          trail,
        );
      }
    }
    for (const name of declared) {
      if (!inPath.includes(name)) {
        reader.warning(
          'PATH_PARAMETER',
          `The path parameter "${name}" does not appear in the path "${path}".`,
          trail,
        );
      }
    }

    const data: EndpointData = {
      method,
      path,
      status,
      ownerId: null,
      tags,
      description,
      operationId: operationId ?? null,
      parameters,
      requestBody,
      responses,
      security,
    };
    if (Object.keys(extra).length > 0) data.extra = extra;
    const name =
      summary !== undefined && summary !== ''
        ? summary
        : (operationId ?? `${method.toUpperCase()} ${path}`);
    this.operationTrails.set(data, trail);
    return { name, data, folderPath };
  }

  protected readonly operationTrails = new Map<EndpointData, Trail>();

  protected checkOperationIds(endpoints: EndpointDraft[]): void {
    const seen = new Set<string>();
    for (const { data } of endpoints) {
      if (data.operationId === null) continue;
      if (seen.has(data.operationId)) {
        this.reader.warning(
          'DUPLICATE_OPERATION_ID',
          `The operationId "${data.operationId}" is used by more than one operation.`,
          [...(this.operationTrails.get(data) ?? []), 'operationId'],
        );
      }
      seen.add(data.operationId);
    }
  }

  protected mapParameter(value: unknown, trail: Trail): Parameter | 'unsupported' | null {
    const { reader } = this;
    const resolved = this.resolve(value, trail, 'A parameter');
    if (resolved === null) return null;
    const at = resolved.trail;
    const raw = reader.object(resolved.value, 'A parameter', at);
    if (raw === null) return null;
    const location = reader.string(raw, 'in', at);
    if (!Object.hasOwn(raw, 'in')) reader.required(raw, 'in', 'A parameter', at);
    if (location === 'querystring' && this.input.is32) {
      reader.unsupported(
        'OAS32_FEATURE',
        'An OpenAPI 3.2 "querystring" parameter is not modelled yet; it is kept as an extension and exported again.',
        [...at, 'in'],
      );
      return 'unsupported';
    }
    const name = this.itemName(raw, 'name', at, 'A parameter');
    if (location === undefined || name === undefined) return null;
    if (!LOCATION_SET.has(location)) {
      reader.error(
        'INVALID_VALUE',
        `A parameter's "in" must be path, query, header or cookie, not "${location}".`,
        [...at, 'in'],
      );
      return null;
    }
    const parameter: Parameter = {
      name,
      in: location as Parameter['in'],
      required: reader.boolean(raw, 'required', at) ?? false,
      description:
        resolved.siblings?.description !== undefined &&
        typeof resolved.siblings.description === 'string'
          ? resolved.siblings.description
          : (this.text(raw, 'description', at, MARKDOWN_MAX_LENGTH) ?? ''),
    };
    const deprecated = reader.boolean(raw, 'deprecated', at);
    if (deprecated !== undefined) parameter.deprecated = deprecated;
    const schema = this.schema(raw, 'schema', at);
    if (schema !== undefined) parameter.schema = schema;
    if (Object.hasOwn(raw, 'example')) parameter.example = raw.example;
    if (Object.hasOwn(raw, 'examples')) {
      const examples = this.examples(raw, at);
      if (examples !== undefined) parameter.examples = examples;
    }
    const extra = restOf(raw, PARAMETER_FIELDS);
    if (extra !== undefined) parameter.extra = extra;
    return parameter;
  }

  protected examples(owner: JsonObject, trail: Trail): NamedExample[] | undefined {
    const map = this.reader.map(owner, 'examples', trail);
    if (map === undefined) return undefined;
    const examples: NamedExample[] = [];
    for (const [name, value] of Object.entries(map)) {
      const at = [...trail, 'examples', name];
      if (name === '' || name.length > 200) {
        this.reader.error('INVALID_NAME', 'An example name must have 1 to 200 characters.', at);
        continue;
      }
      const resolved = this.resolve(value, at, 'An example');
      if (resolved === null) continue;
      const raw = this.reader.object(resolved.value, 'An example', resolved.trail);
      if (raw === null) continue;
      this.note32('example', raw, resolved.trail);
      const example: NamedExample = { name };
      const summary =
        typeof resolved.siblings?.summary === 'string'
          ? resolved.siblings.summary
          : this.reader.string(raw, 'summary', resolved.trail);
      if (summary !== undefined) example.summary = summary;
      const description =
        typeof resolved.siblings?.description === 'string'
          ? resolved.siblings.description
          : this.reader.string(raw, 'description', resolved.trail);
      if (description !== undefined) example.description = description;
      if (Object.hasOwn(raw, 'value')) example.value = raw.value;
      const externalValue = this.reader.string(raw, 'externalValue', resolved.trail);
      if (externalValue !== undefined) example.externalValue = externalValue;
      const extra = restOf(raw, EXAMPLE_FIELDS);
      if (extra !== undefined) example.extra = extra;
      examples.push(example);
    }
    return examples;
  }

  protected content(owner: JsonObject, trail: Trail): MediaType[] | undefined {
    const map = this.reader.map(owner, 'content', trail);
    if (map === undefined) return undefined;
    const content: MediaType[] = [];
    for (const [contentType, value] of Object.entries(map)) {
      const at = [...trail, 'content', contentType];
      if (contentType === '' || contentType.length > 200) {
        this.reader.error('INVALID_NAME', 'A content type must have 1 to 200 characters.', at);
        continue;
      }
      const resolved = this.resolve(value, at, 'A media type');
      if (resolved === null) continue;
      const raw = this.reader.object(resolved.value, 'A media type', resolved.trail);
      if (raw === null) continue;
      this.note32('mediaType', raw, resolved.trail);
      const media: MediaType = { contentType, examples: this.examples(raw, resolved.trail) ?? [] };
      const schema = this.schema(raw, 'schema', resolved.trail);
      if (schema !== undefined) media.schema = schema;
      if (Object.hasOwn(raw, 'example')) media.example = raw.example;
      const extra = restOf(raw, MEDIA_FIELDS);
      if (extra !== undefined) media.extra = extra;
      content.push(media);
    }
    return content;
  }

  protected mapRequestBody(value: unknown, trail: Trail): RequestBody | null {
    const resolved = this.resolve(value, trail, 'A request body');
    if (resolved === null) return null;
    const at = resolved.trail;
    const raw = this.reader.object(resolved.value, 'A request body', at);
    if (raw === null) return null;
    if (!Object.hasOwn(raw, 'content')) this.reader.required(raw, 'content', 'A request body', at);
    const body: RequestBody = {
      required: this.reader.boolean(raw, 'required', at) ?? false,
      description:
        typeof resolved.siblings?.description === 'string'
          ? resolved.siblings.description
          : (this.text(raw, 'description', at, MARKDOWN_MAX_LENGTH) ?? ''),
      content: this.content(raw, at) ?? [],
    };
    const extra = restOf(raw, BODY_FIELDS);
    if (extra !== undefined) body.extra = extra;
    return body;
  }

  protected mapResponse(status: string, value: unknown, trail: Trail): Response | null {
    const resolved = this.resolve(value, trail, 'A response');
    if (resolved === null) return null;
    const at = resolved.trail;
    const raw = this.reader.object(resolved.value, 'A response', at);
    if (raw === null) return null;
    this.note32('response', raw, at);
    const response: Response = {
      status,
      description:
        typeof resolved.siblings?.description === 'string'
          ? resolved.siblings.description
          : (this.text(raw, 'description', at, MARKDOWN_MAX_LENGTH) ?? ''),
      headers: [],
      content: this.content(raw, at) ?? [],
    };
    if (Object.hasOwn(raw, 'links')) this.noteKept('links', [...at, 'links']);
    const headers = this.reader.map(raw, 'headers', at);
    if (headers !== undefined) {
      for (const [name, header] of Object.entries(headers)) {
        const mapped = this.mapHeader(name, header, [...at, 'headers', name]);
        if (mapped !== null) response.headers.push(mapped);
      }
    }
    const extra = restOf(raw, RESPONSE_FIELDS);
    if (extra !== undefined) response.extra = extra;
    return response;
  }

  protected mapHeader(name: string, value: unknown, trail: Trail): ResponseHeader | null {
    if (name === '' || name.length > 200) {
      this.reader.error('INVALID_NAME', 'A header name must have 1 to 200 characters.', trail);
      return null;
    }
    const resolved = this.resolve(value, trail, 'A header');
    if (resolved === null) return null;
    const at = resolved.trail;
    const raw = this.reader.object(resolved.value, 'A header', at);
    if (raw === null) return null;
    const header: ResponseHeader = {
      name,
      description:
        typeof resolved.siblings?.description === 'string'
          ? resolved.siblings.description
          : (this.text(raw, 'description', at, MARKDOWN_MAX_LENGTH) ?? ''),
      required: this.reader.boolean(raw, 'required', at) ?? false,
    };
    const deprecated = this.reader.boolean(raw, 'deprecated', at);
    if (deprecated !== undefined) header.deprecated = deprecated;
    const schema = this.schema(raw, 'schema', at);
    if (schema !== undefined) header.schema = schema;
    if (Object.hasOwn(raw, 'example')) header.example = raw.example;
    const extra = restOf(raw, HEADER_FIELDS);
    if (extra !== undefined) header.extra = extra;
    return header;
  }
}
