import { describe, expect, it } from 'vitest';
import { parseRegex } from './parse-regex.js';

const regexOf = (text: string) => {
  const parsed = parseRegex(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.regex;
};

describe('parseRegex', () => {
  it('reads /pattern/flags', () => {
    const regex = regexOf('/^abc$/im');
    expect(regex.source).toBe('^abc$');
    expect(regex.flags).toBe('im');
    expect(regex.test('x\nABC')).toBe(true);
  });

  it('reads a bare pattern', () => {
    expect(regexOf('^\\d+$').test('123')).toBe(true);
    expect(regexOf('^\\d+$').flags).toBe('');
  });

  it('takes a slash-led text that does not end in flags as a bare pattern', () => {
    const regex = regexOf('/api/v1');
    expect(regex.source).toBe('\\/api\\/v1');
    expect(regex.test('GET /api/v1/users')).toBe(true);
    expect(regexOf('/').test('/')).toBe(true);
  });

  it('reads an empty literal as matching everything', () => {
    expect(regexOf('//').test('anything')).toBe(true);
  });

  it('names the expression when it is not valid', () => {
    expect(parseRegex('/a(/')).toEqual({
      ok: false,
      message: expect.stringMatching(/^the regular expression \/a\(\/ is not valid: /) as string,
    });
    expect(parseRegex('[z-a]').ok).toBe(false);
    // Valid flag letters, used twice: refused by the engine, not read as a bare pattern.
    expect(parseRegex('/a/gg').ok).toBe(false);
  });
});
