import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from './json-error-offset.js';
import { locateJsonPointers } from './pointer-location.js';

describe('locateJsonPointers', () => {
  const text = '{\n  "a": [1, {"b~/c": "x"}],\n  "d": {"e": null,\n    "f": "\\"q\\""}\n}';

  it('finds where the values at pointers start, in one pass', () => {
    const places = locateJsonPointers(
      text,
      new Set(['', '/a/1/b~0~1c', '/d/f', '/a/0', '/missing', '/a/5']),
    );
    expect(Object.fromEntries(places)).toEqual({
      '': { line: 1, column: 1 },
      '/a/0': { line: 2, column: 9 },
      '/a/1/b~0~1c': { line: 2, column: 21 },
      '/d/f': { line: 4, column: 10 },
    });
  });

  it('gives up quietly on text that is not JSON', () => {
    expect(locateJsonPointers('{"a": [1, ', new Set(['/b'])).size).toBe(0);
  });
});

describe('jsonErrorOffset', () => {
  it.each([
    ['{"a": [}', 7],
    ['{"a" 1}', 5],
    ['[1, 2,]', 6],
    ['{"a": "x\ny"}', 8],
    ['{"a": tru}', 6],
    ['{"a": 1} x', 9],
    ['{"a": "\\q"}', 7],
    ['[[[', 3],
  ])('finds the fault of %j at %d', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  it('passes valid JSON, however deep', () => {
    expect(jsonErrorOffset('{"a": [1, -2.5e3, true, false, null, "\\u00e9", {}, []]}')).toBeNull();
    expect(jsonErrorOffset('['.repeat(100_000) + ']'.repeat(100_000))).toBeNull();
  });
});
