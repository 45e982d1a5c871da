import type { JsonSchema, MediaType } from '@heron/contract';
import { bodyTypeOf } from '../model-utils.js';
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
}

/** A body given as text, read according to its content type. */
export function mediaFromText(contentType: string, text: string): TextMedia {
  const kind = bodyTypeOf(contentType);
  if (kind === 'json') {
    try {
      const value: unknown = JSON.parse(text);
      return { media: media(contentType, inferSchema(value), value), isInvalidJson: false };
    } catch {
      return { media: media(contentType, undefined, text), isInvalidJson: true };
    }
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
      example.set(field.name, [...(Array.isArray(previous) ? previous : [previous]), field.value]);
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
