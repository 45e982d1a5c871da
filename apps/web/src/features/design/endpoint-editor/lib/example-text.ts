import { jsonErrorOffset } from './json-error-offset';
import type { FieldType } from './schema-type';

/** How an example shows in a one-line cell: a string as it is, anything else as JSON. */
export function exampleText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A cell's text back to an example value. Strings stay strings; for the other types the text is
 * read as JSON when it is (so `42` is a number for an integer), else kept as typed. Empty text
 * means no example.
 */
export function exampleValue(text: string, type: FieldType | undefined): unknown {
  if (text === '') return undefined;
  if (type === undefined || type === 'string' || type === 'file') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A JSON value as the text of an example editor; nothing is an empty text. */
export function jsonText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

export type JsonParse =
  | { ok: true; value: unknown }
  /** `line`/`column` are 1-based, when the parser said where it stopped. */
  | { ok: false; line?: number; column?: number };

/** Reads an example editor's JSON text; empty text is "no value". */
export function parseJsonText(text: string): JsonParse {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const offset = jsonErrorOffset(text);
    return offset < 0 ? { ok: false } : { ok: false, ...lineColumnAt(text, offset) };
  }
}

function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
