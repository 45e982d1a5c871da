import type { SchemaType } from './schema-types';

/**
 * Values typed into the editor (enum entries, const, default, examples) are read against the
 * node's types: for a string-only node the text is the value as is; otherwise the text is read as
 * JSON (`42`, `true`, `null`, `{"a":1}`), falling back to a string when strings are allowed.
 */
export type LiteralResult = { ok: true; value: unknown } | { ok: false; error: 'json' | 'type' };

function isStringOnly(types: readonly SchemaType[]): boolean {
  return types.length > 0 && types.every((type) => type === 'string');
}

function matchesType(value: unknown, type: SchemaType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

/** Whether `value` fits one of `types` (no types: anything fits). */
export function fitsTypes(value: unknown, types: readonly SchemaType[]): boolean {
  return types.length === 0 || types.some((type) => matchesType(value, type));
}

export function parseLiteral(text: string, types: readonly SchemaType[]): LiteralResult {
  if (isStringOnly(types)) return { ok: true, value: text };
  const allowsString = types.length === 0 || types.includes('string');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return allowsString ? { ok: true, value: text } : { ok: false, error: 'json' };
  }
  if (fitsTypes(value, types)) return { ok: true, value };
  return allowsString ? { ok: true, value: text } : { ok: false, error: 'type' };
}

/** The text shown for a value: reading it back with `parseLiteral` gives the same value. */
export function formatLiteral(value: unknown, types: readonly SchemaType[]): string {
  if (typeof value === 'string') {
    const back = parseLiteral(value, types);
    if (back.ok && back.value === value) return value;
  }
  return JSON.stringify(value) ?? '';
}
