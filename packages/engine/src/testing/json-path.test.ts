import { JSONPath } from 'jsonpath-plus';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeJsonPath, queryJsonPath } from './json-path.js';

const body = {
  data: {
    id: 7,
    items: [{ a: 1 }, { a: 2 }, { a: null }],
    'we.ird': 'dotted',
    $id: 'dollar',
  },
  empty: [],
};

const values = (json: unknown, path: string) => {
  const result = queryJsonPath(json, path);
  if (!result.ok) throw new Error(result.message);
  return result.values;
};

const messageOf = (json: unknown, path: string) => {
  const result = queryJsonPath(json, path);
  return result.ok ? null : result.message;
};

type Marked = typeof globalThis & { heronPwned?: unknown };

describe('normalizeJsonPath', () => {
  it('adds the root people leave out', () => {
    expect(normalizeJsonPath('data.id')).toBe('$.data.id');
    expect(normalizeJsonPath('.data.id')).toBe('$.data.id');
    expect(normalizeJsonPath('..id')).toBe('$..id');
    expect(normalizeJsonPath('[0].id')).toBe('$[0].id');
    expect(normalizeJsonPath('  $.data ')).toBe('$.data');
    expect(normalizeJsonPath('$')).toBe('$');
  });

  it('reads a leading $ that is part of a name as a name', () => {
    expect(normalizeJsonPath('$id')).toBe('$.$id');
  });
});

