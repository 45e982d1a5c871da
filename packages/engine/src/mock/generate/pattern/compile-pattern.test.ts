import { describe, expect, it } from 'vitest';
import { compilePattern } from './compile-pattern.js';
import { parsePattern } from './parse-pattern.js';

const free = { minLength: 0, maxLength: undefined };

describe('parsePattern', () => {
  it('reads the common syntax into a tree', () => {
    expect(parsePattern('^a[b-d]{2,3}(x|y)?$').node).toMatchObject({
      type: 'seq',
      items: [
        { type: 'start' },
        { type: 'chars', ranges: [[97, 97]] },
        { type: 'repeat', min: 2, max: 3, body: { type: 'chars', ranges: [[98, 100]] } },
        { type: 'repeat', min: 0, max: 1, body: { type: 'group', capture: 1 } },
        { type: 'end' },
      ],
    });
  });

  it('names what it only approximates', () => {
    expect(parsePattern('^(?=.*\\d)\\w+$').unsupported).toEqual(['lookaround (?=.*\\d)']);
    expect(parsePattern('\\p{Script=Greek}').unsupported).toEqual([
      'property escape \\p{Script=Greek}',
    ]);
  });

  it('takes a stray brace or bracket as a literal', () => {
    const strings = compilePattern('a{b', free);
    expect(strings.isExact).toBe(true);
    expect(strings.values[0]).toContain('a{b');
  });
});

describe('compilePattern', () => {
  it('prepares distinct strings that match', () => {
    const strings = compilePattern('^[a-f0-9]{8}$', free);
    expect(strings.isExact).toBe(true);
    expect(strings.values.length).toBeGreaterThan(20);
    for (const value of strings.values) expect(value).toMatch(/^[a-f0-9]{8}$/);
  });

  it('satisfies a lookahead when the plain reading happens to, and flags it when not', () => {
    expect(compilePattern('^(?!x)[a-c]{3}$', free).isExact).toBe(true);
    const impossible = compilePattern('^(?=.*\\d)[a-z]{4}$', free);
    expect(impossible.isExact).toBe(false);
    expect(impossible.issue).toMatch(/lookaround/);
    expect(impossible.values[0]).toMatch(/^[a-z]{4}$/);
  });

  it('gives the closest string when the pattern cannot meet the length', () => {
    const strings = compilePattern('^\\d{3}$', { minLength: 5, maxLength: 8 });
    expect(strings.isExact).toBe(false);
    expect(strings.values).toEqual([expect.stringMatching(/^\d{3}$/)]);
    expect(strings.issue).toBe('the pattern ^\\d{3}$ cannot meet length 5..8');
  });

  it('flags an invalid regular expression and still answers', () => {
    const strings = compilePattern('([a-z]', free);
    expect(strings.isExact).toBe(false);
    expect(strings.issue).toMatch(/not a valid regular expression/);
    expect(typeof strings.values[0]).toBe('string');
  });

  it('stays bounded on huge quantifiers and empty classes', () => {
    const started = performance.now();
    const huge = compilePattern('^a{100000}$', free);
    expect(huge.isExact).toBe(false);
    expect(huge.values[0]!.length).toBeLessThanOrEqual(10_000);
    expect(compilePattern('^[]$', free).isExact).toBe(false);
    expect(compilePattern('^(a+)+b{2,}$', { minLength: 50, maxLength: 60 }).isExact).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
