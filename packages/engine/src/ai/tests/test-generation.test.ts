import { describe, expect, it } from 'vitest';
import { endpointDataSchema, requestStepSchema } from '@heron/contract';
import {
  TEST_CASES_ANSWER_SCHEMA,
  TEST_CASES_PER_ENDPOINT,
  caseAssertions,
  caseToRequest,
  readTestCases,
  testGenerationMessages,
  type GeneratedCase,
} from './test-generation.js';

const data = endpointDataSchema.parse({
  method: 'post',
  path: '/pets/{petId}/toys',
  parameters: [
    { name: 'petId', in: 'path', required: true, schema: { type: 'integer' }, example: 1 },
    { name: 'limit', in: 'query', schema: { type: 'integer' } },
  ],
  requestBody: {
    required: true,
    content: [
      {
        contentType: 'application/json',
        schema: { $ref: '#/components/schemas/Toy' },
        example: { name: 'Ball' },
      },
    ],
  },
  responses: [
    { status: '201', description: 'Created' },
    { status: '400', description: 'Bad toy' },
  ],
});

const injection: GeneratedCase = {
  name: 'A name with SQL in it is refused',
  category: 'security',
  why: 'Injection in a string field.',
  pathParams: [{ name: 'petId', value: '7' }],
  query: [{ name: 'limit', value: '0' }],
  headers: [{ name: 'X-Trace', value: 'ai' }],
  body: '{"name":"\'; DROP TABLE toys;--"}',
  omitAuth: true,
  assertions: [{ source: 'status', path: '', comparator: 'equals', value: '400' }],
};

describe('AI test generation', () => {
  it('sends the endpoint’s design and the models it uses, and asks for strict cases in the language chosen', () => {
    const [system, user] = testGenerationMessages(
      { name: 'Add a toy', data },
      { Toy: { type: 'object' } },
      'ja',
    );
    expect(system!.content).toContain('Japanese');
    const design = JSON.parse(user!.content) as Record<string, unknown>;
    expect(design).toMatchObject({
      method: 'POST',
      path: '/pets/{petId}/toys',
      models: { Toy: { type: 'object' } },
    });
    expect(TEST_CASES_ANSWER_SCHEMA.schema.additionalProperties).toBe(false);
  });

  it('keeps the cases of the shape asked for and drops the rest', () => {
    const { cases, dropped } = readTestCases({
      cases: [
        injection,
        { ...injection, category: 'fun' },
        { ...injection, name: '' },
        { ...injection, body: '{not json' },
        {
          ...injection,
          assertions: [
            ...injection.assertions,
            { source: 'vibes', path: '', comparator: 'equals', value: '' },
          ],
        },
      ],
    });
    expect(cases).toHaveLength(2);
    expect(cases[1]!.assertions).toHaveLength(1);
    expect(dropped).toBe(3);
    const many = readTestCases({ cases: Array.from({ length: 20 }, () => injection) });
    expect(many.cases).toHaveLength(TEST_CASES_PER_ENDPOINT);
    expect(readTestCases('nothing')).toEqual({ cases: [], dropped: 0 });
  });

  it('makes a case into the request step a scenario runs: the design’s request with the case’s changes', () => {
    const request = caseToRequest(data, injection);
    expect(request.method).toBe('POST');
    expect(request.pathParams).toContainEqual(
      expect.objectContaining({ key: 'petId', value: '7', enabled: true }),
    );
    expect(request.query).toContainEqual(
      expect.objectContaining({ key: 'limit', value: '0', enabled: true }),
    );
    expect(request.headers).toContainEqual(
      expect.objectContaining({ key: 'X-Trace', value: 'ai' }),
    );
    expect(request.body).toEqual({
      kind: 'json',
      text: JSON.stringify({ name: "'; DROP TABLE toys;--" }, null, 2),
    });
    expect(request.auth).toEqual({ type: 'none' });
    // Nothing changed: the design's example body and its auth.
    const plain = caseToRequest(data, { ...injection, body: '', omitAuth: false });
    expect(plain.body).toEqual({ kind: 'json', text: JSON.stringify({ name: 'Ball' }, null, 2) });
    expect(plain.auth).not.toEqual({ type: 'none' });
    expect(caseToRequest(data, { ...injection, body: 'null' }).body).toEqual({ kind: 'none' });

    let n = 0;
    const step = requestStepSchema.parse({
      id: 'step-1',
      type: 'request',
      name: injection.name,
      request,
      assertions: caseAssertions(injection, () => `a${(n += 1)}`),
    });
    expect(step.assertions).toEqual([
      { id: 'a1', enabled: true, source: 'status', path: '', comparator: 'equals', value: '400' },
    ]);
  });
});
