import { COMPARATORS, VALUE_TYPES, type Comparator } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import {
  compareValues,
  listItems,
  MAX_MATCHED_CHARS,
  numberFrom,
  valuesEqual,
} from './compare-values.js';

const passes = (actual: unknown, comparator: Comparator, expected = '') =>
  compareValues(actual, comparator, expected).passed;

const messageOf = (actual: unknown, comparator: Comparator, expected = '', nothing?: string) => {
  const result = compareValues(actual, comparator, expected, nothing);
  expect(result.passed).toBe(false);
  return result.message;
};

describe('compareValues: nothing there', () => {
  it('fails exists and passes not-exists', () => {
    expect(compareValues(undefined, 'exists', '', 'nothing at $.data.id')).toEqual({
      passed: false,
      message: 'nothing at $.data.id',
    });
    expect(compareValues(undefined, 'not-exists', '', 'nothing at $.data.id')).toEqual({
      passed: true,
      message: null,
    });
  });

  it('fails every other comparator with the sentence given', () => {
    for (const comparator of COMPARATORS.filter((c) => c !== 'not-exists')) {
      expect(compareValues(undefined, comparator, 'x', 'nothing at $.data.id')).toEqual({
        passed: false,
        message: 'nothing at $.data.id',
      });
    }
  });

  it('says so without a sentence too', () => {
    expect(messageOf(undefined, 'equals', '1')).toBe('nothing was there');
    expect(messageOf(7, 'not-exists')).toBe('expected nothing, found 7');
  });

  it('counts null, false, 0 and "" as there', () => {
    for (const value of [null, false, 0, '', [], {}]) {
      expect(passes(value, 'exists')).toBe(true);
      expect(messageOf(value, 'not-exists', '', 'nothing at $.a')).toMatch(
        /^expected nothing at \$\.a, found /,
      );
    }
  });
});

describe('compareValues: equals and not-equals', () => {
  it('compares a number with numeric text as numbers', () => {
    expect(passes(200, 'equals', '200')).toBe(true);
    expect(passes(1.5, 'equals', '1.50')).toBe(true);
    expect(passes(1.5, 'equals', ' 1.5 ')).toBe(true);
    expect(passes(100, 'equals', '1e2')).toBe(true);
    expect(passes(-3, 'equals', '-3.0')).toBe(true);
    expect(passes(200, 'equals', '201')).toBe(false);
    expect(passes(16, 'equals', '0x10')).toBe(false);
    expect(passes(0, 'equals', '')).toBe(false);
    expect(passes(200, 'equals', 'two hundred')).toBe(false);
  });

  it('says what was expected, in a sentence', () => {
    expect(messageOf(404, 'equals', '200')).toBe('expected 404 to equal 200');
    expect(messageOf('abc', 'equals', 'abd')).toBe('expected "abc" to equal "abd"');
    expect(messageOf('200', 'equals', '201')).toBe('expected "200" to equal "201"');
    expect(messageOf(200, 'equals', 'ok')).toBe('expected 200 to equal "ok"');
    expect(messageOf(404, 'not-equals', '404')).toBe('expected 404 not to equal 404');
  });

  it('compares strings exactly', () => {
    expect(passes('abc', 'equals', 'abc')).toBe(true);
    expect(passes('abc', 'equals', 'ABC')).toBe(false);
    expect(passes('abc', 'equals', ' abc')).toBe(false);
    expect(passes('1.50', 'equals', '1.5')).toBe(false);
    expect(passes('', 'equals', '')).toBe(true);
  });

  it('compares booleans and null by their JSON text', () => {
    expect(passes(true, 'equals', 'true')).toBe(true);
    expect(passes(false, 'equals', ' false ')).toBe(true);
    expect(passes(true, 'equals', 'True')).toBe(false);
    expect(passes(true, 'equals', '1')).toBe(false);
    expect(passes(null, 'equals', 'null')).toBe(true);
    expect(passes(null, 'equals', '')).toBe(false);
    expect(passes(null, 'not-equals', 'null')).toBe(false);
  });

  it('compares objects and arrays deeply, key order aside', () => {
    expect(passes({ a: 1, b: [1, 2] }, 'equals', '{"b": [1, 2], "a": 1}')).toBe(true);
    expect(passes({ a: 1 }, 'equals', '{"a": 1, "b": 2}')).toBe(false);
    expect(passes({ a: 1, b: 2 }, 'equals', '{"a": 1}')).toBe(false);
    expect(passes([1, 2], 'equals', '[2, 1]')).toBe(false);
    expect(passes([1, 2], 'equals', '[1,2]')).toBe(true);
    expect(passes([], 'equals', '{}')).toBe(false);
    expect(passes({}, 'equals', '[]')).toBe(false);
    expect(passes({ a: null }, 'equals', '{"b": null}')).toBe(false);
    expect(passes([{ a: [{}] }], 'not-equals', '[{"a": [{}]}]')).toBe(false);
  });

  it('falls back to the JSON text when the expected text is not JSON', () => {
    expect(passes(['a'], 'equals', '["a"')).toBe(false);
    expect(passes({ a: 1 }, 'equals', 'whatever')).toBe(false);
  });
});

