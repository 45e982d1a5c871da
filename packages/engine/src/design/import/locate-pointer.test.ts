import { describe, expect, it } from 'vitest';
import { locatePointers } from './locate-pointer.js';

const at = (text: string, syntax: 'json' | 'yaml', ...pointers: string[][]) =>
  locatePointers(text, syntax, pointers);

describe('locatePointers', () => {
  it('finds keys and array items in JSON, all pointers in one pass', () => {
    const text = '{\n  "a": {"b/c": [10, {"d": "x\\"y"}]},\n  "e": 1\n}';
    expect(at(text, 'json', ['a', 'b/c', '1', 'd'], ['e'], ['a', 'b/c', '0'], [])).toEqual([
      { line: 2, column: 22 },
      { line: 3, column: 3 },
      { line: 2, column: 17 },
      { line: 1, column: 1 },
    ]);
  });

  it('reads escaped keys, and keeps what it found before text that is not JSON', () => {
    const text = '{\n  "a": [1, {"b~/c": "x"}],\n  "d": {"e": null,\n    "f": "\\"q\\""}\n}';
    expect(at(text, 'json', ['a', '1', 'b~/c'], ['d', 'f'], ['a', '5'], ['missing'])).toEqual([
      { line: 2, column: 13 },
      { line: 4, column: 5 },
      { line: 2, column: 3 },
      { line: 1, column: 1 },
    ]);
    expect(at('{"a": 1, "b": [1, ', 'json', ['a'], ['b', '3'])).toEqual([
      { line: 1, column: 2 },
      { line: 1, column: 10 },
    ]);
  });

  it('gives the deepest existing parent of a pointer that is not in the text', () => {
    const text = '{"a": {"b": 1}}';
    expect(at(text, 'json', ['a', 'missing', 'deeper'])).toEqual([{ line: 1, column: 2 }]);
  });

  it('finds keys, sequence items and quoted keys in block YAML', () => {
    const text = [
      '---',
      '# a comment',
      'openapi: 3.1.0',
      'paths:',
      '  "/pets/{id}":',
      '    get: &op',
      '      parameters:',
      '        - name: id',
      '          in: path',
      '        -   name: q',
      "            'in': query",
      '      responses:',
      '      - not a map',
      '  /other: {get: {}}',
    ].join('\n');
    expect(
      at(
        text,
        'yaml',
        ['openapi'],
        ['paths', '/pets/{id}', 'get', 'parameters', '0', 'in'],
        ['paths', '/pets/{id}', 'get', 'parameters', '1', 'in'],
        ['paths', '/pets/{id}', 'get', 'responses', '0'],
        ['paths', '/other', 'get'],
        ['paths', '/pets/{id}', 'get', 'missing'],
      ),
    ).toEqual([
      { line: 3, column: 1 },
      { line: 9, column: 11 },
      { line: 11, column: 13 },
      { line: 13, column: 7 },
      // Flow style is not looked into: the nearest block key is given.
      { line: 14, column: 3 },
      { line: 6, column: 5 },
    ]);
  });

  it('reads a document indented as a whole, and block scalars', () => {
    const text = '  info:\n    description: |\n      text: not a key\n    title: T\n';
    expect(at(text, 'yaml', ['info', 'title'], ['info', 'description', 'text'])).toEqual([
      { line: 4, column: 5 },
      { line: 2, column: 5 },
    ]);
  });
});
