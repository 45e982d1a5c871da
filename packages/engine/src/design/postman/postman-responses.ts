import type { MediaType, NamedExample, Response, ResponseHeader } from '@heron/contract';
import type { ImportContext } from '../import/import-context.js';
import { asText, isRecord } from '../import/import-context.js';
import { readJsonText } from '../import/media-from-example.js';
import { numberedName } from '../import/numbered-name.js';
import { inferSchemaFromExamples } from '../infer-schema.js';
import { bodyTypeOf } from '../model-utils.js';
import { descriptionText, postmanExtra } from './postman-url.js';

/**
 * Postman saved responses ("examples") become responses: one per status code, each saved response
 * a named example of its content type, the headers merged per status (the first value is the
 * example), and a schema inferred from all JSON examples of a content type.
 */

/** Saved responses with neither a body nor a content type, kept by name. */
export const BODILESS_EXTRA = 'x-postman-bodiless-responses';

const PREVIEW_LANGUAGES: Record<string, string> = {
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  text: 'text/plain',
  javascript: 'application/javascript',
};

const SAVED_RESPONSE_FIELDS = new Set(['name', 'code', 'status', 'header', 'body']);

interface StatusGroup {
  response: Response;
  headers: Map<string, ResponseHeader>;
  media: Map<string, { media: MediaType; values: unknown[] }>;
  bodiless: Array<Record<string, unknown>>;
  names: Set<string>;
}

export function readSavedResponses(
  list: unknown,
  pointer: string,
  context: ImportContext,
): Response[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    context.warning('POSTMAN_RESPONSES', 'The saved responses are not a list; they were skipped.', {
      pointer,
    });
    return [];
  }
  const groups = new Map<string, StatusGroup>();
  list.forEach((saved, index) => {
    if (!isRecord(saved)) {
      context.warning('POSTMAN_RESPONSE', 'A saved response is not an object; it was skipped.', {
        pointer: `${pointer}/${index}`,
      });
      return;
    }
    const code = saved.code;
    const status =
      typeof code === 'number' && Number.isInteger(code) && code >= 100 && code <= 599
        ? String(code)
        : 'default';
    let group = groups.get(status);
    if (group === undefined) {
      group = {
        response: {
          status,
          description: asText(saved.status) ?? '',
          headers: [],
          content: [],
        },
        headers: new Map(),
        media: new Map(),
        bodiless: [],
        names: new Set(),
      };
      groups.set(status, group);
    }

    let contentType: string | undefined;
    for (const header of headerList(saved.header)) {
      if (header.name.toLowerCase() === 'content-type') {
        contentType ??= header.value || undefined;
        continue;
      }
      const key = header.name.toLowerCase();
      const existing = group.headers.get(key);
      if (existing === undefined) {
        const entry: ResponseHeader = {
          name: header.name,
          description: header.description,
          required: false,
          schema: { type: 'string' },
        };
        if (header.value !== '') entry.example = header.value;
        group.headers.set(key, entry);
      } else if (existing.example === undefined && header.value !== '') {
        existing.example = header.value;
      }
    }

    const body = asText(saved.body) ?? '';
    const preview = saved._postman_previewlanguage;
    contentType ??= typeof preview === 'string' ? PREVIEW_LANGUAGES[preview] : undefined;
    if (contentType === undefined && body !== '') contentType = 'text/plain';
    if (contentType !== undefined && contentType.length > 200)
      contentType = contentType.slice(0, 200);

    const name = uniqueName(group.names, asText(saved.name) ?? '', group.names.size + 1);
    const extra = postmanExtra(saved, SAVED_RESPONSE_FIELDS);
    if (contentType === undefined) {
      group.bodiless.push({ name, ...extra });
      return;
    }
    let slot = group.media.get(contentType);
    if (slot === undefined) {
      slot = { media: { contentType, examples: [] }, values: [] };
      group.media.set(contentType, slot);
    }
    const example: NamedExample = { name };
    if (body !== '') {
      if (bodyTypeOf(contentType) === 'json') {
        // JSON nested deeper than an import reads stays text, as invalid JSON does.
        const read = readJsonText(body);
        if ('value' in read) {
          example.value = read.value;
          slot.values.push(read.value);
        } else {
          example.value = body;
        }
      } else {
        example.value = body;
      }
    }
    if (extra !== undefined) example.extra = extra;
    slot.media.examples.push(example);
  });

  return [...groups.values()].map((group) => {
    group.response.headers = [...group.headers.values()];
    group.response.content = [...group.media.values()].map(({ media, values }) => {
      const kind = bodyTypeOf(media.contentType);
      if (kind === 'json') {
        if (values.length > 0) media.schema = inferSchemaFromExamples(values);
      } else if (kind === 'binary') {
        media.schema = { type: 'string', format: 'binary' };
      } else {
        media.schema = { type: 'string' };
      }
      return media;
    });
    if (group.bodiless.length > 0) group.response.extra = { [BODILESS_EXTRA]: group.bodiless };
    return group.response;
  });
}

/** Postman headers: a list of `{key, value, description}` or `Name: value` lines. */
export function headerList(
  headers: unknown,
): Array<{ name: string; value: string; description: string; entry: Record<string, unknown> }> {
  const result: Array<{
    name: string;
    value: string;
    description: string;
    entry: Record<string, unknown>;
  }> = [];
  if (typeof headers === 'string') {
    for (const line of headers.split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      result.push({ name, value, description: '', entry: { key: name, value } });
    }
    return result;
  }
  if (!Array.isArray(headers)) return result;
  for (const header of headers) {
    if (!isRecord(header)) continue;
    const name = (asText(header.key) ?? asText(header.name) ?? '').trim();
    if (name === '' || name.length > 200) continue;
    result.push({
      name,
      value: asText(header.value) ?? '',
      description: descriptionText(header.description),
      entry: header,
    });
  }
  return result;
}

/** A name not used yet in the set (`Cookies`, `Cookies (2)` …), at most 200 characters. */
export function uniqueName(used: Set<string>, wanted: string, fallbackNumber: number): string {
  const base = (wanted.trim() === '' ? `Example ${fallbackNumber}` : wanted).slice(0, 190);
  return numberedName(used, base, (n) => `${base} (${n})`);
}
