import type { KeyValue } from '@heron/contract';
import { asText, isRecord } from '../../design/import/import-context.js';
import { variableText } from './variable-text.js';

/**
 * A Postman request URL as a Heron request's `url` and path parameters. The query stays in the
 * URL text exactly as Postman writes it: newman sends query values as typed (`%20` stays `%20`,
 * a bare `?flag` has no `=`), while a query list would be encoded again when sent.
 *
 * Not `readPostmanUrl` from the design importer: that one turns `:id` and `{{var}}` segments into
 * OpenAPI `{id}` path parameters, which a run must not do (a `{{var}}` inside a segment would
 * no longer resolve).
 */
export interface RequestUrl {
  url: string;
  /** `:name` segments' values, from the URL's `variable` list. */
  pathParams: KeyValue[];
}

/** The URL object's fields; with none of `host` and `path`, its `raw` text is the URL. */
export function requestUrlFromPostman(url: unknown): RequestUrl {
  if (typeof url === 'string') return { url: url.trim(), pathParams: [] };
  if (!isRecord(url)) return { url: '', pathParams: [] };
  const pathParams = readPathVariables(url.variable);
  // newman builds the URL from its parts when they are there, and ignores `raw` then.
  if (url.host === undefined && url.path === undefined) {
    return { url: (asText(url.raw) ?? '').trim(), pathParams };
  }
  return { url: urlFromParts(url), pathParams };
}

function urlFromParts(url: Record<string, unknown>): string {
  const protocol = (asText(url.protocol) ?? '').replace(/:(\/\/)?$/, '');
  let text = protocol === '' ? '' : `${protocol}://`;
  if (isRecord(url.auth)) {
    const user = asText(url.auth.user) ?? '';
    const password = asText(url.auth.password);
    if (user !== '' || password !== undefined) {
      text += `${user}${password === undefined ? '' : `:${password}`}@`;
    }
  }
  text += Array.isArray(url.host)
    ? url.host.map((part) => asText(part) ?? '').join('.')
    : (asText(url.host) ?? '');
  const port = asText(url.port);
  if (port !== undefined && port !== '') text += `:${port}`;
  if (Array.isArray(url.path)) {
    const segments = url.path.map((part) =>
      isRecord(part) ? (asText(part.value) ?? '') : (asText(part) ?? ''),
    );
    if (segments.length > 0) text += `/${segments.join('/')}`;
  } else if (typeof url.path === 'string' && url.path !== '') {
    text += url.path.startsWith('/') ? url.path : `/${url.path}`;
  }
  const query = queryText(url.query);
  if (query !== null) text += `?${query}`;
  return text;
}

/**
 * The query as newman writes it: enabled entries joined by `&`, `key=value`, a bare `key` when
 * the value is null (and nothing at all when the key is null too). Null when there is no query.
 */
function queryText(query: unknown): string | null {
  if (typeof query === 'string') return query.replace(/^\?/, '');
  if (!Array.isArray(query)) return null;
  const entries = query.filter((entry) => isRecord(entry) && entry.disabled !== true);
  if (entries.length === 0) return null;
  return entries
    .map((entry) => {
      const record = entry as Record<string, unknown>;
      const key = asText(record.key) ?? '';
      const value = record.value;
      return value === null || value === undefined ? key : `${key}=${variableText(value)}`;
    })
    .join('&');
}

function readPathVariables(variables: unknown): KeyValue[] {
  if (!Array.isArray(variables)) return [];
  return variables.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const key = asText(entry.key);
    if (key === undefined || key === '') return [];
    return [{ key, value: variableText(entry.value), enabled: entry.disabled !== true }];
  });
}
