import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndpointData, ModelData } from '@heron/contract';
import { importDesign } from '../design/import/index.js';
import { FIXTURES, hasFixtures } from '../design/openapi/test-support/fixtures.js';
import { readAnnotationAnswer, fitsSchema } from './annotation-answer.js';
import {
  annotationMessages,
  estimateCallTokens,
  planAnnotationCalls,
  SLOTS_PER_CALL,
} from './annotation-prompt.js';
import { annotationCoverage, annotationSlots, type AnnotatableItem } from './annotation-slots.js';
import { applyAnnotations } from './apply-annotations.js';
import { estimateTokens } from './estimate-tokens.js';

const endpoint = (data: Partial<EndpointData>, name = 'GET /pets/{id}'): AnnotatableItem => ({
  id: 'e1',
  kind: 'endpoint',
  name,
  data: {
    method: 'get',
    path: '/pets/{id}',
    status: 'designing',
    ownerId: null,
    tags: [],
    description: '',
    operationId: null,
    parameters: [],
    requestBody: null,
    responses: [],
    security: null,
    ...data,
  },
});

const model = (schema: ModelData['schema']): AnnotatableItem => ({
  id: 'm1',
  kind: 'model',
  name: 'Pet',
  data: { schema },
});

describe('annotation slots', () => {
  it('finds the summary of an endpoint named by its path, its description, and its parameters’ gaps', () => {
    const slots = annotationSlots(
      endpoint({
        parameters: [
          { name: 'id', in: 'path', required: true, description: '', schema: { type: 'integer' } },
          { name: 'q', in: 'query', required: false, description: 'Search', example: 'cat' },
        ],
      }),
    );
    expect(slots.map((s) => [s.kind, s.pointer, s.label])).toEqual([
      ['summary', '', ''],
      ['description', '/description', ''],
      ['description', '/parameters/0/description', 'path id'],
      ['example', '/parameters/0/example', 'path id'],
    ]);
  });

  it('leaves a real name, a written description and examples alone', () => {
    const slots = annotationSlots(
      endpoint({ description: 'Reads a pet.', operationId: 'getPet' }, 'Get a pet'),
    );
    expect(slots).toEqual([]);
    // An operationId as the name is a placeholder too (what an import names an operation by).
    expect(
      annotationSlots(endpoint({ description: 'x', operationId: 'getPet' }, 'getPet')),
    ).toHaveLength(1);
  });

  it('walks every field of a body: nested objects, array items and allOf branches, not references', () => {
    const slots = annotationSlots(
      model({
        type: 'object',
        description: 'A pet',
        properties: {
          owner: {
            type: 'object',
            description: 'Who has it',
            properties: { login: { type: 'string', description: 'Login', examples: ['octo'] } },
          },
          tags: { type: 'array', items: { type: 'string' } },
          friend: { $ref: '#/components/schemas/Pet' },
          extra: { allOf: [{ type: 'object', properties: { 'a/b': { type: 'boolean' } } }] },
        } as never,
      }),
    );
    expect(slots.map((s) => `${s.kind} ${s.pointer}`)).toEqual([
      'description /schema/properties/tags/description',
      'example /schema/properties/tags/examples',
      'description /schema/properties/friend/description',
      'description /schema/properties/extra/description',
      'description /schema/properties/extra/allOf/0/properties/a~1b/description',
      'example /schema/properties/extra/allOf/0/properties/a~1b/examples',
    ]);
    expect(slots.find((s) => s.pointer.endsWith('a~1b/examples'))?.label).toBe('extra › a/b');
  });

  it('counts the coverage of operations, parameters and fields', () => {
    const { coverage } = annotationCoverage([
      endpoint({
        description: 'x',
        parameters: [{ name: 'id', in: 'path', required: true, description: '' }],
        responses: [
          {
            status: '200',
            description: 'OK',
            headers: [],
            content: [{ contentType: 'application/json', examples: [], example: { id: 1 } }],
          },
        ],
      }),
      model({
        type: 'object',
        properties: { id: { type: 'integer', description: 'Id', example: 1 } },
      }),
    ]);
    expect(coverage).toEqual({
      operations: { total: 1, described: 1, exemplified: 1 },
      parameters: { total: 1, described: 0, exemplified: 0 },
      fields: { total: 1, described: 1, exemplified: 1 },
    });
  });
});

describe('the calls', () => {
  it('keeps items together up to forty values a call and splits a larger item', () => {
    const big = {
      item: endpoint({}),
      slots: Array.from({ length: 50 }, () => annotationSlots(endpoint({}))[0]!),
    };
    const small = { item: model({ type: 'object' }), slots: big.slots.slice(0, 10) };
    const calls = planAnnotationCalls([small, big]);
    expect(calls.map((call) => call.map((ask) => ask.slots.length))).toEqual([
      [10],
      [SLOTS_PER_CALL],
      [10],
    ]);
  });

  it('numbers each slot in the prompt and asks in the language chosen; the estimate grows with it', () => {
    const ask = { item: endpoint({}), slots: annotationSlots(endpoint({})) };
    const [system, user] = annotationMessages([ask], 'ja');
    expect(system!.content).toContain('Japanese');
    expect(user!.content).toContain('[1.1] summary of operation');
    expect(user!.content).toContain('[1.2] description of operation');
    expect(estimateCallTokens([ask], 'ja')).toBeGreaterThan(estimateCallTokens([ask], 'en'));
    expect(estimateTokens('日本語')).toBe(3);
    expect(estimateTokens('abcdefgh')).toBe(2);
  });
});

