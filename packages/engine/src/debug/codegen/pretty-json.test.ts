import { describe, expect, it } from 'vitest';
import { isJsonContentType, prettyJson } from './pretty-json.js';

describe('prettyJson', () => {
  it('indents objects and arrays by two spaces, one member per line', () => {
    expect(prettyJson('{"a":1,"b":[true,null]}')).toBe(
      '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}',
    );
  });

  it('keeps numbers and strings exactly as written', () => {
    // JSON.parse would turn the first into 12345678901234567000 and the second into 1.
    expect(prettyJson('[12345678901234567890, 1.0, 1e2, -0]')).toBe(
      '[\n  12345678901234567890,\n  1.0,\n  1e2,\n  -0\n]',
    );
    expect(prettyJson('{"q":"a \\" , : { [ \\\\","u":"\\u00e9"}')).toBe(
      '{\n  "q": "a \\" , : { [ \\\\",\n  "u": "\\u00e9"\n}',
    );
  });

  it('writes empty containers on one line, even with space inside', () => {
    expect(prettyJson('{ "a" : { } , "b" : [ ] }')).toBe('{\n  "a": {},\n  "b": []\n}');
  });

  it('re-indents text that was already pretty, and leaves scalars alone', () => {
    expect(prettyJson('{\r\n\t"a":\t[ 1 ]\r\n}\n')).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(prettyJson(' "x" ')).toBe('"x"');
    expect(prettyJson('42')).toBe('42');
  });

  it('gives undefined for text that is not JSON', () => {
    for (const text of ['', '{', '{"a":1,}', "{'a':1}", 'NaN', '{{var}}'])
      expect(prettyJson(text)).toBeUndefined();
  });
});

describe('isJsonContentType', () => {
  it('knows JSON types with and without parameters', () => {
    for (const type of [
      'application/json',
      'Application/JSON; charset=utf-8',
      'application/vnd.api+json',
      'application/problem+json',
      'text/json',
    ])
      expect(isJsonContentType(type)).toBe(true);
  });

  it('does not mistake other types for JSON', () => {
    for (const type of ['text/plain', 'application/jsonp', 'application/x-ndjson', 'json', ''])
      expect(isJsonContentType(type)).toBe(false);
  });
});
