import { describe, expect, it } from 'vitest';
import { FIRST, makeEndpointMock, makeExpectation, SECOND } from '../../../test/mock-fixtures';
import {
  duplicateOf,
  endpointMockBodyOf,
  endpointMockDraftOf,
  moved,
  placeProblem,
  schemaProblems,
} from './expectation-draft';

const DRAFT = endpointMockDraftOf(
  makeEndpointMock({
    expectations: [
      makeExpectation({
        id: FIRST,
        conditions: [{ source: 'query', name: 'q', operator: 'regex', value: '(' }],
      }),
      makeExpectation({ id: SECOND }),
    ],
  }),
);

describe('moved', () => {
  it('moves an item up or down and keeps the ends in bounds', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a'], 5, -1)).toEqual(['a']);
  });
});

describe('placeProblem', () => {
  it('places a JSON pointer or a dotted path on the expectation at that index, by id', () => {
    expect(placeProblem(DRAFT, '/expectations/0/conditions/0/value', 'x')).toEqual({
      scope: FIRST,
      path: 'conditions.0.value',
      message: 'x',
    });
    expect(placeProblem(DRAFT, 'expectations.1.response.body', 'x')).toEqual({
      scope: SECOND,
      path: 'response.body',
      message: 'x',
    });
    expect(placeProblem(DRAFT, ['expectations', 1], 'x')).toEqual({
      scope: SECOND,
      path: '',
      message: 'x',
    });
    expect(placeProblem(DRAFT, '/latencyMs', 'x')).toEqual({
      scope: '',
      path: 'latencyMs',
      message: 'x',
    });
  });

  it('places nothing for a path the form does not show', () => {
    expect(placeProblem(DRAFT, '/expectations/7/name', 'x')).toBeUndefined();
    expect(placeProblem(DRAFT, '/expectations', 'x')).toBeUndefined();
    expect(placeProblem(DRAFT, '', 'x')).toBeUndefined();
    expect(placeProblem(DRAFT, '/baseVersion', 'x')).toBeUndefined();
  });
});

describe('endpointMockBodyOf', () => {
  it('sends no value for exists and notExists, and keeps the rest as written', () => {
    const draft = {
      ...DRAFT,
      expectations: [
        makeExpectation({
          id: FIRST,
          conditions: [
            { source: 'header' as const, name: 'x', operator: 'exists' as const, value: 'left' },
            { source: 'header' as const, name: 'y', operator: 'notExists' as const, value: 'x' },
            { source: 'cookie' as const, name: 'z', operator: 'contains' as const, value: 'k' },
          ],
        }),
      ],
    };
    expect(endpointMockBodyOf(draft, 3).expectations[0]!.conditions!.map((c) => c.value)).toEqual([
      '',
      '',
      'k',
    ]);
    expect(endpointMockBodyOf(draft, 3).baseVersion).toBe(3);
  });
});

describe('schemaProblems', () => {
  it('finds what the contract refuses, on its expectation and field', () => {
    const draft = {
      ...DRAFT,
      expectations: [
        makeExpectation({
          id: FIRST,
          response: {
            status: 200,
            headers: [{ name: '', value: 'v' }],
            contentType: 'text/plain',
            body: '',
          },
        }),
      ],
    };
    expect(schemaProblems(draft, endpointMockBodyOf(draft, 1))).toEqual([
      { scope: FIRST, path: 'response.headers.0.name', message: 'validation.required' },
    ]);
  });

  it('finds nothing in a valid draft (a bad regex is the server engine’s to find)', () => {
    expect(schemaProblems(DRAFT, endpointMockBodyOf(DRAFT, 1))).toEqual([]);
  });
});

describe('duplicateOf', () => {
  it('copies deeply under a new id and name', () => {
    const original = DRAFT.expectations[0]!;
    const copy = duplicateOf(original, 'new', 'Copy');
    expect(copy).toMatchObject({ id: 'new', name: 'Copy', conditions: original.conditions });
    expect(copy.conditions).not.toBe(original.conditions);
    expect(copy.response).not.toBe(original.response);
  });
});
