import { assertionSchema, type AssertionInput, type Condition } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import type { ResponseCheck } from '../debug/check-response.js';
import { emptyScopes, resolveTemplate } from '../debug/variables.js';
import {
  describeAssertion,
  evaluateAssertion,
  evaluateCondition,
  MAX_ACTUAL_CHARS,
} from './evaluate-assertion.js';
import type { TestResponse } from './test-response.js';

const variables: Record<string, string> = {
  expected: '200',
  idPath: '$.data.id',
  header: 'content-type',
  count: '5',
  flag: 'true',
  name: 'Ada',
  list: '[1, 2]',
  empty: '',
};
const resolve = (text: string) =>
  resolveTemplate(text, { ...emptyScopes(), local: variables }).text;

const body = {
  data: {
    id: 7,
    name: 'Ada',
    tags: ['a', 'b'],
    items: [{ id: 1 }, { id: 2 }],
    nothing: null,
  },
};

const response = (over: Partial<TestResponse> = {}): TestResponse => ({
  status: 200,
  statusText: 'OK',
  headers: [
    { name: 'Content-Type', value: 'application/json; charset=utf-8' },
    { name: 'X-Multi', value: 'a' },
    { name: 'x-multi', value: 'b' },
    { name: 'Set-Cookie', value: 'sid=1; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT' },
    { name: 'set-cookie', value: 'theme=dark' },
  ],
  bodyText: JSON.stringify(body),
  sizeBytes: 123,
  timeMs: 45.5,
  ...over,
});

const assertion = (input: Omit<AssertionInput, 'id'>) =>
  assertionSchema.parse({ id: 'a1', ...input });

const evaluate = (
  input: Omit<AssertionInput, 'id'>,
  over: Partial<TestResponse> = {},
  design?: ResponseCheck | null,
) => evaluateAssertion(assertion(input), response(over), resolve, design);

describe('evaluateAssertion: status, time, size, text', () => {
  it('passes, naming what it checked and what it found', () => {
    expect(evaluate({ source: 'status', value: '200' })).toEqual({
      id: 'a1',
      name: 'status equals 200',
      passed: true,
      actual: '200',
      message: null,
    });
  });

  it('fails with a sentence', () => {
    expect(evaluate({ source: 'status', value: '200' }, { status: 404 })).toEqual({
      id: 'a1',
      name: 'status equals 200',
      passed: false,
      actual: '404',
      message: 'expected 404 to equal 200',
    });
  });

  it('resolves variables in the expected value, keeping the name as written', () => {
    const result = evaluate({ source: 'status', value: '{{expected}}' }, { status: 201 });
    expect(result.name).toBe('status equals {{expected}}');
    expect(result.message).toBe('expected 201 to equal 200');
  });

  it('reads response time and size as numbers', () => {
    expect(evaluate({ source: 'response-time', comparator: 'less', value: '500' })).toMatchObject({
      name: 'response time less 500',
      passed: true,
      actual: '45.5',
    });
    expect(evaluate({ source: 'response-time', comparator: 'less', value: '40' }).message).toBe(
      'expected 45.5 to be less than 40',
    );
    expect(evaluate({ source: 'size', comparator: 'less-or-equal', value: '123' }).passed).toBe(
      true,
    );
  });

  it('reads the body as text', () => {
    expect(evaluate({ source: 'text', comparator: 'contains', value: '"Ada"' })).toMatchObject({
      name: 'body contains "Ada"',
      passed: true,
    });
    expect(evaluate({ source: 'text', comparator: 'matches', value: '/ADA/i' }).passed).toBe(true);
    expect(
      evaluate({ source: 'text', comparator: 'equals', value: '' }, { bodyText: '' }),
    ).toMatchObject({ passed: true, actual: '' });
  });

  it(`caps what it shows as found at ${MAX_ACTUAL_CHARS} characters`, () => {
    const result = evaluate(
      { source: 'text', comparator: 'equals', value: 'x' },
      { bodyText: 'y'.repeat(5_000) },
    );
    expect(result.actual).toHaveLength(MAX_ACTUAL_CHARS);
    expect(result.actual?.endsWith('…')).toBe(true);
  });
});

