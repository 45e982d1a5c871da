import { isRecord } from '../../design/import/import-context.js';

/**
 * A Postman variable's value as the text a run uses. Exports hold strings, but hand-written files
 * and older Postman versions hold numbers, booleans, null or JSON values: newman reads those as
 * their text, and so do we (objects and arrays as JSON).
 */
export function variableText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/**
 * The enabled variables of a Postman variable list (a collection's `variable`, an environment's
 * `values`), by key. Collections mark a switched-off variable `disabled: true`, environments
 * `enabled: false`; both are skipped. A key given twice takes its last value, as Postman's
 * variable lists do. Built through a Map so a key like `__proto__` stays an ordinary key.
 */
export function readVariableList(list: unknown): Record<string, string> {
  const values = new Map<string, string>();
  if (!Array.isArray(list)) return {};
  for (const entry of list) {
    if (!isRecord(entry) || entry.disabled === true || entry.enabled === false) continue;
    const key = typeof entry.key === 'string' ? entry.key : undefined;
    if (key === undefined || key === '') continue;
    values.set(key, variableText(entry.value));
  }
  return Object.fromEntries(values);
}
