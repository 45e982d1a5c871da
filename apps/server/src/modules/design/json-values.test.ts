import { describe, expect, it } from 'vitest';
import { findTooDeep, jsonEqual, pointerOf } from '../../lib/json-values.js';
import { changedFields } from './save-item.js';

describe('jsonEqual', () => {
  it('compares as JSON: key order ignored, array order kept, absent equals undefined', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: null }, { a: 0 })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
  });
});

describe('findTooDeep and pointerOf', () => {
  it('finds the first place nested too deep, escaping keys', () => {
    expect(findTooDeep({ a: { 'b/c': { d: 1 } } }, 2)).toBe('/a/b~1c');
    expect(findTooDeep({ a: { b: 1 } }, 2)).toBeNull();
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findTooDeep(deep, 200)).toBe('/0'.repeat(200));
    expect(pointerOf(['responses', 0, 'a~b'])).toBe('/responses/0/a~0b');
  });
});

describe('changedFields', () => {
  it('names the name, the place and the top-level data fields that changed', () => {
    const before = { name: 'A', parentId: null, data: { content: 'x', extra: { k: 1 } } };
    expect(changedFields(before, { ...before })).toEqual([]);
    expect(
      changedFields(before, { name: 'B', parentId: 'p', data: { content: 'x', extra: { k: 2 } } }),
    ).toEqual(['name', 'parentId', 'data.extra']);
    expect(changedFields(before, { ...before, data: { content: 'x' } })).toEqual(['data.extra']);
  });
});