describe('compareValues: greater and less', () => {
  it('orders numbers and numeric strings', () => {
    expect(passes(5, 'greater', '3')).toBe(true);
    expect(passes(3, 'greater', '3')).toBe(false);
    expect(passes(3, 'greater-or-equal', '3')).toBe(true);
    expect(passes(2.5, 'less', '3')).toBe(true);
    expect(passes(3, 'less', '3')).toBe(false);
    expect(passes(3, 'less-or-equal', '3.0')).toBe(true);
    expect(passes('42', 'greater', '41')).toBe(true);
    expect(passes(' -1 ', 'less', '0')).toBe(true);
  });

  it('says what was expected', () => {
    expect(messageOf(600, 'less', '500')).toBe('expected 600 to be less than 500');
    expect(messageOf(1, 'greater-or-equal', '2')).toBe(
      'expected 1 to be greater than or equal to 2',
    );
  });

  it('fails clearly when the found value is not a number', () => {
    expect(messageOf('abc', 'greater', '5')).toBe('expected a number greater than 5, found "abc"');
    expect(messageOf(true, 'less', '5')).toMatch(/found true$/);
    expect(messageOf(null, 'less', '5')).toMatch(/found null$/);
    expect(messageOf([1], 'less', '5')).toMatch(/found \[1\]$/);
    expect(messageOf('', 'less', '5')).toMatch(/found ""$/);
  });

  it('fails clearly when the expected text is not a number', () => {
    expect(messageOf(5, 'greater', 'abc')).toBe(
      'cannot tell whether 5 is greater than "abc": that is not a number',
    );
    expect(messageOf(5, 'less', '')).toMatch(/that is not a number/);
    expect(messageOf(5, 'less', 'Infinity')).toMatch(/that is not a number/);
  });
});

describe('compareValues: contains', () => {
  it('finds a substring in a text', () => {
    expect(passes('application/json; charset=utf-8', 'contains', 'json')).toBe(true);
    expect(passes('application/json', 'contains', 'JSON')).toBe(false);
    expect(passes('abc', 'contains', '')).toBe(true);
    expect(passes('abc', 'not-contains', 'x')).toBe(true);
    expect(messageOf('text/html', 'contains', 'json')).toBe(
      'expected "text/html" to contain "json"',
    );
    expect(messageOf('a json', 'not-contains', 'json')).toBe(
      'expected "a json" not to contain "json"',
    );
  });

  it('finds an element equal to the expected value in a list', () => {
    expect(passes([1, 2, 3], 'contains', '2')).toBe(true);
    expect(passes([1, 2, 3], 'contains', '2.0')).toBe(true);
    expect(passes(['a', 'b'], 'contains', 'b')).toBe(true);
    expect(passes(['ab'], 'contains', 'a')).toBe(false);
    expect(passes([{ id: 1 }], 'contains', '{"id": 1}')).toBe(true);
    expect(passes([null], 'contains', 'null')).toBe(true);
    expect(passes([], 'contains', '')).toBe(false);
    expect(passes([1, 2], 'not-contains', '3')).toBe(true);
    expect(passes([1, 2], 'not-contains', '2')).toBe(false);
    expect(messageOf([1, 2], 'contains', '3')).toBe('expected [1,2] to contain 3');
  });

  it('fails on what is neither a text nor a list, for both senses', () => {
    for (const value of [5, true, null, { a: 1 }]) {
      expect(messageOf(value, 'contains', 'a')).toMatch(/contains works on a text or a list$/);
      expect(messageOf(value, 'not-contains', 'a')).toMatch(
        /not-contains works on a text or a list$/,
      );
    }
  });
});

