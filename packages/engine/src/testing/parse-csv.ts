/**
 * CSV as RFC 4180 writes it (issue 22's iteration data): fields separated by commas, records by
 * CRLF, LF or CR (files pass through editors that change them, sometimes halfway); a field in
 * double quotes may hold commas, line breaks and doubled quotes. Written here rather than taken
 * from a library: the ones that run in the browser either count lines wrongly across quoted line
 * breaks or report rows without their line, and every error here names its line.
 *
 * Lenient where no reading is ambiguous: a quote inside an unquoted field is kept as a character
 * (`5" screen`), and empty lines are skipped wherever they are.
 */

export interface CsvRecord {
  fields: string[];
  /** The line the record starts on, 1-based (a quoted field may carry it over several lines). */
  line: number;
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; message: string };

export interface CsvOptions {
  /** Stop after this many records: a caller that refuses more need not read the rest. */
  maxRecords?: number;
}

export function parseCsv(text: string, options: CsvOptions = {}): CsvResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const maxRecords = options.maxRecords ?? Infinity;
  const records: CsvRecord[] = [];
  let index = 0;
  let line = 1;
  while (index < source.length && records.length < maxRecords) {
    const start = line;
    const fields: string[] = [];
    let isBlank = true;
    for (;;) {
      let field: string;
      if (source[index] === '"') {
        isBlank = false;
        const quoted = readQuoted(source, index + 1, line);
        if (typeof quoted === 'string') return { ok: false, message: quoted };
        ({ field, index, line } = quoted);
        const next = source[index];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          return {
            ok: false,
            message:
              `line ${line}: text follows the closing quote of a quoted field; ` +
              'a quote inside a quoted field is written twice ("")',
          };
        }
      } else {
        const end = fieldEnd(source, index);
        field = source.slice(index, end);
        index = end;
      }
      if (field !== '') isBlank = false;
      fields.push(field);
      if (source[index] !== ',') break;
      isBlank = false;
      index += 1;
    }
    const breakLength = lineBreakLength(source, index);
    index += breakLength;
    if (breakLength > 0) line += 1;
    if (!isBlank) records.push({ fields, line: start });
  }
  return { ok: true, records };
}

/** Where an unquoted field ends: at a comma, a line break or the end. */
function fieldEnd(source: string, from: number): number {
  for (let index = from; index < source.length; index++) {
    const char = source[index];
    if (char === ',' || char === '\n' || char === '\r') return index;
  }
  return source.length;
}

function lineBreakLength(source: string, index: number): number {
  if (source[index] === '\r') return source[index + 1] === '\n' ? 2 : 1;
  return source[index] === '\n' ? 1 : 0;
}

/** A quoted field's text from just after its opening quote; or why it cannot be read. */
function readQuoted(
  source: string,
  from: number,
  startLine: number,
): { field: string; index: number; line: number } | string {
  let field = '';
  let index = from;
  let line = startLine;
  for (;;) {
    const close = source.indexOf('"', index);
    if (close < 0) return `line ${startLine}: a quoted field is never closed`;
    const part = source.slice(index, close);
    line += countLineBreaks(part);
    field += part;
    if (source[close + 1] !== '"') return { field, index: close + 1, line };
    field += '"';
    index = close + 2;
  }
}

/** CRLF, LF and CR each end one line. */
const countLineBreaks = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0;