describe('evaluateAssertion: header', () => {
  it('finds a header whatever the case of its name', () => {
    expect(
      evaluate({ source: 'header', path: 'CONTENT-TYPE', comparator: 'contains', value: 'json' }),
    ).toMatchObject({
      name: 'header CONTENT-TYPE contains json',
      passed: true,
      actual: 'application/json; charset=utf-8',
    });
  });

  it('joins several headers of one name, but not set-cookie', () => {
    expect(evaluate({ source: 'header', path: 'x-multi', value: 'a, b' }).passed).toBe(true);
    expect(evaluate({ source: 'header', path: 'set-cookie', value: 'x' }).actual).toBe(
      'sid=1; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT',
    );
  });

  it('resolves the name', () => {
    expect(
      evaluate({ source: 'header', path: '{{header}}', comparator: 'contains', value: 'json' })
        .passed,
    ).toBe(true);
  });

  it('fails on a missing header, and passes not-exists', () => {
    expect(evaluate({ source: 'header', path: 'x-nope', value: 'a' })).toMatchObject({
      passed: false,
      actual: null,
      message: 'no header x-nope',
    });
    expect(evaluate({ source: 'header', path: 'x-nope', comparator: 'exists' }).message).toBe(
      'no header x-nope',
    );
    expect(evaluate({ source: 'header', path: 'x-nope', comparator: 'not-exists' }).passed).toBe(
      true,
    );
    expect(evaluate({ source: 'header', path: 'x-multi', comparator: 'not-exists' }).message).toBe(
      'expected no header x-multi, found "a, b"',
    );
  });

  it('fails without a name', () => {
    expect(evaluate({ source: 'header', path: '  ', comparator: 'exists' })).toMatchObject({
      name: 'header (no name) exists',
      passed: false,
      message: 'no header name is given',
    });
    expect(evaluate({ source: 'header', path: '{{empty}}', comparator: 'exists' }).message).toBe(
      'no header name is given',
    );
  });
});

describe('evaluateAssertion: json', () => {
  it('reads one match as its value', () => {
    expect(evaluate({ source: 'json', path: '$.data.id', value: '7' })).toMatchObject({
      name: '$.data.id equals 7',
      passed: true,
      actual: '7',
    });
    expect(evaluate({ source: 'json', path: '$.data.name', value: 'Ada' })).toMatchObject({
      passed: true,
      actual: 'Ada',
    });
    expect(
      evaluate({ source: 'json', path: '$.data.tags', comparator: 'contains', value: 'b' }),
    ).toMatchObject({ passed: true, actual: '["a","b"]' });
  });

  it('reads several matches as the list of them', () => {
    const result = evaluate({
      source: 'json',
      path: '$.data.items[*].id',
      comparator: 'equals',
      value: '[1, 2]',
    });
    expect(result).toMatchObject({ passed: true, actual: '[1,2]' });
    expect(
      evaluate({ source: 'json', path: '$..id', comparator: 'contains', value: '2' }).passed,
    ).toBe(true);
  });

  it('reads no match as nothing there', () => {
    expect(evaluate({ source: 'json', path: 'data.missing', comparator: 'exists' })).toEqual({
      id: 'a1',
      name: '$.data.missing exists',
      passed: false,
      actual: null,
      message: 'nothing at $.data.missing',
    });
    expect(evaluate({ source: 'json', path: '$.data.missing', comparator: 'not-exists' })).toEqual({
      id: 'a1',
      name: '$.data.missing not exists',
      passed: true,
      actual: null,
      message: null,
    });
    expect(evaluate({ source: 'json', path: '$.data.missing', value: '1' }).message).toBe(
      'nothing at $.data.missing',
    );
  });

  it('counts a null value as there', () => {
    expect(
      evaluate({ source: 'json', path: '$.data.nothing', comparator: 'exists' }),
    ).toMatchObject({ passed: true, actual: 'null' });
    expect(
      evaluate({ source: 'json', path: '$.data.nothing', comparator: 'is-type', value: 'null' })
        .passed,
    ).toBe(true);
  });

  it('resolves the path', () => {
    expect(evaluate({ source: 'json', path: '{{idPath}}', value: '7' }).passed).toBe(true);
  });

  it('fails when the body is not JSON', () => {
    for (const bodyText of ['<html></html>', '']) {
      const result = evaluate(
        { source: 'json', path: '$.a', comparator: 'not-exists' },
        { bodyText },
      );
      expect(result.passed).toBe(false);
      expect(result.actual).toBeNull();
      expect(result.message).toMatch(/^the body is (not JSON|empty)/);
    }
  });

  it('fails on a path that is not valid or holds a filter', () => {
    expect(evaluate({ source: 'json', path: '$.data[', comparator: 'exists' }).message).toMatch(
      /^the JSONPath "\$\.data\[" is not valid/,
    );
    expect(
      evaluate({ source: 'json', path: '$.data.items[?(@.id==1)]', comparator: 'exists' }).message,
    ).toMatch(/uses a filter/);
    expect(evaluate({ source: 'json', path: '', comparator: 'exists' })).toMatchObject({
      name: '(no path) exists',
      message: 'the JSONPath is empty',
    });
  });
});

