import {
  debugRequestSchema,
  type DebugBody,
  type DebugRequest,
  type EndpointData,
  type JsonSchema,
  type KeyValue,
  type MediaType,
  type Parameter,
  type ParameterLocation,
} from '@heron/contract';
import { bodyTypeOf } from '../design/model-utils.js';
import { pathParamNames } from './path-params.js';
import { scriptsFromPostman } from './postman-scripts.js';

/** A blank request (the designer's "New request"): GET, nothing filled in. */
export function blankRequest(): DebugRequest {
  return debugRequestSchema.parse({ method: 'GET', url: '' });
}

/** A value as a field holds it: a string as it is, anything else as JSON. */
function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function schemaExample(schema: JsonSchema | undefined): unknown {
  if (typeof schema !== 'object') return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  return schema.default;
}

/** A parameter's example: its own, its first named one, then its schema's. */
function parameterExample(parameter: Parameter): unknown {
  return parameter.example ?? parameter.examples?.[0]?.value ?? schemaExample(parameter.schema);
}

/** A media type's example: its own, its first named one, then its schema's. */
function mediaExample(media: MediaType): unknown {
  return media.example ?? media.examples[0]?.value ?? schemaExample(media.schema);
}

function rowsIn(data: EndpointData, location: ParameterLocation): KeyValue[] {
  return data.parameters
    .filter((parameter) => parameter.in === location)
    .map((parameter) => {
      const value = fieldText(parameterExample(parameter));
      return {
        key: parameter.name,
        value,
        // An optional parameter with nothing to send starts switched off: sent empty, it would be
        // a value the server may refuse (`?limit=` is not an integer).
        enabled: parameter.required || location === 'path' || value !== '',
        description: parameter.description,
      };
    });
}

function propertiesOf(media: MediaType): Record<string, JsonSchema> {
  return typeof media.schema === 'object' && typeof media.schema.properties === 'object'
    ? (media.schema.properties as Record<string, JsonSchema>)
    : {};
}

/** A property that holds a file (OpenAPI's `format: binary`). */
function isFileProperty(schema: JsonSchema | undefined): boolean {
  return typeof schema === 'object' && (schema.format === 'binary' || schema.format === 'base64');
}

/** Form fields from the schema's properties, each with its example. */
function formFields(media: MediaType): KeyValue[] {
  const example = mediaExample(media);
  const values =
    example !== null && typeof example === 'object' ? (example as Record<string, unknown>) : {};
  const properties = propertiesOf(media);
  const names = [...new Set([...Object.keys(properties), ...Object.keys(values)])];
  return names.map((name) => ({
    key: name,
    value: fieldText(values[name] ?? schemaExample(properties[name])),
    enabled: true,
    description: '',
  }));
}

function bodyOf(data: EndpointData): DebugBody {
  const media = data.requestBody?.content[0];
  if (!media) return { kind: 'none' };
  const example = mediaExample(media);
  switch (bodyTypeOf(media.contentType)) {
    case 'json':
      return {
        kind: 'json',
        text: example === undefined ? '{}' : JSON.stringify(example, null, 2),
      };
    case 'xml':
      return { kind: 'xml', text: fieldText(example) };
    case 'raw':
      return { kind: 'raw', text: fieldText(example), contentType: media.contentType };
    case 'x-www-form-urlencoded':
      return { kind: 'x-www-form-urlencoded', fields: formFields(media) };
    case 'form-data': {
      const properties = propertiesOf(media);
      return {
        kind: 'form-data',
        fields: formFields(media).map((field) =>
          isFileProperty(properties[field.key])
            ? // Off until a file is chosen: an empty file field would keep the request from going.
              { type: 'file' as const, key: field.key, enabled: false, description: '', file: null }
            : { type: 'text' as const, ...field },
        ),
      };
    }
    case 'binary':
      return { kind: 'binary', file: null };
    default:
      return { kind: 'none' };
  }
}

/**
 * The request the Run view of an endpoint starts from: its method and path (relative: the
 * environment's base URL joins it on the server), its parameters with their example values, the
 * body from the first media type's example (`{}` for JSON without one), the auth of the
 * folder or project, and the scripts a Postman collection gave it.
 */
export function requestFromEndpoint(data: EndpointData): DebugRequest {
  const pathRows = rowsIn(data, 'path');
  return debugRequestSchema.parse({
    method: data.method.toUpperCase(),
    url: data.path,
    pathParams: pathParamNames(data.path).map(
      (name) =>
        pathRows.find((row) => row.key === name) ?? {
          key: name,
          value: '',
          enabled: true,
          description: '',
        },
    ),
    query: rowsIn(data, 'query'),
    headers: rowsIn(data, 'header'),
    cookies: rowsIn(data, 'cookie'),
    body: bodyOf(data),
    auth: { type: 'inherit' },
    ...scriptsFromPostman(data.extra),
  });
}
