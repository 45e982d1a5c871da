import type { HttpMethod } from '@heron/contract';
import { HTTP_METHODS } from '@heron/contract';
import { asText, ImportContext, isRecord, guardedImporter } from '../import/import-context.js';
import type { FormField } from '../import/media-from-example.js';
import { essence } from '../import/media-from-example.js';
import type {
  ObservedBody,
  ObservedRequest,
  ObservedResponse,
} from '../import/observed-requests.js';
import { authKindOf, ObservedEndpoints } from '../import/observed-requests.js';
import type { Importer } from '../import/types.js';
import { decodeComponent, splitUrl } from '../import/url-parts.js';
import { bodyTypeOf } from '../model-utils.js';
import { parseMultipartText } from './multipart-text.js';

/**
 * Imports a HAR 1.2 recording (`log.version` may be missing, as tools that write HAR fragments
 * leave it out). Each entry is a request that was made: entries with the same method and path
 * become one endpoint with more examples; the origins become the servers.
 */
export const importHar: Importer = guardedImporter('har', async (source, options) => {
  const context = new ImportContext('har', options);
  const file = source.files.find((f) => f.name === source.entry) ?? source.files[0];
  if (file === undefined) {
    context.error('EMPTY', 'There is nothing to import.');
    return context.finish(null);
  }
  context.file = file;
  if (!context.checkSize([file])) return context.finish(null);
  if (file.text.trim() === '') {
    context.error('EMPTY', 'The file is empty.');
    return context.finish(null);
  }
  const value = context.parseFile(file);
  if (value === null) return context.finish(null);
  if (!isRecord(value) || !isRecord(value.log)) {
    context.error('NOT_A_HAR', 'This is not a HAR file: it needs a "log" object with "entries".', {
      pointer: isRecord(value) ? '/log' : '',
    });
    return context.finish(null);
  }
  const log = value.log;
  if (log.version !== undefined && typeof log.version === 'string' && !/^1\./.test(log.version)) {
    context.warning('HAR_VERSION', `HAR version ${log.version} is read as 1.2.`, {
      pointer: '/log/version',
    });
  }
  if (!Array.isArray(log.entries)) {
    context.error('NOT_A_HAR', 'The HAR file has no "entries" list.', { pointer: '/log/entries' });
    return context.finish(null);
  }
  if (log.entries.length === 0) {
    context.error('NO_ENTRIES', 'The HAR file has no entries: there are no requests to import.', {
      pointer: '/log/entries',
    });
    return context.finish(null);
  }

  const endpoints = new ObservedEndpoints(context);
  const total = log.entries.length;
  log.entries.forEach((entry, index) => {
    context.checkAborted();
    context.progress(index + 1, total);
    const observed = readEntry(entry, `/log/entries/${index}`, context);
    if (observed !== null) endpoints.add(observed);
  });
  if (endpoints.size === 0 && !context.hasError) {
    context.error('NO_ENTRIES', 'No entry of the HAR file is a request that can be imported.', {
      pointer: '/log/entries',
    });
    return context.finish(null);
  }
  const pages = Array.isArray(log.pages) ? log.pages : [];
  const pageTitle = isRecord(pages[0]) ? asText(pages[0].title) : undefined;
  const title = pageTitle ?? file.name.replace(/^.*[\\/]/, '').replace(/\.har$/i, '');
  return context.finish(endpoints.toBundle(title.slice(0, 500)));
});

function readEntry(
  entry: unknown,
  pointer: string,
  context: ImportContext,
): ObservedRequest | null {
  const request = isRecord(entry) ? entry.request : undefined;
  if (!isRecord(entry) || !isRecord(request)) {
    context.warning('HAR_ENTRY', 'The entry has no "request"; it was skipped.', { pointer });
    return null;
  }
  const methodText = (asText(request.method) ?? '').toLowerCase();
  if (!(HTTP_METHODS as readonly string[]).includes(methodText)) {
    context.unsupported(
      'HTTP_METHOD',
      `The method ${JSON.stringify(request.method ?? null)} is not an OpenAPI method; the entry was skipped.`,
      { pointer: `${pointer}/request/method` },
    );
    return null;
  }
  const url = asText(request.url);
  if (url === undefined || url.trim() === '') {
    context.warning('HAR_ENTRY', 'The entry has no URL; it was skipped.', {
      pointer: `${pointer}/request/url`,
    });
    return null;
  }
  const parts = splitUrl(url, { decodeQuery: true });
  const headers = nameValues(request.headers);
  let cookies = nameValues(request.cookies);
  if (cookies.length === 0) {
    const cookieHeader = headers.find((h) => h.name.toLowerCase() === 'cookie');
    if (cookieHeader !== undefined) cookies = parseCookieHeader(cookieHeader.value);
  }
  const observed: ObservedRequest = {
    method: methodText as HttpMethod,
    origin: parts.origin,
    path: parts.path,
    query: mergeQuery(parts.query, nameValues(request.queryString)),
    headers,
    cookies,
    at: { pointer: `${pointer}/request` },
  };
  const authorization = headers.find((h) => h.name.toLowerCase() === 'authorization');
  const auth = authorization === undefined ? undefined : authKindOf(authorization.value);
  if (auth !== undefined) observed.auth = auth;
  const body = readPostData(request.postData, headers);
  if (body !== undefined) observed.body = body;
  const response = readResponse(entry.response);
  if (response !== undefined) observed.response = response;
  return observed;
}

