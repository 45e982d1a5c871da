import type { Parameter } from '@heron/contract';
import type { ImportContext } from '../import/import-context.js';
import { headerList } from './postman-responses.js';
import type { QueryEntry } from './postman-url.js';
import { postmanExtra } from './postman-url.js';

/** A Postman request's query entries and headers as parameters. */

/** Query entries as parameters; a repeated name is one array parameter. */
export function readQueryParameters(
  entries: readonly QueryEntry[],
  pointer: string,
  context: ImportContext,
): Parameter[] {
  const byName = new Map<string, Parameter>();
  for (const entry of entries) {
    if (entry.name.length > 200) {
      context.warning(
        'PARAMETER_NAME',
        'A query parameter name is longer than 200 characters; it was skipped.',
        {
          pointer: `${pointer}/${entry.index}`,
        },
      );
      continue;
    }
    const existing = byName.get(entry.name);
    if (existing === undefined) {
      const parameter: Parameter = {
        name: entry.name,
        in: 'query',
        required: false,
        description: entry.description,
        schema: { type: 'string' },
      };
      if (entry.value !== null) parameter.example = entry.value;
      if (Object.keys(entry.extra).length > 0) parameter.extra = entry.extra;
      byName.set(entry.name, parameter);
      continue;
    }
    // A repeated name is one array parameter (form style, exploded: `?a=1&a=2`).
    // The list is made here, so it grows in place: a copy per value is quadratic.
    if (Array.isArray(existing.example)) (existing.example as unknown[]).push(entry.value ?? '');
    else existing.example = [existing.example ?? '', entry.value ?? ''];
    existing.schema = { type: 'array', items: { type: 'string' } };
    if (existing.description === '') existing.description = entry.description;
  }
  return [...byName.values()];
}

/**
 * Headers as parameters: the Content-Type is set aside for the body, a Cookie header becomes cookie
 * parameters, a repeated header is reported and the first kept.
 */
export function readHeaderParameters(
  header: unknown,
  pointer: string,
  context: ImportContext,
): { headers: Parameter[]; contentType?: { value: string; parameter: Parameter } } {
  const headers: Parameter[] = [];
  const seen = new Set<string>();
  const cookieNames = new Set<string>();
  let contentType: { value: string; parameter: Parameter } | undefined;
  const list = headerList(header);
  list.forEach(({ name, value, description, entry }, index) => {
    const lower = name.toLowerCase();
    const extra = postmanExtra(entry, new Set(['key', 'name', 'value', 'description']));
    const parameter: Parameter = {
      name,
      in: 'header',
      required: false,
      description,
      schema: { type: 'string' },
    };
    if (value !== '') parameter.example = value;
    if (extra !== undefined) parameter.extra = extra;
    const isEnabled = entry.disabled !== true;
    if (lower === 'content-type' && isEnabled && contentType === undefined && value !== '') {
      contentType = { value: value.length > 200 ? value.slice(0, 200) : value, parameter };
      return;
    }
    if (lower === 'cookie' && isEnabled && !seen.has('cookie')) {
      seen.add('cookie');
      for (const cookie of value.split(';')) {
        const equals = cookie.indexOf('=');
        const cookieName = (equals === -1 ? cookie : cookie.slice(0, equals)).trim();
        if (cookieName === '' || cookieName.length > 200) continue;
        if (cookieNames.has(cookieName)) continue;
        cookieNames.add(cookieName);
        const cookieParameter: Parameter = {
          name: cookieName,
          in: 'cookie',
          required: false,
          description: '',
          schema: { type: 'string' },
        };
        if (equals !== -1) cookieParameter.example = cookie.slice(equals + 1).trim();
        headers.push(cookieParameter);
      }
      return;
    }
    if (seen.has(lower)) {
      context.warning(
        'DUPLICATE_HEADER',
        `The header "${name}" is set twice; the first one is kept.`,
        {
          pointer: Array.isArray(header) ? `${pointer}/${index}` : pointer,
        },
      );
      return;
    }
    seen.add(lower);
    headers.push(parameter);
  });
  return contentType === undefined ? { headers } : { headers, contentType };
}
