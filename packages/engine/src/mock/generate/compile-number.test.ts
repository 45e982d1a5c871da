import { describe, expect, it } from 'vitest';
import { sample, validValues } from './test-support/sample.js';

const numbers = (schema: Record<string, unknown>, count = 40) =>
  validValues({ type: 'number', ...schema }, count) as number[];
const integers = (schema: Record<string, unknown>, count = 40) =>
  validValues({ type: 'integer', ...schema }, count) as number[];

describe('numbers', () => {
  it('keeps within minimum and maximum', () => {
    for (const value of integers({ minimum: 3, maximum: 5 })) expect([3, 4, 5]).toContain(value);
    for (const value of numbers({ minimum: -1.5, maximum: -1.25 })) {
      expect(value).toBeGreaterThanOrEqual(-1.5);
      expect(value).toBeLessThanOrEqual(-1.25);
    }
  });

  it('reads exclusive bounds in OpenAPI 3.0 (booleans) and 3.1 (numbers)', () => {
    expect(
      new Set(integers({ minimum: 1, maximum: 3, exclusiveMinimum: true, exclusiveMaximum: true })),
    ).toEqual(new Set([2]));
    expect(new Set(integers({ exclusiveMinimum: 1, exclusiveMaximum: 3 }))).toEqual(new Set([2]));
    for (const value of numbers({ exclusiveMinimum: 0, exclusiveMaximum: 0.001 })) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(0.001);
    }
  });

  it('honours multipleOf, fractional ones included', () => {
    for (const value of integers({ multipleOf: 7, minimum: 10, maximum: 100 }))
      expect(value % 7).toBe(0);
    for (const value of numbers({ multipleOf: 0.01, minimum: 0, maximum: 10 }))
      expect(Number.isInteger(value / 0.01)).toBe(true);
    for (const value of numbers({ multipleOf: 0.1 }))
      expect(Number.isInteger(value / 0.1)).toBe(true);
  });

  it('keeps int32 and int64 in range', () => {
    for (const value of integers({ format: 'int32', minimum: 2_147_483_000 }))
      expect(value).toBeLessThanOrEqual(2_147_483_647);
    for (const value of integers({ format: 'int64', minimum: 9_007_199_254_740_000 }))
      expect(Number.isSafeInteger(value)).toBe(true);
  });

  it('gives float and double numbers with a few decimals', () => {
    for (const value of numbers({ format: 'double' }))
      expect(String(value)).toMatch(/^-?\d+(\.\d{1,2})?$/);
  });

  it('opens a window below a lone maximum and above a lone minimum', () => {
    for (const value of integers({ maximum: -5000 })) expect(value).toBeLessThanOrEqual(-5000);
    for (const value of integers({ minimum: 1e12 })) expect(value).toBeGreaterThanOrEqual(1e12);
  });

  it('makes numbers realistic from the field name within the bounds', () => {
    const { many } = sample({
      type: 'object',
      properties: {
        age: { type: 'integer' },
        price: { type: 'number' },
        latitude: { type: 'number' },
        count: { type: 'integer', maximum: 10 },
      },
    });
    for (const { value } of many(20)) {
      const item = value as { age: number; price: number; latitude: number; count: number };
      expect(item.age).toBeGreaterThanOrEqual(18);
      expect(item.age).toBeLessThanOrEqual(80);
      expect(String(item.price)).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(Math.abs(item.latitude)).toBeLessThanOrEqual(90);
      expect(item.count).toBeLessThanOrEqual(10);
    }
  });
});