describe('queryJsonPath', () => {
  it('selects by name, index, wildcard, slice and descent', () => {
    expect(values(body, '$.data.id')).toEqual([7]);
    expect(values(body, '$.data.items[1].a')).toEqual([2]);
    expect(values(body, '$.data.items[*].a')).toEqual([1, 2, null]);
    expect(values(body, '$.data.items[-1:]')).toEqual([{ a: null }]);
    expect(values(body, '$..a')).toEqual([1, 2, null]);
    expect(values(body, "$.data['we.ird']")).toEqual(['dotted']);
    expect(values(body, '$["data"]["id"]')).toEqual([7]);
  });

  it('accepts the paths people type without a root', () => {
    expect(values(body, 'data.id')).toEqual([7]);
    expect(values(body, '.data.id')).toEqual([7]);
    expect(values(body, '$id')).toEqual([]);
    expect(values(body.data, '$id')).toEqual(['dollar']);
    expect(values([{ id: 3 }], '[0].id')).toEqual([3]);
  });

  it('selects the whole document with $, whatever it is', () => {
    expect(values(body, '$')).toEqual([body]);
    expect(values(5, '$')).toEqual([5]);
    expect(values('text', '$')).toEqual(['text']);
    expect(values(null, '$')).toEqual([null]);
  });

  it('answers an empty list when nothing is there', () => {
    expect(values(body, '$.data.missing')).toEqual([]);
    expect(values(body, '$.empty[0]')).toEqual([]);
    expect(values(null, '$.data')).toEqual([]);
    expect(values(5, '$.data')).toEqual([]);
    expect(values(undefined, '$')).toEqual([]);
  });

  it('finds a null value (it is there, unlike a missing one)', () => {
    expect(values(body, '$.data.items[2].a')).toEqual([null]);
  });

  it('does not reach inherited properties', () => {
    expect(values(body, '$.data.constructor')).toEqual([]);
    expect(values(body, '$.__proto__')).toEqual([]);
    expect(values(body, '$.data.toString')).toEqual([]);
  });

  it('reads a property named __proto__ that the body itself has', () => {
    const json: unknown = JSON.parse('{"__proto__": {"x": 1}}');
    expect(values(json, '$.__proto__.x')).toEqual([1]);
  });

  it('names the path when it is empty or not valid', () => {
    expect(messageOf(body, '')).toBe('the JSONPath is empty');
    expect(messageOf(body, '   ')).toBe('the JSONPath is empty');
    expect(messageOf(body, '$.data[')).toBe(
      'the JSONPath "$.data[" is not valid: a [ is not closed',
    );
    expect(messageOf(body, '$.data.items[0')).toMatch(/"\$\.data\.items\[0" is not valid/);
    expect(messageOf(body, '$.data]')).toBe(
      'the JSONPath "$.data]" is not valid: a ] has no [ before it',
    );
    expect(messageOf(body, '$.data[]')).toMatch(/empty \[\]/);
    expect(messageOf(body, "$.data['id]")).toMatch(/' quote is not closed/);
    expect(messageOf(body, '$.data[[0]]')).toMatch(/a \[ opens inside another \[/);
    expect(messageOf(body, 'data.')).toBe('the JSONPath "data." is not valid: it ends with a dot');
    expect(messageOf(body, '$..')).toMatch(/ends with a dot/);
  });

  it('allows filter characters inside quoted names', () => {
    const json = { 'why?(not)': 2, 'a b': 3 };
    expect(values(json, "$['why?(not)']")).toEqual([2]);
    expect(values(json, '$["a b"]')).toEqual([3]);
  });

  it('allows type selectors, which run nothing', () => {
    expect(values({ a: 'x', b: 1 }, '$.*@string()')).toEqual(['x']);
  });

  it('refuses a filter with a clear message instead of running it', () => {
    const message = messageOf(body, '$.data.items[?(@.a==1)]');
    expect(message).toMatch(/^the JSONPath "\$\.data\.items\[\?\(@\.a==1\)\]" uses a filter/);
    expect(message).toMatch(/does not run/);
    expect(messageOf(body, '$.data.items[(@.length-1)]')).toMatch(/uses a filter or script/);
  });

  describe('never runs code from a path', () => {
    afterEach(() => {
      delete (globalThis as Marked).heronPwned;
    });

    it.each([
      "$..[?(@.constructor.constructor('globalThis.heronPwned = 1')())]",
      "$..[?(@.constructor.constructor('return process')().exit(1))]",
      "$..?(@.constructor.constructor('globalThis.heronPwned = 1')())",
      "$.data.items.?(@.constructor.constructor('globalThis.heronPwned = 1')())",
      "$.data.items[0,?(@.constructor.constructor('globalThis.heronPwned = 1')())]",
      "$.data.items[ ?(@.constructor.constructor('globalThis.heronPwned = 1')())]",
      "$['data'][?(@.constructor.constructor('globalThis.heronPwned = 1')())]",
      "$.data.items[(@.constructor.constructor('globalThis.heronPwned = 1')())]",
      "$.data.items.(@.constructor.constructor('globalThis.heronPwned = 1')())",
      "data.items[?(@.constructor.constructor('globalThis.heronPwned = 1')())",
    ])('%s', (path) => {
      const result = queryJsonPath(body, path);
      expect(result.ok).toBe(false);
      expect((globalThis as Marked).heronPwned).toBeUndefined();
    });

    it('keeps the library from evaluating too, should a filter get past the check', () => {
      // The second lock: the option queryJsonPath passes makes jsonpath-plus throw on scripts.
      expect(() =>
        JSONPath({
          path: "$..[?(@.constructor.constructor('globalThis.heronPwned = 1')())]",
          json: body,
          eval: false,
          wrap: true,
        }),
      ).toThrow(/prevented/);
      expect((globalThis as Marked).heronPwned).toBeUndefined();
    });
  });

  it('reports a library error with the path, rather than throwing', () => {
    expect(messageOf(body, '@.data')).toMatch(/^the JSONPath "@\.data" /);
  });

  it('survives a document nested deeper than the stack', () => {
    let deep: unknown = 1;
    for (let depth = 0; depth < 50_000; depth++) deep = [deep];
    const result = queryJsonPath(deep, '$..*');
    expect(typeof result.ok).toBe('boolean');
  });

  it('keeps the library path cache bounded', () => {
    for (let index = 0; index < 1_100; index++) values(body, `$.data.n${index}`);
    expect(Object.keys(JSONPath.cache as object).length).toBeLessThanOrEqual(1_001);
  });
});
