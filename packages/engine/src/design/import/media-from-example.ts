import type { JsonSchema, MediaType } from '@heron/contract';
import { IMPORT_LIMITS } from '@heron/contract';
import { bodyTypeOf } from '../model-utils.js';
import { checkShape } from '../openapi/check-shape.js';
import { inferSchema } from '../infer-schema.js';
import { parseQuery } from './url-parts.js';

/**
 * Bodies seen in examples (a Postman request, a recorded HAR entry, a curl `--data`) turned into a
 * media type: the example itself plus a schema inferred from it. Shared so that every importer
 * reads a JSON body, a form or a file field the same way.
 */

/** One field of a form body (urlencoded or multipart). */
export interface FormField {
  name: string;
  /** The text, or for a file field the file's name or path ('' when unknown). */
  value: string;
  isFile: boolean;
  description?: string;
  /** A multipart part's own content type. */
  contentType?: string;
  /** Kept on the field's property schema (`x-…` keys), for the way back out. */
  schemaExtra?: Record<string, unknown>;
}

export interface TextMedia {
  media: MediaType;
  /** A JSON content type whose text is not JSON: kept as text, without a schema. */
  isInvalidJson: boolean;
  /** The text is JSON, but nested deeper than an import reads: kept as text, like invalid JSON. */
  isTooDeep?: boolean;
}

/**
 * JSON written inside a source (a body, GraphQL variables): parsed, then checked like a file
 * (IMPORT_LIMITS.maxDepth) before anything walks it. Undefined when it is not JSON; `tooDeep`
 * when it nests deeper than the limit.
 */
export function readJsonText(
  text: string,
): { value: unknown } | { problem: 'syntax' | 'too-deep' } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'syntax' };
  }
  // JSON holds no more values than characters: only the depth can be over.
  if (checkShape(value, IMPORT_LIMITS.maxDepth, text.length + 1) !== null) {
    return { problem: 'too-deep' };
  }
  return { value };
}

/** The warning of a body kept as text because it nests too deep (`what`: "The JSON body"). */
export function tooDeepBodyMessage(what: string): string {
  return `${what} nests deeper than ${IMPORT_LIMITS.maxDepth} levels; it is kept as text, without a schema.`;
}

/** A body given as text, read according to its content type. */
export function mediaFromText(contentType: string, text: string): TextMedia {
  const kind = bodyTypeOf(contentType);
  if (kind === 'json') {
    const read = readJsonText(text);
    if ('value' in read) {
      return {
        media: media(contentType, inferSchema(read.value), read.value),
        isInvalidJson: false,
      };
    }
    const kept: TextMedia = { media: media(contentType, undefined, text), isInvalidJson: true };
    if (read.problem === 'too-deep') kept.isTooDeep = true;
    return kept;
  }
  if (kind === 'x-www-form-urlencoded') {
    const fields = parseQuery(text.trim(), true).map((pair): FormField => ({
      name: pair.name,
      value: pair.value ?? '',
      isFile: false,
    }));
    return { media: formMedia(contentType, fields), isInvalidJson: false };
  }
  if (kind === 'binary') {
    return {
      media: media(contentType, { type: 'string', format: 'binary' }, text),
      isInvalidJson: false,
    };
  }
  return { media: media(contentType, { type: 'string' }, text), isInvalidJson: false };
}

/** A binary body (a file upload, an image) whose bytes are not kept. */
export function binaryMedia(contentType: string): MediaType {
  return media(contentType, { type: 'string', format: 'binary' }, undefined);
}

/**
 * A form body: an object schema with a property per field (file fields are binary strings, a
 * repeated name is an array) and the values as the example.
 */
export function formMedia(contentType: string, fields: readonly FormField[]): MediaType {
  const properties = new Map<string, Record<string, unknown>>();
  const example = new Map<string, string | string[]>();
  const encoding = new Map<string, { contentType: string }>();
  for (const field of fields) {
    const single: Record<string, unknown> = field.isFile
      ? { type: 'string', format: 'binary' }
      : { type: 'string' };
    if (field.description) single.description = field.description;
    if (field.schemaExtra !== undefined) Object.assign(single, field.schemaExtra);
    const previous = example.get(field.name);
    if (previous === undefined) {
      properties.set(field.name, single);
      example.set(field.name, field.value);
    } else {
      const items = properties.get(field.name)!;
      if (items.type !== 'array') properties.set(field.name, { type: 'array', items });
      // The list is made here, so it grows in place: a copy per value is quadratic.
      if (Array.isArray(previous)) previous.push(field.value);
      else example.set(field.name, [previous, field.value]);
    }
    if (field.contentType !== undefined && !encoding.has(field.name)) {
      encoding.set(field.name, { contentType: field.contentType });
    }
  }
  const result = media(
    contentType,
    { type: 'object', properties: Object.fromEntries(properties) },
    Object.fromEntries(example),
  );
  if (encoding.size > 0) result.extra = { encoding: Object.fromEntries(encoding) };
  return result;
}

export function media(
  contentType: string,
  schema: JsonSchema | undefined,
  example: unknown,
): MediaType {
  const result: MediaType = { contentType, examples: [] };
  if (schema !== undefined) result.schema = schema;
  if (example !== undefined) result.example = example;
  return result;
}

/** The part of a content type before its parameters, lower-cased. */
export function essence(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}
