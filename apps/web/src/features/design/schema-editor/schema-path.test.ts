import { describe, expect, it } from 'vitest';
import { getAt, pointerOf, setAt, updateAt, withKey } from './schema-path';

describe('pointerOf', () => {
  it('writes a URI-fragment JSON pointer, escaping ~ and /', () => {
    expect(pointerOf([])).toBe('#');
    expect(pointerOf(['properties', 'a/b~c', 'oneOf', 2])).toBe('#/properties/a~1b~0c/oneOf/2');
  });
});

describe('getAt / setAt', () => {
  const schema = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } } };

  it('reads along a path, undefined when a step is missing', () => {
    expect(getAt(schema, ['properties', 'b'])).toEqual({ type: 'integer' });
    expect(getAt(schema, ['properties', 'c', 'type'])).toBeUndefined();
    expect(getAt({ oneOf: [{ type: 'null' }] }, ['oneOf', 0, 'type'])).toBe('null');
  });

  it('replaces a value in its place without touching the original', () => {
    const next = setAt(schema, ['properties', 'a'], { type: 'boolean' }) as typeof schema;
    expect(Object.keys(next.properties)).toEqual(['a', 'b']);
    expect(next.properties.a).toEqual({ type: 'boolean' });
    expect(schema.properties.a).toEqual({ type: 'string' });
    expect(next.properties.b).toBe(schema.properties.b);
  });

  it('removes a key or an array entry when given undefined', () => {
    expect(setAt(schema, ['properties', 'a'], undefined)).toEqual({
      type: 'object',
      properties: { b: { type: 'integer' } },
    });
    expect(setAt({ anyOf: [1, 2, 3] }, ['anyOf', 1], undefined)).toEqual({ anyOf: [1, 3] });
  });

  it('treats a property named __proto__ as data, never as the prototype', () => {
    const parsed = JSON.parse('{"properties":{"__proto__":{"type":"string"}}}') as object;
    const next = setAt(parsed, ['properties', '__proto__', 'type'], 'integer') as {
      properties: Record<string, unknown>;
    };
    expect(Object.hasOwn(next.properties, '__proto__')).toBe(true);
    expect(JSON.stringify(next)).toBe('{"properties":{"__proto__":{"type":"integer"}}}');
    expect(({} as Record<string, unknown>)['type']).toBeUndefined();
  });

  it('withKey keeps the key order, appends new keys and drops removed ones', () => {
    expect(Object.keys(withKey({ a: 1, b: 2, c: 3 }, 'b', 9))).toEqual(['a', 'b', 'c']);
    expect(Object.keys(withKey({ a: 1 }, 'z', 1))).toEqual(['a', 'z']);
    expect(withKey({ a: 1, b: 2 }, 'a', undefined)).toEqual({ b: 2 });
  });

  it('updateAt gives the updater {} for a missing node', () => {
    expect(updateAt({}, ['items'], (node) => ({ ...(node as object), type: 'string' }))).toEqual({
      items: { type: 'string' },
    });
  });
});
