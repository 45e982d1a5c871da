import { describe, expect, it } from 'vitest';
import { mockExpectationSchema, type MockExpectationInput } from '@heron/contract';
import { createRng } from '../generate/rng.js';
import { RequestView } from '../request-view.js';
import {
  checkExpectation,
  compileExpectations,
  MockExpectationError,
} from './compile-expectations.js';

const expectation = (input: Partial<MockExpectationInput>) =>
  mockExpectationSchema.parse({ id: 'e1', response: {}, ...input });

const view = (query: Record<string, string | string[]>) =>
  new RequestView(
    {
      method: 'GET',
      path: '/',
      query,
      headers: {},
      cookies: {},
      body: undefined,
      contentType: undefined,
    },
    'GET',
    {},
  );

describe('checkExpectation', () => {
  it('lists every problem, naming the expectation and the field', () => {
    const problems = checkExpectation(
      expectation({
        id: 'e7',
        name: 'Gold customers',
        conditions: [
          { source: 'query', name: 'a', operator: 'equals', value: '(' },
          { source: 'query', name: 'b', operator: 'regex', value: '(unclosed' },
          { source: 'query', name: 'c', operator: 'notRegex', value: 'x'.repeat(501) },
        ],
        response: {
          headers: [{ name: 'X-A', value: '{{request.nope.x}}' }],
          body: '{"email": "{{$fake.nonsense}}"}',
        },
      }),
    );
    expect(problems.map((p) => [p.expectationId, p.expectationName, p.field])).toEqual([
      ['e7', 'Gold customers', 'conditions[1].value'],
      ['e7', 'Gold customers', 'conditions[2].value'],
      ['e7', 'Gold customers', 'response.headers[0].value'],
      ['e7', 'Gold customers', 'response.body'],
    ]);
    expect(problems[0]!.message).toMatch(/^the regular expression does not parse: /);
    expect(problems[1]!.message).toBe('the regular expression is longer than 500 characters');
  });

  it('passes a sound expectation, fake data included', () => {
    expect(
      checkExpectation(
        expectation({
          conditions: [{ source: 'body', name: '/a/0', operator: 'regex', value: '^\\d+$' }],
          response: {
            body: '{"n": "{{$fake.name}}", "e": "{{$fake.email}}", "i": {{$randomInt}}}',
          },
        }),
      ),
    ).toEqual([]);
  });
});

describe('compileExpectations', () => {
  it('throws a clear error for the first bad expectation', () => {
    const bad = expectation({
      id: 'broken',
      conditions: [{ source: 'header', name: 'x', operator: 'regex', value: '[' }],
    });
    expect(() => compileExpectations([bad])).toThrow(MockExpectationError);
    expect(() => compileExpectations([bad])).toThrow(
      /^Expectation "broken", conditions\[0\]\.value: the regular expression does not parse/,
    );
  });

  it('leaves disabled expectations out, even broken ones', () => {
    const off = expectation({
      enabled: false,
      conditions: [{ source: 'header', name: 'x', operator: 'regex', value: '[' }],
    });
    expect(compileExpectations([off])).toEqual([]);
  });

  it('matches when every condition holds and renders the answer', () => {
    const [compiled] = compileExpectations([
      expectation({
        conditions: [
          { source: 'query', name: 'tag', operator: 'contains', value: 'lu' },
          { source: 'query', name: 'x', operator: 'notExists' },
        ],
        response: { status: 202, body: '{"tag": "{{request.query.tag}}"}', delayMs: 30 },
      }),
    ]);
    expect(compiled!.matches(view({ tag: ['red', 'blue'] }))).toBe(true);
    expect(compiled!.matches(view({ tag: 'blue', x: '1' }))).toBe(false);
    expect(compiled!.matches(view({}))).toBe(false);
    expect(compiled!.answer(view({ tag: 'blue' }), createRng(1))).toEqual({
      status: 202,
      headers: { 'content-type': 'application/json' },
      body: '{"tag": "blue"}',
      delayMs: 30,
    });
  });

  it('cuts a long value before running a regular expression on it', () => {
    const [compiled] = compileExpectations([
      expectation({
        conditions: [{ source: 'query', name: 'q', operator: 'regex', value: 'END$' }],
      }),
    ]);
    expect(compiled!.matches(view({ q: `${'a'.repeat(20_000)}END` }))).toBe(false);
    expect(compiled!.matches(view({ q: 'aEND' }))).toBe(true);
  });

  it('lets a content-type header win over contentType', () => {
    const [compiled] = compileExpectations([
      expectation({
        response: { headers: [{ name: 'Content-Type', value: 'text/csv' }], body: 'a,b' },
      }),
    ]);
    expect(compiled!.answer(view({}), createRng(1)).headers).toEqual({
      'content-type': 'text/csv',
    });
  });
});
