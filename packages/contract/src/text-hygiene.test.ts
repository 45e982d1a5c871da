import { describe, expect, it } from 'vitest';
import {
  escapeUnstorableText,
  findUnsafeText,
  isStorableText,
  toStorableText,
} from './text-hygiene.js';

describe('isStorableText', () => {
  it('refuses NUL and unpaired surrogates, and takes paired ones', () => {
    expect(isStorableText('plain, é, 中文, 😀')).toBe(true);
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udfff')).toBe(false);
    expect(isStorableText('\ud83d\ude00')).toBe(true);
    // Two high halves, or a low half before its high one, are both unpaired.
    expect(isStorableText('\ud83d\ud83d\ude00')).toBe(false);
    expect(isStorableText('\ude00\ud83d')).toBe(false);
    // Other control characters are storable.
    expect(isStorableText('\u0001\t\u001f\u007f')).toBe(true);
  });

  it('repairs what it refuses', () => {
    expect(toStorableText('a\u0000b\ud800c😀')).toBe('a\uFFFDb\uFFFDc😀');
    expect(toStorableText('a\u0000', '')).toBe('a');
    expect(escapeUnstorableText('a\u0000b\ud800c😀')).toBe('a\\u0000b\\ud800c😀');
  });
});

describe('findUnsafeText', () => {
  it('names each place in document order, keys included', () => {
    const value = {
      name: 'ok',
      list: ['fine', 'bad\u0000', { deep: ['\ud800'] }],
      ['key\u0000']: 'value not looked at \u0000',
      tail: 'x\udc00',
    };
    expect(findUnsafeText(value)).toEqual([
      { path: ['list', 1], isKey: false },
      { path: ['list', 2, 'deep', 0], isKey: false },
      { path: ['key\u0000'], isKey: true },
      { path: ['tail'], isKey: false },
    ]);
    expect(findUnsafeText('\u0000')).toEqual([{ path: [], isKey: false }]);
    expect(findUnsafeText({ n: 1, b: true, z: null })).toEqual([]);
  });

  it('stops at the limit and skips exempt paths', () => {
    const many = Array.from({ length: 1000 }, () => '\u0000');
    expect(findUnsafeText(many)).toHaveLength(20);
    expect(findUnsafeText(many, { limit: 3 })).toHaveLength(3);
    expect(findUnsafeText({ text: '\u0000', other: '\u0000' }, { exempt: [['text']] })).toEqual([
      { path: ['other'], isKey: false },
    ]);
  });

  it('walks any depth without the call stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    const [place] = findUnsafeText(deep);
    expect(place?.path).toHaveLength(100_000);
  });

  it('looks at a 1 MB body in a few milliseconds', () => {
    const body = {
      items: Array.from({ length: 10_000 }, (_, i) => ({
        name: `item ${i}`,
        text: 'é'.repeat(90),
      })),
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    expect(findUnsafeText(body)).toEqual([]);
    const oneString = 'x'.repeat(1_048_576);
    expect(findUnsafeText({ oneString })).toEqual([]);
    // Measured at 2–6 ms on a shared 2-core machine; the bound only catches a blow-up.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
