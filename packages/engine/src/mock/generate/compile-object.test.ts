import { describe, expect, it } from 'vitest';
import { sample, validValues } from './test-support/sample.js';

type Item = Record<string, unknown>;

describe('objects', () => {
  it('fills required and optional properties, and leaves out write-only ones', () => {
    const values = validValues({
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer' },
        nickname: { type: 'string' },
        password: { type: 'string', writeOnly: true },
      },
    }) as Item[];
    for (const value of values) expect(Object.keys(value).sort()).toEqual(['id', 'nickname']);
  });

  it('adds a required property that is not declared, typed by additionalProperties', () => {
    const values = validValues({
      type: 'object',
      required: ['count'],
      additionalProperties: { type: 'integer' },
    }) as Item[];
    for (const value of values) expect(Number.isInteger(value.count)).toBe(true);
  });

  it('fills a map (additionalProperties without properties) with a few entries', () => {
    const values = validValues({
      type: 'object',
      additionalProperties: { type: 'string', format: 'uuid' },
    }) as Item[];
    for (const value of values) {
      expect(Object.keys(value).length).toBeGreaterThanOrEqual(1);
      expect(Object.keys(value).length).toBeLessThanOrEqual(3);
    }
  });

  it('names map keys after patternProperties', () => {
    const values = validValues({
      type: 'object',
      patternProperties: { '^x-[a-z]{3}$': { type: 'integer' } },
      additionalProperties: false,
    }) as Item[];
    for (const value of values)
      for (const key of Object.keys(value)) expect(key).toMatch(/^x-[a-z]{3}$/);
  });

  it('meets minProperties and maxProperties', () => {
    const many = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } },
    };
    for (const value of validValues({ ...many, required: ['c'], maxProperties: 2 }) as Item[]) {
      expect(Object.keys(value)).toHaveLength(2);
      expect(value).toHaveProperty('c');
    }
    for (const value of validValues({ ...many, minProperties: 5 }) as Item[]) {
      expect(Object.keys(value).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('keeps a property named __proto__ as data', () => {
    const { one } = sample({
      type: 'object',
      required: ['__proto__'],
      properties: { ['__proto__']: { type: 'integer' } },
    });
    const value = one().value as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
  });

  it('meets "not both" (not: {required: [a, b]})', () => {
    validValues({
      type: 'object',
      properties: { image_url: { type: 'string' }, file_id: { type: 'string' } },
      anyOf: [{ required: ['image_url'] }, { required: ['file_id'] }],
      not: { required: ['image_url', 'file_id'] },
      additionalProperties: false,
    });
  });
});

describe('arrays', () => {
  it('gives one to three items by default', () => {
    for (const value of validValues({ type: 'array', items: { type: 'integer' } }) as unknown[][]) {
      expect(value.length).toBeGreaterThanOrEqual(1);
      expect(value.length).toBeLessThanOrEqual(3);
    }
  });

  it('meets minItems and maxItems, and caps at 20 unless minItems says more', () => {
    for (const value of validValues({ type: 'array', minItems: 4, maxItems: 5 }) as unknown[][]) {
      expect([4, 5]).toContain(value.length);
    }
    expect((validValues({ type: 'array', maxItems: 0 })[0] as unknown[]).length).toBe(0);
    expect(
      (validValues({ type: 'array', minItems: 50, items: { type: 'boolean' } }, 3)[0] as unknown[])
        .length,
    ).toBe(50);
  });

  it('makes items unique, also objects', () => {
    for (const value of validValues({
      type: 'array',
      minItems: 5,
      maxItems: 5,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: 6 },
    }) as number[][]) {
      expect(new Set(value).size).toBe(5);
    }
    validValues({
      type: 'array',
      minItems: 3,
      uniqueItems: true,
      items: {
        type: 'object',
        properties: { on: { type: 'boolean' }, n: { type: 'integer', minimum: 0, maximum: 3 } },
      },
    });
  });

  it('fills prefixItems in order, then items, and a 3.0-era items list', () => {
    const values = validValues({
      type: 'array',
      prefixItems: [{ type: 'string', format: 'date' }, { type: 'integer' }],
      items: false,
      minItems: 2,
    }) as unknown[][];
    for (const value of values) {
      expect(value).toHaveLength(2);
      expect(value[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const tuple = sample({
      type: 'array',
      items: [{ type: 'integer' }, { type: 'string' }],
      minItems: 2,
      maxItems: 2,
    }).one().value;
    expect(tuple).toEqual([expect.any(Number), expect.any(String)]);
  });

  it('names items after the array (`emails` holds emails)', () => {
    const values = validValues({
      type: 'object',
      properties: { emails: { type: 'array', items: { type: 'string' } } },
    }) as { emails: string[] }[];
    for (const value of values) for (const email of value.emails) expect(email).toMatch(/@/);
  });
});
