import { describe, expect, it } from 'vitest';
import { lineColumnAt, locateJsonError } from './json-error';

describe('locateJsonError', () => {
  it.each([
    ['{"a": 1,}', 'unexpectedCharacter', 8],
    ['{"a" 1}', 'unexpectedCharacter', 5],
    ['{"a": 1', 'unexpectedEnd', 7],
    ['', 'unexpectedEnd', 0],
    ['[1, 2] x', 'unexpectedCharacter', 7],
    ['{"a": "b\\q"}', 'badEscape', 8],
    ['{"a": "\\u12G4"}', 'badEscape', 7],
    ['"tab\there"', 'controlCharacter', 4],
    ['[-]', 'badNumber', 1],
    ['[01]', 'unexpectedCharacter', 2],
    ['{"a": tru}', 'unexpectedCharacter', 6],
  ])('%j → %s at %i', (text, kind, offset) => {
    expect(locateJsonError(text)).toEqual({ kind, offset });
  });

  it('accepts valid JSON', () => {
    expect(
      locateJsonError(' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"], "b": {}} '),
    ).toBeNull();
  });

  it('survives very deep nesting', () => {
    expect(locateJsonError('['.repeat(100_000))).toEqual({
      kind: 'unexpectedEnd',
      offset: 100_000,
    });
    expect(locateJsonError('['.repeat(50_000) + ']'.repeat(50_000))).toBeNull();
  });

  it('agrees with JSON.parse on which texts are valid (seeded fuzz)', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const base = JSON.stringify({
      a: [1, 2.5, -3e2, 'x\\"y', true, null],
      b: { c: {} },
      d: '\u00e9',
    });
    const alphabet = '{}[],:"\\ 0123456789-+.eEtrufalsn\n\t';
    const seen = { valid: 0, invalid: 0 };
    for (let round = 0; round < 3000; round += 1) {
      let text = base;
      const edits = 1 + Math.floor(random() * 3);
      for (let edit = 0; edit < edits; edit += 1) {
        const at = Math.floor(random() * (text.length + 1));
        const char = alphabet[Math.floor(random() * alphabet.length)]!;
        text =
          random() < 0.5
            ? text.slice(0, at) + char + text.slice(at)
            : text.slice(0, at) + text.slice(at + 1);
      }
      let isValid = true;
      try {
        JSON.parse(text);
      } catch {
        isValid = false;
      }
      expect(locateJsonError(text) === null, text).toBe(isValid);
      seen[isValid ? 'valid' : 'invalid'] += 1;
    }
    // The mutations must exercise both answers for the agreement to mean something.
    expect(seen.valid).toBeGreaterThan(100);
    expect(seen.invalid).toBeGreaterThan(100);
  });
});

describe('lineColumnAt', () => {
  it('counts 1-based lines and columns', () => {
    expect(lineColumnAt('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt('ab\n', 3)).toEqual({ line: 2, column: 1 });
  });
});
