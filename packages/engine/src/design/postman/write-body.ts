import type { JsonSchema, MediaType } from '@heron/contract';
import { isRecord } from '../import/import-context.js';
import { bodyTypeOf } from '../model-utils.js';
import { defaultRawOptions, GRAPHQL_MODE_EXTRA } from './postman-body.js';
import { fromPostmanExtra } from './postman-url.js';
import { sampleFromSchema } from './sample-from-schema.js';

/** Writing bodies as Postman keeps them: the mirror of postman-body.ts. */

type Json = Record<string, unknown>;

/**
 * The Postman body for a media type, and whether the request needs a Content-Type header for it
 * (form and GraphQL bodies carry their type in their mode).
 */
export function writeBody(
  media: MediaType,
  models: ReadonlyMap<string, JsonSchema>,
): { body: Json; contentTypeHeader: boolean } {
  const extra = { ...media.extra };
  const options = extra['x-postman-options'];
  const bodyFields = Object.fromEntries(
    Object.entries(extra)
      .filter(([key]) => key.startsWith('x-postman-body-'))
      .map(([key, value]) => [key.slice('x-postman-body-'.length), value]),
  );
  const kind = bodyTypeOf(media.contentType);
  const type = media.contentType.split(';')[0]!.trim().toLowerCase();
  const example = media.example;

  if (extra[GRAPHQL_MODE_EXTRA] === 'graphql') {
    const value = isRecord(example) ? example : {};
    const variables = value.variables;
    const body: Json = {
      mode: 'graphql',
      graphql: {
        query: typeof value.query === 'string' ? value.query : '',
        variables:
          variables === undefined
            ? ''
            : typeof variables === 'string'
              ? variables
              : JSON.stringify(variables, null, 2),
      },
    };
    if (options !== undefined) body.options = options;
    return { body: { ...body, ...bodyFields }, contentTypeHeader: type !== 'application/json' };
  }
  const properties =
    isRecord(media.schema) && isRecord(media.schema.properties)
      ? media.schema.properties
      : undefined;
  if (
    (kind === 'form-data' || kind === 'x-www-form-urlencoded') &&
    (isRecord(example) || (example === undefined && properties !== undefined))
  ) {
    const mode = kind === 'form-data' ? 'formdata' : 'urlencoded';
    const body: Json = { mode, [mode]: formEntries(media, kind === 'form-data', models) };
    if (options !== undefined) body.options = options;
    const plain =
      kind === 'form-data' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
    return {
      body: { ...body, ...bodyFields },
      contentTypeHeader: type !== plain || media.contentType.includes(';'),
    };
  }
  if (kind === 'binary' && example === undefined) {
    const body: Json = { mode: 'file' };
    if (extra['x-postman-file'] !== undefined) body.file = extra['x-postman-file'];
    if (options !== undefined) body.options = options;
    return { body: { ...body, ...bodyFields }, contentTypeHeader: true };
  }
  const body: Json = {
    mode: 'raw',
    raw: bodyText(media.contentType, exampleOrSample(media, models), media.schema),
    options: options ?? defaultRawOptions(media.contentType),
  };
  return { body: { ...body, ...bodyFields }, contentTypeHeader: true };
}

/** What to write for a media type: its example, a named one, else a sample of its schema. */
export function exampleOrSample(
  media: MediaType,
  models: ReadonlyMap<string, JsonSchema>,
): unknown {
  if (media.example !== undefined) return media.example;
  const named = media.examples.find((example) => example.value !== undefined);
  if (named !== undefined) return named.value;
  if (media.schema !== undefined) return sampleFromSchema(media.schema, models);
  return undefined;
}

function formEntries(
  media: MediaType,
  isMultipart: boolean,
  models: ReadonlyMap<string, JsonSchema>,
): Json[] {
  const schema = isRecord(media.schema) ? media.schema : {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const example = isRecord(media.example) ? media.example : undefined;
  const encoding = isRecord(media.extra?.encoding) ? media.extra.encoding : {};
  const names = [...new Set([...Object.keys(properties), ...Object.keys(example ?? {})])];
  const entries: Json[] = [];
  for (const name of names) {
    const property = isRecord(properties[name]) ? properties[name] : {};
    const field = property.type === 'array' && isRecord(property.items) ? property.items : property;
    const isFile = isMultipart && field.format === 'binary';
    const value =
      example !== undefined && name in example
        ? example[name]
        : sampleFromSchema(property as JsonSchema, models);
    const values = Array.isArray(value) ? value : [value];
    values.forEach((one, index) => {
      const text = textOf(one) ?? '';
      const entry: Json = { key: name };
      if (isFile) {
        entry.type = 'file';
        entry.src = text;
      } else {
        entry.value = text;
        entry.type = 'text';
      }
      if (index === 0 && typeof field.description === 'string' && field.description !== '') {
        entry.description = field.description;
      }
      const part = encoding[name];
      if (isRecord(part) && typeof part.contentType === 'string')
        entry.contentType = part.contentType;
      Object.assign(entry, fromPostmanExtra(field));
      entries.push(entry);
    });
  }
  return entries;
}

/**
 * A body value as the text Postman keeps. A JSON content type writes JSON, except for text that
 * was not valid JSON when imported (kept as written): such text does not parse, and was not a
 * string value of the schema.
 */
export function bodyText(
  contentType: string,
  value: unknown,
  schema: JsonSchema | undefined,
): string {
  if (value === undefined) return '';
  if (bodyTypeOf(contentType) === 'json') {
    if (typeof value !== 'string') return JSON.stringify(value, null, 2);
    const isStringSchema =
      isRecord(schema) &&
      (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')));
    return parsesAsJson(value) || isStringSchema ? JSON.stringify(value) : value;
  }
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** A parameter or header value as Postman text. */
export function textOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  return JSON.stringify(value);
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
