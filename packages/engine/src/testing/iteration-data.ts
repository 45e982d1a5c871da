import { MAX_ITERATIONS, type IterationData } from '@heron/contract';
import { parseCsv } from './parse-csv.js';

/**
 * A scenario's iteration data (issue 22): one row per iteration, each column a run variable.
 * Values are texts, as every variable is: JSON numbers, booleans, null and nested values become
 * their JSON text. Messages say where the data is wrong (a line of CSV, an item of JSON).
 */

export type IterationRows =
  { ok: true; rows: Record<string, string>[] } | { ok: false; message: string };

export function parseIterationData(data: IterationData): IterationRows {
  switch (data.kind) {
    case 'none':
      return { ok: true, rows: [] };
    case 'json':
      return jsonRows(data.text);
    case 'csv':
      return csvRows(data.text);
  }
}

const tooMany = (count: string): IterationRows => ({
  ok: false,
  message: `the data has ${count} rows; at most ${MAX_ITERATIONS} are allowed`,
});

function jsonRows(text: string): IterationRows {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (source.trim() === '') {
    return { ok: false, message: 'the JSON data is empty: it should be an array of objects' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    return { ok: false, message: `the JSON data is not valid JSON: ${(error as Error).message}` };
  }
  if (!Array.isArray(parsed)) {
    return {
      ok: false,
      message: `the JSON data should be an array of objects, one per iteration, not ${kindOf(parsed)}`,
    };
  }
  if (parsed.length > MAX_ITERATIONS) return tooMany(String(parsed.length));
  const rows: Record<string, string>[] = [];
  for (const [index, item] of (parsed as unknown[]).entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return {
        ok: false,
        message: `row ${index + 1} (item [${index}]) of the JSON data is ${kindOf(item)}, not an object`,
      };
    }
    // fromEntries defines each key as the row's own, `__proto__` included.
    rows.push(
      Object.fromEntries(
        Object.entries(item).map(([key, value]: [string, unknown]) => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ),
    );
  }
  return { ok: true, rows };
}

function csvRows(text: string): IterationRows {
  // The header, the most rows allowed, and one more to know there are too many.
  const parsed = parseCsv(text, { maxRecords: MAX_ITERATIONS + 2 });
  if (!parsed.ok) return { ok: false, message: `the CSV data cannot be read: ${parsed.message}` };
  const [header, ...records] = parsed.records;
  if (!header) {
    return { ok: false, message: 'the CSV data is empty: its first line should name the columns' };
  }
  const names = header.fields.map((name) => name.trim());
  const problem = headerProblem(names, header.line);
  if (problem) return { ok: false, message: problem };
  if (records.length > MAX_ITERATIONS) return tooMany(`more than ${MAX_ITERATIONS}`);
  const rows: Record<string, string>[] = [];
  for (const record of records) {
    if (record.fields.length > names.length) {
      return {
        ok: false,
        message: `line ${record.line} of the CSV data has ${record.fields.length} fields, but the header names ${names.length} columns`,
      };
    }
    // A row that stops short leaves its last columns empty.
    rows.push(Object.fromEntries(names.map((name, column) => [name, record.fields[column] ?? ''])));
  }
  return { ok: true, rows };
}

/** Columns become variables: each needs a name, used once. */
function headerProblem(names: readonly string[], line: number): string | null {
  const seen = new Set<string>();
  for (const [index, name] of names.entries()) {
    if (name === '') {
      return `column ${index + 1} of the CSV header (line ${line}) has no name`;
    }
    if (seen.has(name)) {
      return `the column name "${name}" is used twice in the CSV header (line ${line})`;
    }
    seen.add(name);
  }
  return null;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
