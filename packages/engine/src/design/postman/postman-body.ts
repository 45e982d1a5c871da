import type { MediaType } from '@heron/contract';
import type { ImportContext } from '../import/import-context.js';
import { asText, isRecord } from '../import/import-context.js';
import type { FormField } from '../import/media-from-example.js';
import {
  binaryMedia,
  formMedia,
  media,
  mediaFromText,
  readJsonText,
  tooDeepBodyMessage,
} from '../import/media-from-example.js';
import { inferSchema } from '../infer-schema.js';
import { bodyTypeOf } from '../model-utils.js';
import { deepEqual } from './heron-extension.js';
import { descriptionText, postmanExtra } from './postman-url.js';

/**
 * A Postman request body (`raw`, `urlencoded`, `formdata`, `file`, `graphql`) as a media type.
 * Its content type is the request's Content-Type header, else what the body mode implies.
 */

/** Marks a media type that came from a GraphQL body, so it goes back out as one. */
export const GRAPHQL_MODE_EXTRA = 'x-postman-mode';

/** The content type each raw-body language of Postman stands for. */
export const RAW_LANGUAGES: Record<string, string> = {
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  javascript: 'application/javascript',
  text: 'text/plain',
};

/** The raw-body language Postman shows for a content type. */
export function rawLanguageOf(contentType: string): string {
  const kind = bodyTypeOf(contentType);
  if (kind === 'json') return 'json';
  if (kind === 'xml') return 'xml';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/html') return 'html';
  if (type === 'application/javascript' || type === 'text/javascript') return 'javascript';
  return 'text';
}

/** The `options` a raw body of this content type has when nothing special was chosen. */
export function defaultRawOptions(contentType: string): Record<string, unknown> {
  return { raw: { language: rawLanguageOf(contentType) } };
}

const BODY_FIELDS = new Set([
  'mode',
  'raw',
  'urlencoded',
  'formdata',
  'file',
  'graphql',
  'options',
]);
const FORM_FIELDS = new Set(['key', 'value', 'src', 'description', 'contentType', 'type']);

export function readPostmanBody(
  body: unknown,
  contentTypeHeader: string | undefined,
  pointer: string,
  context: ImportContext,
): MediaType | null {
  if (!isRecord(body)) return null;
  const mode = body.mode;
  let result: MediaType | null = null;
  switch (mode) {
    case undefined:
      return null;
    case 'raw': {
      const raw = asText(body.raw) ?? '';
      const language =
        isRecord(body.options) && isRecord(body.options.raw)
          ? body.options.raw.language
          : undefined;
      const contentType =
        contentTypeHeader ?? (typeof language === 'string' ? RAW_LANGUAGES[language] : undefined);
      if (raw === '') {
        if (contentTypeHeader === undefined) return null;
        result = media(contentTypeHeader, undefined, undefined);
        break;
      }
      const read = mediaFromText(contentType ?? 'text/plain', raw);
      if (read.isTooDeep === true) {
        context.warning('TOO_DEEP', tooDeepBodyMessage('The JSON body'), {
          pointer: `${pointer}/raw`,
        });
      } else if (read.isInvalidJson) {
        context.warning(
          'INVALID_JSON_BODY',
          'The JSON body is not valid JSON (it may hold Postman variables); it is kept as text, without a schema.',
          { pointer: `${pointer}/raw` },
        );
      }
      result = read.media;
      if (
        isRecord(body.options) &&
        !deepEqual(body.options, defaultRawOptions(result.contentType))
      ) {
        result.extra = { ...result.extra, 'x-postman-options': body.options };
      }
      break;
    }
    case 'urlencoded':
    case 'formdata': {
      const entries = Array.isArray(body[mode]) ? (body[mode] as unknown[]) : [];
      const fields = entries.flatMap((entry) => formField(entry, mode === 'formdata'));
      if (fields.length === 0) return null;
      const fallback =
        mode === 'formdata' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
      result = formMedia(contentTypeHeader ?? fallback, fields);
      if (isRecord(body.options))
        result.extra = { ...result.extra, 'x-postman-options': body.options };
      break;
    }
    case 'file': {
      result = binaryMedia(contentTypeHeader ?? 'application/octet-stream');
      if (body.file !== undefined) result.extra = { 'x-postman-file': body.file };
      if (isRecord(body.options))
        result.extra = { ...result.extra, 'x-postman-options': body.options };
      break;
    }
    case 'graphql': {
      const graphql = isRecord(body.graphql) ? body.graphql : {};
      const example: Record<string, unknown> = { query: asText(graphql.query) ?? '' };
      const variables = graphql.variables;
      if (typeof variables === 'string' && variables.trim() !== '') {
        const read = readJsonText(variables);
        example.variables = 'value' in read ? read.value : variables;
      } else if (variables !== undefined && typeof variables !== 'string') {
        example.variables = variables;
      }
      result = media(contentTypeHeader ?? 'application/json', inferSchema(example), example);
      result.extra = { [GRAPHQL_MODE_EXTRA]: 'graphql' };
      if (isRecord(body.options)) result.extra['x-postman-options'] = body.options;
      break;
    }
    default:
      context.unsupported(
        'POSTMAN_BODY_MODE',
        `The body mode ${JSON.stringify(mode)} is not known; the body was not imported.`,
        { pointer: `${pointer}/mode` },
      );
      return null;
  }
  const kept = postmanExtra(body, BODY_FIELDS);
  if (kept !== undefined) {
    result.extra = {
      ...result.extra,
      ...Object.fromEntries(
        Object.entries(kept).map(([key, value]) => [
          key.replace(/^x-postman-/, 'x-postman-body-'),
          value,
        ]),
      ),
    };
  }
  return result;
}

function formField(entry: unknown, isMultipart: boolean): FormField[] {
  if (!isRecord(entry)) return [];
  const name = asText(entry.key);
  if (name === undefined || name === '') return [];
  const isFile = isMultipart && entry.type === 'file';
  let value = asText(entry.value) ?? '';
  if (isFile) {
    const src = Array.isArray(entry.src) ? entry.src.find((s) => typeof s === 'string') : entry.src;
    value = typeof src === 'string' ? src : '';
  }
  const field: FormField = { name, value, isFile };
  const description = descriptionText(entry.description);
  if (description !== '') field.description = description;
  const contentType = asText(entry.contentType);
  if (contentType) field.contentType = contentType;
  const extra = postmanExtra(entry, FORM_FIELDS);
  if (extra !== undefined) field.schemaExtra = extra;
  return [field];
}
