import { MAX_ITERATIONS, type IterationData } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { parseIterationData } from './iteration-data.js';

const csv = (text: string): IterationData => ({ kind: 'csv', fileName: 'data.csv', text });
const json = (text: string): IterationData => ({ kind: 'json', fileName: 'data.json', text });

const rowsOf = (data: IterationData) => {
  const result = parseIterationData(data);
  if (!result.ok) throw new Error(result.message);
  return result.rows;
};
const messageOf = (data: IterationData) => {
  const result = parseIterationData(data);
  return result.ok ? null : result.message;
};

describe('parseIterationData', () => {
  it('has no rows without data', () => {
    expect(parseIterationData({ kind: 'none' })).toEqual({ ok: true, rows: [] });
  });
});

describe('parseIterationData: csv', () => {
  it('makes a row per record, named by the header', () => {
    expect(rowsOf(csv('user,password\r\nada,"p,1"\r\nbob,"say ""x"""\r\n'))).toEqual([
      { user: 'ada', password: 'p,1' },
      { user: 'bob', password: 'say "x"' },
    ]);
  });

  it('keeps values as written: no trimming, no numbers', () => {
    expect(rowsOf(csv('a,b\n 007 ,1.50\n'))).toEqual([{ a: ' 007 ', b: '1.50' }]);
  });

  it('trims the header names', () => {
    expect(rowsOf(csv('id, name \n1,Ada'))).toEqual([{ id: '1', name: 'Ada' }]);
  });

  it('keeps line breaks inside quoted values', () => {
    expect(rowsOf(csv('note,n\n"two\nlines",1\n'))).toEqual([{ note: 'two\nlines', n: '1' }]);
  });

  it('fills the columns a short row lacks with empty text', () => {
    expect(rowsOf(csv('a,b,c\n1\n1,2\n'))).toEqual([
      { a: '1', b: '', c: '' },
      { a: '1', b: '2', c: '' },
    ]);
  });

  it('refuses a row with more fields than the header, naming its line', () => {
    expect(messageOf(csv('a,b\n1,2\n"x\ny",2,3\n'))).toBe(
      'line 3 of the CSV data has 3 fields, but the header names 2 columns',
    );
  });

  it('ignores a trailing empty line, and empty lines between rows', () => {
    expect(rowsOf(csv('a\n1\n\n2\n\n'))).toEqual([{ a: '1' }, { a: '2' }]);
  });

  it('strips a byte order mark from the first name', () => {
    expect(rowsOf(csv('\uFEFFid,name\n1,Ada'))).toEqual([{ id: '1', name: 'Ada' }]);
  });

  it('has no rows with a header alone', () => {
    expect(rowsOf(csv('id,name\n'))).toEqual([]);
  });

  it('refuses an empty file', () => {
    expect(messageOf(csv(''))).toBe(
      'the CSV data is empty: its first line should name the columns',
    );
    expect(messageOf(csv('\n\n'))).toMatch(/is empty/);
  });

  it('refuses a header with an unnamed or repeated column', () => {
    expect(messageOf(csv('a,,c\n1,2,3'))).toBe('column 2 of the CSV header (line 1) has no name');
    expect(messageOf(csv('\na, b ,b\n'))).toBe(
      'the column name "b" is used twice in the CSV header (line 2)',
    );
  });

  it('passes on a quoting error with its line', () => {
    expect(messageOf(csv('a\n1\n"open\n'))).toBe(
      'the CSV data cannot be read: line 3: a quoted field is never closed',
    );
  });

  it(`takes up to ${MAX_ITERATIONS} rows and refuses more`, () => {
    const rows = (count: number) => `n\n${'1\n'.repeat(count)}`;
    expect(rowsOf(csv(rows(MAX_ITERATIONS)))).toHaveLength(MAX_ITERATIONS);
    expect(messageOf(csv(rows(MAX_ITERATIONS + 1)))).toBe(
      `the data has more than ${MAX_ITERATIONS} rows; at most ${MAX_ITERATIONS} are allowed`,
    );
  });

  it('makes a column named __proto__ an ordinary variable', () => {
    const [row] = rowsOf(csv('__proto__,a\nx,1'));
    expect(Object.hasOwn(row ?? {}, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect({ ...row }).toHaveProperty('a', '1');
  });
});

describe('parseIterationData: json', () => {
  it('makes a row per object, values as text', () => {
    expect(
      rowsOf(
        json(
          JSON.stringify([
            { s: 'text', n: 1.5, b: false, z: null, o: { a: [1] }, l: ['x'] },
            { s: '' },
          ]),
        ),
      ),
    ).toEqual([
      { s: 'text', n: '1.5', b: 'false', z: 'null', o: '{"a":[1]}', l: '["x"]' },
      { s: '' },
    ]);
  });

  it('has no rows for an empty array', () => {
    expect(rowsOf(json('[]'))).toEqual([]);
    expect(rowsOf(json('\uFEFF [ ] '))).toEqual([]);
  });

  it('refuses what is not an array, saying what it is', () => {
    expect(messageOf(json('{"a": 1}'))).toBe(
      'the JSON data should be an array of objects, one per iteration, not an object',
    );
    expect(messageOf(json('5'))).toMatch(/not a number$/);
    expect(messageOf(json('null'))).toMatch(/not null$/);
  });

  it('refuses an item that is not an object, naming it', () => {
    expect(messageOf(json('[{"a": 1}, {"a": 2}, 3]'))).toBe(
      'row 3 (item [2]) of the JSON data is a number, not an object',
    );
    expect(messageOf(json('[[1]]'))).toBe(
      'row 1 (item [0]) of the JSON data is an array, not an object',
    );
    expect(messageOf(json('[null]'))).toMatch(/is null, not an object$/);
    expect(messageOf(json('["a"]'))).toMatch(/is a string, not an object$/);
  });

  it('refuses text that is not JSON, or none', () => {
    expect(messageOf(json('[{"a": 1},]'))).toMatch(/^the JSON data is not valid JSON: /);
    expect(messageOf(json('  '))).toBe('the JSON data is empty: it should be an array of objects');
  });

  it(`takes up to ${MAX_ITERATIONS} rows and refuses more`, () => {
    const rows = (count: number) => JSON.stringify(Array.from({ length: count }, () => ({})));
    expect(rowsOf(json(rows(MAX_ITERATIONS)))).toHaveLength(MAX_ITERATIONS);
    expect(messageOf(json(rows(MAX_ITERATIONS + 5)))).toBe(
      `the data has ${MAX_ITERATIONS + 5} rows; at most ${MAX_ITERATIONS} are allowed`,
    );
  });

  it('makes a key named __proto__ an ordinary variable', () => {
    const [row] = rowsOf(json('[{"__proto__": "x"}]'));
    expect(Object.hasOwn(row ?? {}, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });
});
