import type { ExtractedValue, Extraction } from '@heron/contract';
import type { Resolve } from './evaluate-assertion.js';
import { queryJsonPath } from './json-path.js';
import { parseRegex } from './parse-regex.js';
import { headerValue, responseJson, type TestResponse } from './test-response.js';

/**
 * A request step's extractions (issue 22): values taken from the answer into variables that
 * later steps read as `{{name}}`. A value that is not there is null (the runner then unsets the
 * variable) rather than an error: a step's extractions never fail it, its assertions do.
 */

/** The most body text a regex extraction searches: it bounds a pattern that backtracks badly. */
export const MAX_REGEX_BODY_CHARS = 1_000_000;

/** The enabled extractions' values, in order. */
export function extractValues(
  extractions: readonly Extraction[],
  response: TestResponse,
  resolve: Resolve,
): ExtractedValue[] {
  return extractions
    .filter((extraction) => extraction.enabled)
    .map((extraction) => ({
      variable: extraction.variable,
      scope: extraction.scope,
      value: extractSafely(extraction, response, resolve),
    }));
}

function extractSafely(
  extraction: Extraction,
  response: TestResponse,
  resolve: Resolve,
): string | null {
  try {
    return extractValue(extraction, response, resolve);
  } catch {
    // A broken variable resolution or a body nested past the stack leaves this variable unset.
    return null;
  }
}

function extractValue(
  extraction: Extraction,
  response: TestResponse,
  resolve: Resolve,
): string | null {
  switch (extraction.source) {
    case 'json': {
      const body = responseJson(response);
      if (!body.ok) return null;
      const query = queryJsonPath(body.value, resolve(extraction.path));
      if (!query.ok || query.values.length === 0) return null;
      const [first] = query.values;
      return typeof first === 'string' ? first : (JSON.stringify(first) ?? null);
    }
    case 'header': {
      const name = resolve(extraction.path).trim();
      return name === '' ? null : (headerValue(response, name) ?? null);
    }
    case 'cookie':
      return cookieValue(response, resolve(extraction.path).trim());
    case 'regex':
      return regexValue(response.bodyText, resolve(extraction.path), extraction.group);
    case 'status':
      return String(response.status);
    case 'text':
      return response.bodyText;
  }
}

function regexValue(body: string, pattern: string, group: number): string | null {
  if (pattern === '') return null;
  const parsed = parseRegex(pattern);
  if (!parsed.ok) return null;
  parsed.regex.lastIndex = 0;
  const match = parsed.regex.exec(body.slice(0, MAX_REGEX_BODY_CHARS));
  return match?.[group] ?? null;
}

/**
 * The value the answer sets for a cookie, from its `set-cookie` headers (`name=value; Path=/`);
 * null when it sets none by that name. The last one wins, as in a browser. A client that joined
 * several into one header is split where a comma starts a new `name=`: an `Expires` date's comma
 * is followed by a day, not a name.
 */
export function cookieValue(response: TestResponse, name: string): string | null {
  if (name === '') return null;
  let value: string | null = null;
  for (const header of response.headers) {
    if (header.name.toLowerCase() !== 'set-cookie') continue;
    for (const cookie of header.value.split(/,(?=\s*[^;,=\s]+=)/)) {
      const pair = cookie.split(';', 1)[0] ?? '';
      const equals = pair.indexOf('=');
      if (equals < 0) continue;
      if (pair.slice(0, equals).trim() === name) value = pair.slice(equals + 1).trim();
    }
  }
  return value;
}
