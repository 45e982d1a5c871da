import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from './json-error-offset.js';

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