describe('reading an answer', () => {
  const item = endpoint({
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        description: '',
        schema: { type: 'integer', minimum: 1 },
      },
    ],
  });
  const asks = [{ item, slots: annotationSlots(item) }];

  it('keeps the values that fit their slot and drops the rest', () => {
    const { values, dropped } = readAnnotationAnswer(
      {
        values: [
          { slot: '1.1', value: 'Get a pet' },
          { slot: '1.2', value: '   ' },
          { slot: '1.3', value: 'The pet’s id.' },
          { slot: '1.3', value: 'Twice' },
          { slot: '1.4', value: '0' },
          { slot: '9.9', value: 'Unknown' },
        ],
      },
      asks,
    );
    expect(values.map((v) => [v.slot.pointer, v.value])).toEqual([
      ['', 'Get a pet'],
      ['/parameters/0/description', 'The pet’s id.'],
    ]);
    expect(dropped).toBe(4);
    expect(
      readAnnotationAnswer({ values: [{ slot: '1.4', value: '7' }] }, asks).values[0]?.value,
    ).toBe(7);
    expect(readAnnotationAnswer('nonsense', asks)).toEqual({ values: [], dropped: 0 });
  });

  it('takes a bare word as a string example, and checks enums, patterns and item types', () => {
    expect(fitsSchema({ type: 'string', enum: ['a', 'b'] }, 'c')).toBe(false);
    expect(fitsSchema({ type: 'string', pattern: '^[a-z]+$' }, 'abc')).toBe(true);
    expect(fitsSchema({ type: 'array', items: { type: 'integer' } }, [1, 'x'])).toBe(false);
    expect(fitsSchema({ type: 'integer', nullable: true }, null)).toBe(true);
    const named = model({ type: 'object', properties: { name: { type: 'string' } } });
    const nameAsks = [{ item: named, slots: annotationSlots(named) }];
    const example = nameAsks[0]!.slots.findIndex((s) => s.kind === 'example');
    const { values } = readAnnotationAnswer(
      { values: [{ slot: `1.${example + 1}`, value: 'Rex' }] },
      nameAsks,
    );
    expect(values[0]?.value).toBe('Rex');
  });
});

describe('applying accepted values', () => {
  it('fills the places still open and answers the others outdated', () => {
    const item = model({ type: 'object', properties: { id: { type: 'integer' } } });
    const {
      item: after,
      applied,
      outdated,
    } = applyAnnotations(item, [
      { pointer: '/schema/description', kind: 'description', label: '', value: 'A pet' },
      { pointer: '/schema/properties/id/examples', kind: 'example', label: 'id', value: 3 },
      {
        pointer: '/schema/properties/gone/description',
        kind: 'description',
        label: 'gone',
        value: 'x',
      },
    ]);
    expect(after.data).toEqual({
      schema: {
        type: 'object',
        description: 'A pet',
        properties: { id: { type: 'integer', examples: [3] } },
      },
    });
    expect(applied).toHaveLength(2);
    expect(outdated.map((v) => v.label)).toEqual(['gone']);
    // The item given is not changed.
    expect(item.data).toEqual({
      schema: { type: 'object', properties: { id: { type: 'integer' } } },
    });
  });

  it('does not overwrite a place filled since, nor a parameter moved by a deletion', () => {
    const item = endpoint({
      description: 'Written by hand',
      parameters: [{ name: 'b', in: 'query', required: false, description: '' }],
    });
    const { applied, outdated } = applyAnnotations(item, [
      { pointer: '/description', kind: 'description', label: '', value: 'AI' },
      // Proposed for `a`, which was deleted: `b` is at index 0 now.
      { pointer: '/parameters/0/description', kind: 'description', label: 'query a', value: 'AI' },
    ]);
    expect(applied).toEqual([]);
    expect(outdated).toHaveLength(2);
  });
});

describe.skipIf(!hasFixtures)('on the GitHub description', () => {
  it('finds every gap of 2,000+ items in well under a few seconds', async () => {
    const name = 'openapi/github-api.github.com.octokit-23.0.2.json';
    const text = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
    const { bundle } = await importDesign({ files: [{ name: 'g.json', text }], entry: 'g.json' });
    const items: AnnotatableItem[] = [
      ...bundle!.endpoints.map((e, i) => ({
        id: `e${i}`,
        kind: 'endpoint' as const,
        name: e.name,
        data: e.data,
      })),
      ...bundle!.models.map((m, i) => ({
        id: `m${i}`,
        kind: 'model' as const,
        name: m.name,
        data: m.data,
      })),
    ];
    const { coverage, slots } = annotationCoverage(items);
    expect(coverage.operations.total).toBeGreaterThan(1000);
    expect(coverage.fields.total).toBeGreaterThan(coverage.fields.described);
    const asks = items
      .map((item) => ({ item, slots: slots.get(item.id)! }))
      .filter((a) => a.slots.length > 0);
    const calls = planAnnotationCalls(asks);
    expect(
      calls.every((call) => call.reduce((n, ask) => n + ask.slots.length, 0) <= SLOTS_PER_CALL),
    ).toBe(true);
  });
});
