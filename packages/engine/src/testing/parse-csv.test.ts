import { describe, expect, it } from 'vitest';
import { parseCsv, type CsvRecord } from './parse-csv.js';

const records = (text: string): CsvRecord[] => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.records;
};
const fields = (text: string) => records(text).map((record) => record.fields);
const lines = (text: string) => records(text).map((record) => record.line);
const messageOf = (text: string) => {
  const result = parseCsv(text);
  return result.ok ? null : result.message;
};

describe('parseCsv', () => {
  it('splits records and fields', () => {
    expect(fields('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fields('a,b')).toEqual([['a', 'b']]);
    expect(fields('single')).toEqual([['single']]);
  });

  it('ends records at CRLF, LF or CR, mixed in one file', () => {
    expect(fields('a,b\r\n1,2\n3,4\r5,6\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
    expect(lines('a\r\nb\nc\rd')).toEqual([1, 2, 3, 4]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(fields('"a,b","say ""hi""","two\nlines","crlf\r\nkept"\n')).toEqual([
      ['a,b', 'say "hi"', 'two\nlines', 'crlf\r\nkept'],
    ]);
    expect(fields('"",""""\n')).toEqual([['', '"']]);
  });

  it('keeps empty fields, and spaces as part of a field', () => {
    expect(fields('a,,c\n,\n , x \n')).toEqual([
      ['a', '', 'c'],
      ['', ''],
      [' ', ' x '],
    ]);
  });

  it('numbers records by the line they start on, across quoted line breaks', () => {
    const text = 'h1,h2\r\n"x\r\ny\r\nz",1\r\n\r\n"a\nb",2\nlast,3';
    expect(lines(text)).toEqual([1, 2, 6, 8]);
    expect(fields(text)[1]).toEqual(['x\r\ny\r\nz', '1']);
  });

  it('skips empty lines anywhere, a trailing one included', () => {
    expect(fields('\n\na\n\n\nb\n\n')).toEqual([['a'], ['b']]);
    expect(lines('\n\na\n\n\nb\n\n')).toEqual([3, 6]);
    expect(fields('a\r\n\r\n')).toEqual([['a']]);
  });

  it('keeps a line holding only "" as a record with one empty field', () => {
    expect(fields('a\n""\n')).toEqual([['a'], ['']]);
  });

  it('strips a UTF-8 byte order mark', () => {
    expect(fields('\uFEFFa,b\n1,2')[0]).toEqual(['a', 'b']);
    expect(fields('\uFEFF"a",b')[0]).toEqual(['a', 'b']);
  });

  it('keeps a quote inside an unquoted field as a character', () => {
    expect(fields('5" screen,a"b"\n')).toEqual([['5" screen', 'a"b"']]);
  });

  it('reads nothing from an empty text', () => {
    expect(records('')).toEqual([]);
    expect(records('\uFEFF')).toEqual([]);
    expect(records('\n\r\n')).toEqual([]);
  });

  it('names the line of a quoted field never closed', () => {
    expect(messageOf('a,b\n1,2\n"open,3\n4,5\n')).toBe('line 3: a quoted field is never closed');
    expect(messageOf('"')).toBe('line 1: a quoted field is never closed');
  });

  it('names the line where text follows a closing quote', () => {
    expect(messageOf('a\n"multi\nline"x,1\n')).toMatch(
      /^line 3: text follows the closing quote of a quoted field; a quote inside a quoted field is written twice/,
    );
    expect(messageOf('"a" ,b')).toMatch(/^line 1: text follows the closing quote/);
  });

  it('stops after the records asked for', () => {
    const result = parseCsv('a\nb\nc\nd\n', { maxRecords: 2 });
    expect(result).toEqual({
      ok: true,
      records: [
        { fields: ['a'], line: 1 },
        { fields: ['b'], line: 2 },
      ],
    });
  });

  it('reads a large file quickly', () => {
    const text = `${'id,name,note\n'}${'1,"Ada, Countess","said ""hi"""\n'.repeat(100_000)}`;
    const started = performance.now();
    expect(records(text)).toHaveLength(100_001);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