describe('evaluateAssertion: design', () => {
  const check = (design: ResponseCheck | null | undefined) =>
    evaluate({ source: 'design', comparator: 'equals' }, {}, design);

  it('passes a match, and an answer that could not be checked, with no message', () => {
    expect(
      check({ result: 'match', declaredStatus: '200', contentType: 'application/json' }),
    ).toEqual({
      id: 'a1',
      name: 'body matches the design',
      passed: true,
      actual: 'match',
      message: null,
    });
    expect(check({ result: 'not-checked', declaredStatus: '200', reason: 'no-schema' })).toEqual(
      expect.objectContaining({ passed: true, message: null }),
    );
  });

  it('names up to three mismatches and counts the rest', () => {
    const result = check({
      result: 'mismatch',
      declaredStatus: '200',
      contentType: 'application/json',
      mismatches: [
        { path: '', message: 'must be object' },
        { path: '/data/id', message: 'must be string' },
        { path: '/data/name', message: 'is required but missing' },
        { path: '/x', message: 'four' },
        { path: '/y', message: 'five' },
      ],
    });
    expect(result).toMatchObject({ passed: false, actual: 'mismatch' });
    expect(result.message).toBe(
      'the body does not match the design: the body: must be object; /data/id: must be string; ' +
        '/data/name: is required but missing (and 2 more)',
    );
  });

  it('fails on an undeclared status or type, and on invalid JSON', () => {
    expect(check({ result: 'undeclared-status', declaredStatuses: ['200', '404'] }).message).toBe(
      'the design declares no response for status 200 (it declares 200, 404)',
    );
    expect(check({ result: 'undeclared-status', declaredStatuses: [] }).message).toBe(
      'the design declares no response for status 200',
    );
    expect(
      check({
        result: 'undeclared-type',
        declaredStatus: '200',
        declaredTypes: ['application/xml'],
      }).message,
    ).toBe(
      'the design declares no application/json body for status 200 (it declares application/xml)',
    );
    expect(
      check({ result: 'invalid-json', declaredStatus: '2XX', message: 'Unexpected token' }).message,
    ).toBe(
      'the body is not valid JSON, as the design declares it for status 2XX: Unexpected token',
    );
  });

  it('fails without a design', () => {
    for (const design of [null, undefined]) {
      expect(check(design)).toEqual({
        id: 'a1',
        name: 'body matches the design',
        passed: false,
        actual: null,
        message: 'no design to check against',
      });
    }
  });
});

describe('evaluateAssertion: robustness', () => {
  it('fails, rather than throws, when resolving breaks', () => {
    const broken = () => {
      throw new Error('boom');
    };
    expect(
      evaluateAssertion(assertion({ source: 'status', value: '1' }), response(), broken),
    ).toMatchObject({
      passed: false,
      actual: null,
      message: 'the assertion could not be checked: boom',
    });
  });

  it('parses the body once for many assertions', () => {
    const shared = response();
    let reads = 0;
    const counted = Object.defineProperty(shared, 'bodyText', {
      get: () => {
        reads += 1;
        return JSON.stringify(body);
      },
    });
    for (const path of ['$.data.id', '$.data.name', '$..id']) {
      evaluateAssertion(
        assertion({ source: 'json', path, comparator: 'exists' }),
        counted,
        resolve,
      );
    }
    expect(reads).toBe(1);
  });
});

