import { describe, expect, it } from 'vitest';
import { inferSchema, inferSchemaFromExamples, mergeSchemas } from './infer-schema.js';

describe('inferSchema', () => {
  it('describes scalars, objects and arrays by their types', () => {
    expect(
      inferSchema({ id: 7, price: 1.5, name: 'x', ok: true, none: null, tags: ['a', 'b'] }),
    ).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        price: { type: 'number' },
        name: { type: 'string' },
        ok: { type: 'boolean' },
        none: { type: 'null' },
        tags: { type: 'array', items: { type: 'string' } },
      },
    });
  });

  it('names only unmistakable string formats', () => {
    expect(inferSchema('2024-05-01T10:00:00Z')).toEqual({ type: 'string', format: 'date-time' });
    expect(inferSchema('2024-05-01')).toEqual({ type: 'string', format: 'date' });
    expect(inferSchema('3fa85f64-5717-4562-b3fc-2c963f66afa6')).toEqual({
      type: 'string',
      format: 'uuid',
    });
    expect(inferSchema('a@b.io')).toEqual({ type: 'string', format: 'email' });
    expect(inferSchema('https://example.com/x')).toEqual({ type: 'string', format: 'uri' });
    expect(inferSchema('{{baseUrl}}/x')).toEqual({ type: 'string' });
    expect(inferSchema('12')).toEqual({ type: 'string' });
  });

  it('merges the items of a mixed array into one schema', () => {
    expect(inferSchema([1, 2.5, null])).toEqual({
      type: 'array',
      items: { type: ['number', 'null'] },
    });
    expect(inferSchema([{ a: 1 }, { b: 'x' }])).toEqual({
      type: 'array',
      items: { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } } },
    });
    expect(inferSchema([])).toEqual({ type: 'array', items: {} });
  });

  it('keeps a "__proto__" key as an ordinary property', () => {
    const value = JSON.parse('{"__proto__": {"x": 1}}') as unknown;
    const schema = inferSchema(value) as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(schema.properties)).toBe(Object.prototype);
  });

  it('stops at a depth bound and describes huge objects as maps', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 1000; i += 1) deep = { a: deep };
    expect(() => inferSchema(deep)).not.toThrow();
    const wide = Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`k${i}`, i]));
    expect(inferSchema(wide)).toEqual({ type: 'object', additionalProperties: true });
  });
});

describe('mergeSchemas', () => {
  it('gives the same schema whatever the order of the examples', () => {
    const values = [{ a: 1 }, { a: 'x', b: [true] }, null];
    const forward = inferSchemaFromExamples(values);
    const backward = inferSchemaFromExamples([...values].reverse());
    expect(forward).toEqual({
      type: ['object', 'null'],
      properties: {
        a: { type: ['string', 'integer'] },
        b: { type: 'array', items: { type: 'boolean' } },
      },
    });
    // Property order aside (JSON Schema does not care), the two are the same.
    expect(backward).toEqual(forward);
  });

  it('widens an integer to a number and drops a format the examples disagree on', () => {
    expect(mergeSchemas({ type: 'integer' }, { type: 'number' })).toEqual({ type: 'number' });
    expect(
      mergeSchemas({ type: 'string', format: 'date' }, { type: 'string', format: 'uuid' }),
    ).toEqual({
      type: 'string',
    });
    expect(
      mergeSchemas({ type: 'string', format: 'date' }, { type: 'string', format: 'date' }),
    ).toEqual({
      type: 'string',
      format: 'date',
    });
  });

  it('lets an empty schema (anything) win', () => {
    expect(mergeSchemas({}, { type: 'string' })).toEqual({});
  });
});