/** `[{name, value}]` lists of HAR, with values written as text. */
function nameValues(list: unknown): Array<{ name: string; value: string }> {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    if (!isRecord(item)) return [];
    const name = asText(item.name);
    if (name === undefined || name === '') return [];
    return [{ name, value: asText(item.value) ?? '' }];
  });
}

/**
 * The URL's query and `queryString` should agree; some tools add to `queryString` only. Pairs of
 * the URL come first, then those only `queryString` has (both decoded).
 */
function mergeQuery(
  fromUrl: Array<{ name: string; value: string | null }>,
  fromList: Array<{ name: string; value: string }>,
): Array<{ name: string; value: string | null }> {
  const result = [...fromUrl];
  // How many of each name=value pair of the URL are still unmatched: one look per pair.
  const unmatched = new Map<string, number>();
  const keyOf = (name: string, value: string) => JSON.stringify([name, value]);
  for (const p of fromUrl) {
    const key = keyOf(p.name, p.value ?? '');
    unmatched.set(key, (unmatched.get(key) ?? 0) + 1);
  }
  for (const pair of fromList) {
    const name = decodeComponent(pair.name);
    const value = decodeComponent(pair.value);
    const key = keyOf(name, value);
    const left = unmatched.get(key) ?? 0;
    if (left === 0) result.push({ name, value });
    else unmatched.set(key, left - 1);
  }
  return result;
}

function parseCookieHeader(value: string): Array<{ name: string; value: string }> {
  return value.split(';').flatMap((part) => {
    const equals = part.indexOf('=');
    const name = (equals === -1 ? part : part.slice(0, equals)).trim();
    return name === '' ? [] : [{ name, value: equals === -1 ? '' : part.slice(equals + 1).trim() }];
  });
}

function readPostData(
  postData: unknown,
  headers: Array<{ name: string; value: string }>,
): ObservedBody | undefined {
  if (!isRecord(postData)) return undefined;
  const header = headers.find((h) => h.name.toLowerCase() === 'content-type')?.value;
  const contentType = (asText(postData.mimeType) || header || 'application/octet-stream').trim();
  const params = Array.isArray(postData.params) ? postData.params : [];
  const text = asText(postData.text);
  if (params.length > 0) {
    const fields: FormField[] = params.flatMap((param): FormField[] => {
      if (!isRecord(param)) return [];
      const name = asText(param.name);
      if (name === undefined || name === '') return [];
      const fileName = asText(param.fileName);
      const field: FormField = {
        name,
        value: fileName ?? asText(param.value) ?? '',
        isFile: fileName !== undefined,
      };
      const partType = asText(param.contentType);
      if (partType) field.contentType = partType;
      return [field];
    });
    if (fields.length > 0) return { contentType, fields };
  }
  // An empty body is a body only when its type was recorded (tools write empty postData on GETs).
  if (text === undefined || text === '')
    return asText(postData.mimeType) ? { contentType } : undefined;
  const kind = bodyTypeOf(contentType);
  if (kind === 'form-data') {
    const fields = parseMultipartText(text, header ?? contentType);
    return fields === null ? { contentType, text } : { contentType: essence(contentType), fields };
  }
  // Tools write binary bodies as data: URLs or as the bytes themselves; neither is kept.
  if (kind === 'binary' || /^data:[^,]*;base64,/.test(text)) return { contentType, isBinary: true };
  return { contentType, text };
}

function readResponse(response: unknown): ObservedResponse | undefined {
  if (!isRecord(response)) return undefined;
  const status = typeof response.status === 'number' ? response.status : Number(response.status);
  // Status 0: the request failed or was blocked; there is no response to describe.
  if (!Number.isInteger(status) || status <= 0) return undefined;
  const observed: ObservedResponse = {
    status,
    statusText: asText(response.statusText) ?? '',
    headers: nameValues(response.headers),
  };
  const content = isRecord(response.content) ? response.content : undefined;
  const mimeType = content === undefined ? '' : (asText(content.mimeType) ?? '').trim();
  if (content === undefined || mimeType === '' || mimeType === 'x-unknown') return observed;
  let text = asText(content.text);
  const kind = bodyTypeOf(mimeType);
  const isTextual = kind !== 'binary' || /javascript|ecmascript/i.test(mimeType);
  if (text !== undefined && content.encoding === 'base64') {
    text = isTextual ? decodeBase64Text(text) : undefined;
    if (text === undefined) {
      observed.body = { contentType: mimeType, isBinary: true };
      return observed;
    }
  }
  if (!isTextual) {
    observed.body = { contentType: mimeType, isBinary: true };
    return observed;
  }
  observed.body =
    text === undefined || text === '' ? { contentType: mimeType } : { contentType: mimeType, text };
  return observed;
}

/** Base64 to UTF-8 text; undefined when it is not base64 or not text. */
function decodeBase64Text(encoded: string): string | undefined {
  try {
    const binary = atob(encoded.replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
