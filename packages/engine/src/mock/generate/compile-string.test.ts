import { describe, expect, it } from 'vitest';
import { sample, validValues } from './test-support/sample.js';
import { lengthOf } from './schema-keywords.js';

const strings = (schema: Record<string, unknown>, count = 30) =>
  validValues({ type: 'string', ...schema }, count) as string[];

describe('string formats', () => {
  it.each([
    ['email', /^[^@\s]+@[^@\s]+\.[a-z]+$/i],
    ['uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/],
    ['date', /^\d{4}-\d{2}-\d{2}$/],
    ['date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/],
    ['time', /^\d{2}:\d{2}:\d{2}Z$/],
    ['uri', /^https?:\/\//],
    ['url', /^https?:\/\//],
    ['hostname', /^[a-z0-9.-]+$/],
    ['ipv4', /^\d+\.\d+\.\d+\.\d+$/],
    ['ipv6', /:/],
    ['byte', /^([A-Za-z0-9+/]{4})+$/],
    ['duration', /^P/],
    ['json-pointer', /^\//],
  ])('generates valid %s values', (format, shape) => {
    for (const value of strings({ format })) expect(value).toMatch(shape);
  });

  it('generates binary, password and unknown formats as plain strings', () => {
    for (const format of ['binary', 'password', 'x-custom']) {
      expect(strings({ format }).every((value) => value.length > 0)).toBe(true);
    }
  });

  it('varies uuids between answers', () => {
    expect(new Set(strings({ format: 'uuid' })).size).toBe(30);
  });

  it('fits a format into length limits when it can', () => {
    for (const value of strings({ format: 'email', maxLength: 20 }))
      expect(value.length).toBeLessThanOrEqual(20);
    for (const value of strings({ format: 'byte', minLength: 8, maxLength: 8 }))
      expect(value).toHaveLength(8);
  });
});

describe('string lengths', () => {
  it('keeps within minLength and maxLength, counting code points', () => {
    for (const value of strings({ minLength: 5, maxLength: 8 })) {
      expect(lengthOf(value)).toBeGreaterThanOrEqual(5);
      expect(lengthOf(value)).toBeLessThanOrEqual(8);
    }
    expect(strings({ maxLength: 0 })).toEqual(Array(30).fill(''));
    for (const value of strings({ minLength: 300 }, 3))
      expect(lengthOf(value)).toBeGreaterThanOrEqual(300);
  });

  it('in Chinese too', () => {
    const values = validValues({ type: 'string', minLength: 4, maxLength: 6 }, 20, {
      locale: 'zh-CN',
    }) as string[];
    for (const value of values) expect(lengthOf(value)).toBeLessThanOrEqual(6);
  });
});

describe('string patterns', () => {
  it.each([
    '^[A-Z]{3}-\\d{4}$',
    '^\\+?[1-9]\\d{1,14}$',
    '^(cus|sub)_[a-zA-Z0-9]{14}$',
    '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    '^#?([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$',
    '^\\d{5}(-\\d{4})?$',
    'abc',
    '^.{2,4}$',
    '^[^\\s@]+@[^\\s@]+$',
    '^(\\w+)-\\1$',
    '^(?<word>[a-z]+)=\\k<word>$',
    '^\\p{Lu}\\p{Ll}+$',
    '^[\\u4e00-\\u9fa5]{2,4}$',
    '^\\x41\\u0042[\\t ]C$',
  ])('generates strings matching %s', (pattern) => {
    const regex = new RegExp(pattern, 'u');
    for (const value of strings({ pattern })) expect(value).toMatch(regex);
  });

  it('meets a pattern and lengths together, padding an unanchored pattern', () => {
    for (const value of strings({ pattern: '^[a-z]+$', minLength: 10, maxLength: 12 })) {
      expect(value).toMatch(/^[a-z]{10,12}$/);
    }
    for (const value of strings({ pattern: 'x\\d', minLength: 8 })) {
      expect(value).toMatch(/x\d/);
      expect(value.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('prefers a realistic value that meets the pattern', () => {
    const values = validValues(
      {
        type: 'object',
        properties: { email: { type: 'string', pattern: '^[^@]+@[^@]+\\.[a-z]+$' } },
      },
      10,
    ) as { email: string }[];
    expect(new Set(values.map((value) => value.email)).size).toBeGreaterThan(5);
  });
});

describe('a constraint always wins over realism', () => {
  it('gives an email field with maxLength 5 five characters at most, not an email', () => {
    const values = validValues({
      type: 'object',
      required: ['email'],
      properties: { email: { type: 'string', maxLength: 5 } },
    }) as {
      email: string;
    }[];
    for (const { email } of values) {
      expect(email.length).toBeLessThanOrEqual(5);
      expect(email).not.toMatch(/@.*\./);
    }
  });

  it('gives an email field exactly five characters when asked', () => {
    const { one } = sample({
      type: 'object',
      properties: { email: { type: 'string', minLength: 5, maxLength: 5 } },
    });
    expect((one().value as { email: string }).email).toHaveLength(5);
  });

  it('lets the format win over the name', () => {
    const values = validValues({
      type: 'object',
      properties: { email: { type: 'string', format: 'uuid' } },
    }) as { email: string }[];
    for (const { email } of values) expect(email).toMatch(/^[0-9a-f-]{36}$/);
  });
});