describe('describeAssertion', () => {
  it.each([
    [{ source: 'status', comparator: 'equals', value: '200' }, 'status equals 200'],
    [
      { source: 'header', path: 'content-type', comparator: 'contains', value: 'json' },
      'header content-type contains json',
    ],
    [{ source: 'json', path: '$.data.id', comparator: 'exists' }, '$.data.id exists'],
    [{ source: 'json', path: 'data.id', comparator: 'not-exists' }, '$.data.id not exists'],
    [{ source: 'response-time', comparator: 'less', value: '500' }, 'response time less 500'],
    [{ source: 'size', comparator: 'greater-or-equal', value: '1' }, 'size greater or equal 1'],
    [{ source: 'text', comparator: 'is-type', value: 'string' }, 'body is type string'],
    [{ source: 'status', comparator: 'in-list', value: '200, 201' }, 'status in list 200, 201'],
    [{ source: 'design', comparator: 'equals', value: 'ignored' }, 'body matches the design'],
    [{ source: 'text', comparator: 'equals', value: '' }, 'body equals ""'],
    [{ source: 'text', comparator: 'equals', value: 'two\n  lines' }, 'body equals two lines'],
  ] as const)('%o', (input, name) => {
    expect(describeAssertion(assertion(input))).toBe(name);
  });

  it('cuts a long expected value', () => {
    const name = describeAssertion(assertion({ source: 'text', value: 'x'.repeat(1_000) }));
    expect(name.length).toBeLessThanOrEqual('body equals '.length + 100);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('evaluateCondition', () => {
  const condition = (left: string, comparator: Condition['comparator'], right = '') =>
    evaluateCondition({ left, comparator, right }, resolve);

  it('compares a resolved number as a number', () => {
    expect(condition('{{count}}', 'greater', '3')).toEqual({ passed: true, message: null });
    expect(condition('{{count}}', 'less', '3')).toEqual({
      passed: false,
      message: 'expected 5 to be less than 3',
    });
    expect(condition('{{count}}', 'equals', '5.0').passed).toBe(true);
    expect(condition('{{count}}', 'is-type', 'integer').passed).toBe(true);
  });

  it('compares booleans, null and lists parsed', () => {
    expect(condition('{{flag}}', 'equals', 'true').passed).toBe(true);
    expect(condition('{{flag}}', 'is-type', 'boolean').passed).toBe(true);
    expect(condition('null', 'is-type', 'null').passed).toBe(true);
    expect(condition('{{list}}', 'contains', '2').passed).toBe(true);
    expect(condition('{"a": 1}', 'is-type', 'object').passed).toBe(true);
  });

  it('keeps other text as text, quoted JSON strings included', () => {
    expect(condition('{{name}}', 'equals', 'Ada').passed).toBe(true);
    expect(condition('{{name}}', 'is-type', 'string').passed).toBe(true);
    expect(condition('"Ada"', 'equals', '"Ada"').passed).toBe(true);
    expect(condition('007', 'equals', '7').passed).toBe(false);
  });

  it('resolves the right side', () => {
    expect(condition('7', 'greater', '{{count}}').passed).toBe(true);
    expect(condition('Ada', 'equals', '{{name}}').passed).toBe(true);
  });

  it('reads an unresolved variable as not set', () => {
    expect(condition('{{missing}}', 'exists')).toEqual({
      passed: false,
      message: 'no value for {{missing}}',
    });
    expect(condition(' {{missing}} ', 'not-exists').passed).toBe(true);
    expect(condition('{{missing}}', 'equals', 'x').passed).toBe(false);
    expect(condition('{{name}}', 'exists').passed).toBe(true);
    expect(condition('{{name}}', 'not-exists')).toEqual({
      passed: false,
      message: 'expected no value for {{name}}, found "Ada"',
    });
  });

  it('counts a variable set to empty text as set', () => {
    expect(condition('{{empty}}', 'exists').passed).toBe(true);
    expect(condition('{{empty}}', 'equals', '').passed).toBe(true);
  });

  it('fails, rather than throws, when resolving breaks', () => {
    const result = evaluateCondition({ left: 'a', comparator: 'exists', right: '' }, () => {
      throw new Error('boom');
    });
    expect(result).toEqual({ passed: false, message: 'the condition could not be checked: boom' });
  });
});
