import type { DebugBody, FormDataField, KeyValue, RequestFile } from '@heron/contract';
import { asText, isRecord } from '../../design/import/import-context.js';
import { bodyTypeOf } from '../../design/model-utils.js';
import { RAW_LANGUAGES } from '../../design/postman/postman-body.js';
import { descriptionText } from '../../design/postman/postman-url.js';
import { variableText } from './variable-text.js';

/** Reads a file a collection names by `src`; null when it cannot be read. */
export type ReadPostmanFile = (src: string) => RequestFile | null;

export interface RequestBody {
  body: DebugBody;
  /** What could not be kept, each the end of a sentence about the request. */
  problems: string[];
}

/**
 * A Postman request body as a Heron request body. `contentType` is the request's own enabled
 * Content-Type header, which decides between JSON, XML and other raw text as it does when sent.
 * A file newman would read from disk is read with `readFile`; one that cannot be read is left
 * out, as newman leaves it out (with a warning), and reported.
 */
export function bodyFromPostman(
  body: unknown,
  contentType: string | undefined,
  readFile: ReadPostmanFile | undefined,
): RequestBody {
  const problems: string[] = [];
  if (!isRecord(body) || body.disabled === true) return { body: { kind: 'none' }, problems };
  const mode = body.mode;
  switch (mode) {
    case undefined:
    case null:
      return { body: { kind: 'none' }, problems };
    case 'raw':
      return { body: rawBody(body, contentType), problems };
    case 'urlencoded':
      return {
        body: { kind: 'x-www-form-urlencoded', fields: textFields(body.urlencoded) },
        problems,
      };
    case 'formdata':
      return {
        body: { kind: 'form-data', fields: formFields(body.formdata, readFile, problems) },
        problems,
      };
    case 'file':
      return { body: fileBody(body.file, contentType, readFile, problems), problems };
    case 'graphql':
      return { body: graphqlBody(body.graphql), problems };
    default:
      problems.push(
        `its body mode ${JSON.stringify(mode)} is not known; it is sent without a body`,
      );
      return { body: { kind: 'none' }, problems };
  }
}

/**
 * Raw text: JSON or XML when its content type says so, else raw text of that type. The type is
 * the Content-Type header, else what the raw language stands for (newman sets that header),
 * else text/plain. Empty text is no body, as Postman sends none.
 */
function rawBody(body: Record<string, unknown>, contentType: string | undefined): DebugBody {
  const text = variableText(body.raw);
  if (text === '') return { kind: 'none' };
  const options = isRecord(body.options) && isRecord(body.options.raw) ? body.options.raw : {};
  const language = typeof options.language === 'string' ? options.language : '';
  const type =
    contentType ??
    (Object.hasOwn(RAW_LANGUAGES, language) ? RAW_LANGUAGES[language] : undefined) ??
    'text/plain';
  const kind = bodyTypeOf(type);
  if (kind === 'json') return { kind: 'json', text };
  if (kind === 'xml') return { kind: 'xml', text };
  return { kind: 'raw', text, contentType: type.slice(0, 200) };
}

function isEnabled(entry: Record<string, unknown>): boolean {
  return entry.disabled !== true && entry.enabled !== false;
}

function textFields(entries: unknown): KeyValue[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const key = asText(entry.key);
    if (key === undefined) return [];
    const field: KeyValue = { key, value: variableText(entry.value), enabled: isEnabled(entry) };
    const description = descriptionText(entry.description);
    if (description !== '') field.description = description.slice(0, 10_000);
    return [field];
  });
}

function formFields(
  entries: unknown,
  readFile: ReadPostmanFile | undefined,
  problems: string[],
): FormDataField[] {
  if (!Array.isArray(entries)) return [];
  const fields: FormDataField[] = [];
  for (const entry of entries) {
    if (!isRecord(entry)) continue;
    const key = asText(entry.key);
    if (key === undefined) continue;
    const enabled = isEnabled(entry);
    if (entry.type !== 'file') {
      fields.push({ type: 'text', key, value: variableText(entry.value), enabled });
      if (enabled && typeof entry.contentType === 'string' && entry.contentType !== '') {
        problems.push(`its form field "${key}" is sent without its own content type`);
      }
      continue;
    }
    if (!enabled) continue;
    // A file field may name several files: each is a part of its own, under the same name.
    const sources = (Array.isArray(entry.src) ? entry.src : [entry.src]).filter(
      (src): src is string => typeof src === 'string' && src !== '',
    );
    if (sources.length === 0) {
      problems.push(`its form field "${key}" names no file; it is left out`);
      continue;
    }
    for (const src of sources) {
      const file = loadFile(src, readFile, `its form field "${key}"`, problems);
      if (file !== null) fields.push({ type: 'file', key, enabled: true, file });
    }
  }
  return fields;
}

function fileBody(
  file: unknown,
  contentType: string | undefined,
  readFile: ReadPostmanFile | undefined,
  problems: string[],
): DebugBody {
  const record = isRecord(file) ? file : {};
  if (typeof record.src === 'string' && record.src !== '') {
    const read = loadFile(record.src, readFile, 'its file body', problems);
    if (read === null) return { kind: 'none' };
    return {
      kind: 'binary',
      file: contentType === undefined ? read : { ...read, contentType: contentType.slice(0, 200) },
    };
  }
  // Postman keeps a file body's text in `content` when it was typed, not chosen.
  if (typeof record.content === 'string') {
    return { kind: 'raw', text: record.content, contentType: contentType ?? 'text/plain' };
  }
  problems.push('its file body names no file; it is sent without a body');
  return { kind: 'none' };
}

function loadFile(
  src: string,
  readFile: ReadPostmanFile | undefined,
  what: string,
  problems: string[],
): RequestFile | null {
  const file = readFile?.(src) ?? null;
  if (file === null) {
    problems.push(
      readFile === undefined
        ? `${what} reads the file "${src}", which is not loaded here; it is left out`
        : `${what} reads the file "${src}", which cannot be read; it is left out`,
    );
  }
  return file;
}

function graphqlBody(graphql: unknown): DebugBody {
  const record = isRecord(graphql) ? graphql : {};
  // Variables are JSON text in v2.1 exports, an object in some hand-written collections.
  return {
    kind: 'graphql',
    query: variableText(record.query),
    variables: variableText(record.variables),
  };
}
