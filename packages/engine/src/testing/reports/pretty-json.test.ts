import { describe, expect, it } from 'vitest';
import { prettyJson } from './pretty-json.js';

describe('prettyJson', () => {
  it('indents objects and arrays with two spaces', () => {
    expect(prettyJson('{"a":1,"b":[true,null,{"c":"d"}],"e":{},"f":[ ]}')).toBe(
      [
        '{',
        '  "a": 1,',
        '  "b": [',
        '    true,',
        '    null,',
        '    {',
        '      "c": "d"',
        '    }',
        '  ],',
        '  "e": {},',
        '  "f": []',
        '}',
      ].join('\n'),
    );
  });

  it('keeps what the server wrote: big numbers, number forms, escapes, repeated keys', () => {
    const body = '{"id":12345678901234567890,"x":1.0,"y":1e3,"s":"\\u00e9 \\" , : { [","id":2}';
    expect(prettyJson(body)).toBe(
      '{\n  "id": 12345678901234567890,\n  "x": 1.0,\n  "y": 1e3,\n  "s": "\\u00e9 \\" , : { [",\n  "id": 2\n}',
    );
  });

  it('re-indents JSON that was already indented', () => {
    expect(prettyJson('  {\n\t"a" :  [ 1 ,2 ]\r\n}  ')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
  });

  it('gives null for what is not a JSON object or array', () => {
    for (const text of ['', 'plain', '"a string"', '42', '{"cut": "bo', '<html></html>', '{a:1}']) {
      expect(prettyJson(text)).toBeNull();
    }
  });

  it('gives up on deep nesting rather than growing the body many times over', () => {
    expect(prettyJson(`${'['.repeat(32)}1${']'.repeat(32)}`)).not.toBeNull();
    expect(prettyJson(`${'['.repeat(33)}1${']'.repeat(33)}`)).toBeNull();
    expect(prettyJson(`${'['.repeat(30_000)}${']'.repeat(30_000)}`)).toBeNull();
  });
});