describe('compareValues: matches', () => {
  it('takes /pattern/flags or a bare pattern', () => {
    expect(passes('Hello', 'matches', '/^hello$/i')).toBe(true);
    expect(passes('Hello', 'matches', '^hello$')).toBe(false);
    expect(passes('order-123', 'matches', '^order-\\d+$')).toBe(true);
    expect(passes('/api/v1/users', 'matches', '/api/v1')).toBe(true);
  });

  it('matches other values by their JSON text', () => {
    expect(passes(200, 'matches', '^2\\d\\d$')).toBe(true);
    expect(passes({ a: 1 }, 'matches', '"a":1')).toBe(true);
    expect(passes(null, 'matches', '^null$')).toBe(true);
  });

  it('gives the same answer each time with a global flag', () => {
    const result = [1, 2, 3].map(() => passes('abc', 'matches', '/b/g'));
    expect(result).toEqual([true, true, true]);
  });

  it('fails with a message on an invalid pattern', () => {
    expect(messageOf('abc', 'matches', '/a(/')).toMatch(
      /^the regular expression \/a\(\/ is not valid/,
    );
    expect(messageOf('abc', 'matches', '(')).toMatch(/is not valid/);
  });

  it('says what did not match', () => {
    expect(messageOf('abc', 'matches', '^x')).toBe('expected "abc" to match ^x');
  });

  it(`tries the pattern on the first ${MAX_MATCHED_CHARS} characters only`, () => {
    const long = `${'a'.repeat(MAX_MATCHED_CHARS)}needle`;
    expect(passes(long, 'matches', 'needle')).toBe(false);
    expect(passes(long, 'matches', '^a+$')).toBe(true);
  });
});

describe('compareValues: is-type', () => {
  it.each([
    ['string', 'a', 1],
    ['number', 1.5, '1.5'],
    ['integer', 3, 3.5],
    ['boolean', false, 'false'],
    ['null', null, 'null'],
    ['array', [], {}],
    ['object', {}, []],
  ] as const)('%s', (type, good, bad) => {
    expect(passes(good, 'is-type', type)).toBe(true);
    expect(passes(bad, 'is-type', type)).toBe(false);
  });

  it('counts an integer as a number, and reads the type name loosely', () => {
    expect(passes(3, 'is-type', 'number')).toBe(true);
    expect(passes(3, 'is-type', ' Integer ')).toBe(true);
    expect(passes(null, 'is-type', 'object')).toBe(false);
  });

  it('says what type was found', () => {
    expect(messageOf('1', 'is-type', 'number')).toBe(
      'expected "1" to be of type number, found type string',
    );
    expect(messageOf(1.5, 'is-type', 'integer')).toBe(
      'expected 1.5 to be of type integer, found type number',
    );
  });

  it('lists the types when the name is unknown', () => {
    expect(messageOf('a', 'is-type', 'text')).toBe(
      `"text" is not a type: use one of ${VALUE_TYPES.join(', ')}`,
    );
    expect(messageOf('a', 'is-type', '')).toMatch(/is not a type/);
  });
});

describe('compareValues: in-list', () => {
  it('reads a comma-separated list, trimming items', () => {
    expect(passes(201, 'in-list', '200, 201, 204')).toBe(true);
    expect(passes(404, 'in-list', '200,201')).toBe(false);
    expect(passes('b', 'in-list', 'a, b')).toBe(true);
    expect(passes(true, 'in-list', 'false,true')).toBe(true);
  });

  it('reads a JSON array', () => {
    expect(passes('a, b', 'in-list', '["a, b", "c"]')).toBe(true);
    expect(passes(2, 'in-list', '[1, 2]')).toBe(true);
    expect(passes(null, 'in-list', '[null]')).toBe(true);
    expect(passes({ a: 1 }, 'in-list', '[{"a": 1}]')).toBe(true);
    expect(passes('2', 'in-list', '[1, 2]')).toBe(true);
    expect(passes(3, 'in-list', '[1, 2]')).toBe(false);
  });

  it('says what the list was, and fails on an empty one', () => {
    expect(messageOf(404, 'in-list', '200, 201')).toBe('expected 404 to be one of 200, 201');
    expect(messageOf(404, 'in-list', '  ')).toBe('there is no list to look in');
  });
});

describe('compareValues: robustness', () => {
  it('cuts long values in messages', () => {
    const message = messageOf('x'.repeat(10_000), 'equals', 'y'.repeat(10_000)) ?? '';
    expect(message.length).toBeLessThan(500);
    expect(message).toContain('…');
  });

  it('fails rather than throws on values deeper than the stack', () => {
    let deep: unknown = 1;
    let text = '1';
    for (let depth = 0; depth < 20_000; depth++) {
      deep = [deep];
      text = `[${text}]`;
    }
    const result = compareValues(deep, 'equals', text);
    expect(typeof result.passed).toBe('boolean');
  });
});

describe('helpers', () => {
  it('numberFrom reads decimal text only', () => {
    expect(numberFrom(' 12.5 ')).toBe(12.5);
    expect(numberFrom('-.5')).toBe(-0.5);
    expect(numberFrom('+3')).toBe(3);
    expect(numberFrom('2e3')).toBe(2000);
    for (const text of ['', ' ', '0x1f', 'Infinity', 'NaN', '1e400', '1,000', '12px', '.']) {
      expect(numberFrom(text)).toBeNull();
    }
  });

  it('valuesEqual never equals nothing', () => {
    expect(valuesEqual(undefined, '')).toBe(false);
    expect(valuesEqual(undefined, 'undefined')).toBe(false);
  });

  it('listItems reads a bracketed text that is not JSON as a comma list', () => {
    expect(listItems('[a, b]')).toEqual(['[a', 'b]']);
    expect(listItems('[1, "x", null]')).toEqual(['1', 'x', 'null']);
    expect(listItems('')).toEqual([]);
  });
});
