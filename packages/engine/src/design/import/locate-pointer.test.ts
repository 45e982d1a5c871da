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
      // Inside flow style too (it gave the block key's place, line 14 column 3, before issue 20).
      { line: 14, column: 12 },
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

  // Issue 20: the YAML reader went by indentation, so everything below these gave its parent's
  // line (or the document's first). Each case here failed that way.
  describe('YAML beyond block style (issue 20)', () => {
    it('finds keys and items inside flow mappings and flow sequences', () => {
      const text = [
        'paths:',
        '  /a: {get: {responses: {"200": {description: ok}}}, post: {}}',
        '  /b:',
        '    get:',
        '      tags: [one, two,',
        '        three]',
        '      parameters: [{name: q, in: query}, {name: r, in: header}]',
      ].join('\n');
      expect(
        at(
          text,
          'yaml',
          ['paths', '/a', 'get', 'responses', '200', 'description'],
          ['paths', '/a', 'post'],
          ['paths', '/b', 'get', 'tags', '2'],
          ['paths', '/b', 'get', 'parameters', '1', 'in'],
          ['paths', '/b', 'get', 'parameters', '1', 'missing'],
          ['paths', '/b', 'get', 'tags', '3'],
        ),
      ).toEqual([
        { line: 2, column: 34 },
        { line: 2, column: 54 },
        { line: 6, column: 9 },
        { line: 7, column: 52 },
        { line: 7, column: 42 },
        { line: 5, column: 7 },
      ]);
    });

    it('finds entries under complex keys (? [a, b]) and after them', () => {
      const text = [
        'x-keys:',
        '  ? [a, b]',
        '  : first',
        '  ? {k: v}',
        '  : second',
        '  ? |',
        '    block',
        '  : third',
        '  after: 1',
      ].join('\n');
      // js-yaml, which reads the file, names such keys String(value): "a,b", "[object Object]".
      expect(
        at(text, 'yaml', ['x-keys', 'a,b'], ['x-keys', '[object Object]'], ['x-keys', 'after']),
      ).toEqual([
        { line: 2, column: 5 },
        { line: 4, column: 5 },
        { line: 9, column: 3 },
      ]);
    });

    it("matches quoted keys with escapes, and keys holding the pointer's '/' and '~'", () => {
      const text = [
        'paths:',
        '  "/pets/{id}\\u0021": {get: 1}',
        "  '/it''s~1': 2",
        '  "multi',
        '    line": 3',
        '  ? "a/b~c"',
        '  : 4',
        '  200: five',
        '  0x1F: six',
      ].join('\n');
      expect(
        at(
          text,
          'yaml',
          ['paths', '/pets/{id}!', 'get'],
          ['paths', "/it's~1"],
          ['paths', 'multi line'],
          ['paths', 'a/b~c'],
          ['paths', '200'],
          ['paths', '31'],
        ),
      ).toEqual([
        { line: 2, column: 24 },
        { line: 3, column: 3 },
        { line: 4, column: 3 },
        { line: 6, column: 5 },
        { line: 8, column: 3 },
        { line: 9, column: 3 },
      ]);
    });

    it('follows anchors, aliases and merge keys to where the values are written', () => {
      const text = [
        'components:',
        '  base: &base',
        '    type: object',
        '    properties: &props {id: {type: string}}',
        '  pet:',
        '    <<: *base',
        '    title: Pet',
        '  copy: *props',
        '  tagged: !!map',
        '    &t key: value',
      ].join('\n');
      expect(
        at(
          text,
          'yaml',
          ['components', 'pet', 'title'],
          ['components', 'pet', 'type'],
          ['components', 'copy', 'id', 'type'],
          ['components', 'tagged', 'key'],
        ),
      ).toEqual([
        { line: 7, column: 5 },
        { line: 3, column: 5 },
        { line: 4, column: 30 },
        { line: 10, column: 8 },
      ]);
    });

    it('reads the first document after directives and comments, and JSON written as YAML', () => {
      const yaml = '%YAML 1.2\n# intro\n--- # first\na:\n  - b: 1\n...\n---\na: [9]\n';
      expect(at(yaml, 'yaml', ['a', '0', 'b'], [])).toEqual([
        { line: 5, column: 5 },
        { line: 4, column: 1 },
      ]);
      const json = '{\n  "a": {"b c": [1, {"d": true}]},\n  "e\\n": null\n}';
      expect(at(json, 'yaml', ['a', 'b c', '1', 'd'], ['e\n'])).toEqual(
        at(json, 'json', ['a', 'b c', '1', 'd'], ['e\n']),
      );
    });

    it('gives null for a text with no document, and the root for an empty pointer', () => {
      expect(at('# only a comment\n', 'yaml', ['a'], [])).toEqual([null, null]);
      expect(at('  info:\n    title: T\n', 'yaml', [])).toEqual([{ line: 1, column: 3 }]);
    });
  });
});
