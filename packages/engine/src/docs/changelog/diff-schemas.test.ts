import type { JsonSchema } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { diffSchemas, type SchemaChange } from './diff-schemas.js';
import { diffDesigns } from './diff-designs.js';
import {
  design,
  endpoint,
  json,
  lines,
  modelDiff,
  object,
  ref,
  requestDiff,
  responseDiff,
} from './test-support/design-builders.js';

const R = 'response 200 application/json';
const B = 'body application/json';

function direct(
  before: JsonSchema,
  after: JsonSchema,
  models: { before?: Record<string, JsonSchema>; after?: Record<string, JsonSchema> } = {},
  budget = 1000,
): SchemaChange[] {
  const found: SchemaChange[] = [];
  diffSchemas(
    before,
    after,
    {
      modelsBefore: new Map(Object.entries(models.before ?? {})),
      modelsAfter: new Map(Object.entries(models.after ?? {})),
      budget: { remaining: budget },
    },
    (change) => found.push(change),
  );
  return found;
}

describe('properties', () => {
  it('reports removed, added and required changes at the deepest place', () => {
    const before = object({
      owner: object({ login: { type: 'string' }, id: { type: 'integer' } }, ['login']),
    });
    const after = object({
      owner: object({ id: { type: 'integer' }, name: { type: 'string' } }, ['id', 'name']),
    });
    expect(lines(responseDiff(before, after))).toEqual([
      `RESPONSE_PROPERTY_REMOVED! [get /a] ${R}: owner.login string → ∅`,
      `RESPONSE_PROPERTY_MADE_REQUIRED [get /a] ${R}: owner.id`,
      `RESPONSE_PROPERTY_ADDED [get /a] ${R}: owner.name ∅ → string`,
    ]);
    expect(lines(requestDiff(before, after))).toEqual([
      `REQUEST_PROPERTY_MADE_REQUIRED! [post /a] ${B}: owner.id`,
      `REQUEST_PROPERTY_REMOVED! [post /a] ${B}: owner.login string → ∅`,
      `REQUEST_PROPERTY_REQUIRED_ADDED! [post /a] ${B}: owner.name ∅ → string`,
    ]);
  });

  it('reads items and additional properties as places in the path', () => {
    const before = object({
      items: { type: 'array', items: object({ id: { type: 'integer' } }) },
      labels: { type: 'object', additionalProperties: { type: 'string' } },
    });
    const after = object({
      items: { type: 'array', items: object({ id: { type: 'string' } }) },
      labels: { type: 'object', additionalProperties: { type: 'integer' } },
    });
    expect(lines(responseDiff(before, after))).toEqual([
      `RESPONSE_TYPE_CHANGED! [get /a] ${R}: items[].id integer → string`,
      `RESPONSE_TYPE_CHANGED! [get /a] ${R}: labels.* string → integer`,
    ]);
  });

  it('treats closing and opening additional properties as members removed and added', () => {
    const open = { type: 'object', additionalProperties: { type: 'string' } };
    const closed = { type: 'object', additionalProperties: false };
    expect(lines(responseDiff(open, closed))).toEqual([
      `RESPONSE_PROPERTY_REMOVED! [get /a] ${R}: * string → ∅`,
    ]);
    expect(lines(requestDiff(closed, open))).toEqual([
      `REQUEST_PROPERTY_ADDED [post /a] ${B}: * ∅ → string`,
    ]);
    // Open only by default: closing refuses requests with other members, a response loses nothing.
    expect(lines(requestDiff({ type: 'object' }, closed))).toEqual([
      `REQUEST_TYPE_CHANGED! [post /a] ${B}: * any → never`,
    ]);
    expect(lines(responseDiff({ type: 'object' }, closed))).toEqual([
      `RESPONSE_TYPE_NARROWED [get /a] ${R}: * any → never`,
    ]);
  });

  it('counts a name listed only in required as a member', () => {
    expect(lines(requestDiff(object({}, ['id']), object({})))).toEqual([
      `REQUEST_PROPERTY_REMOVED! [post /a] ${B}: id any → ∅`,
    ]);
  });

  it('does not compare the members of a value whose type changed', () => {
    const before = object({ a: object({ b: { type: 'string' } }) });
    const after = object({ a: { type: 'string' } });
    expect(lines(responseDiff(before, after))).toEqual([
      `RESPONSE_TYPE_CHANGED! [get /a] ${R}: a object → string`,
    ]);
  });

  it('reads a property named like a keyword as a property', () => {
    const before = object({ description: { type: 'string' }, type: { type: 'string' } });
    const after = object({ description: { type: 'integer' }, type: { type: 'string' } });
    expect(lines(responseDiff(before, after))).toEqual([
      `RESPONSE_TYPE_CHANGED! [get /a] ${R}: description string → integer`,
    ]);
  });
});

describe('types', () => {
  it('judges widening and narrowing by direction', () => {
    expect(lines(requestDiff({ type: 'integer' }, { type: 'number' }))).toEqual([
      `REQUEST_TYPE_WIDENED [post /a] ${B} integer → number`,
    ]);
    expect(lines(responseDiff({ type: 'integer' }, { type: 'number' }))).toEqual([
      `RESPONSE_TYPE_CHANGED! [get /a] ${R} integer → number`,
    ]);
    expect(lines(responseDiff({ type: 'number' }, { type: 'integer' }))).toEqual([
      `RESPONSE_TYPE_NARROWED [get /a] ${R} number → integer`,
    ]);
    expect(lines(requestDiff({}, { type: 'string' }))).toEqual([
      `REQUEST_TYPE_CHANGED! [post /a] ${B} any → string`,
    ]);
  });

  it('reads OpenAPI 3.0 nullable and type lists alike', () => {
    expect(responseDiff({ type: 'string', nullable: true }, { type: ['string', 'null'] })).toEqual(
      [],
    );
    expect(lines(requestDiff({ type: 'string' }, { type: 'string', nullable: true }))).toEqual([
      `REQUEST_TYPE_WIDENED [post /a] ${B} string → string | null`,
    ]);
  });

  it('reads formats as narrowings of their type, number sizes aside', () => {
    expect(lines(requestDiff({ type: 'string' }, { type: 'string', format: 'date-time' }))).toEqual(
      [`REQUEST_TYPE_CHANGED! [post /a] ${B} string → string (date-time)`],
    );
    expect(lines(responseDiff({ type: 'string', format: 'uri' }, { type: 'string' }))).toEqual([
      `RESPONSE_TYPE_CHANGED! [get /a] ${R} string (uri) → string`,
    ]);
    // int64 is what a JSON integer is read into anyway; int32 is narrower.
    expect(requestDiff({ type: 'integer' }, { type: 'integer', format: 'int64' })).toEqual([]);
    expect(
      lines(
        requestDiff({ type: 'integer', format: 'int32' }, { type: 'integer', format: 'int64' }),
      ),
    ).toEqual([`REQUEST_TYPE_WIDENED [post /a] ${B} integer (int32) → integer (int64)`]);
  });

  it('compares unions by their branches, conservatively', () => {
    const one = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
    const more = { oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'boolean' }] };
    const other = { oneOf: [{ type: 'string' }, object({ a: {} })] };
    expect(lines(responseDiff(one, more))).toEqual([
      `RESPONSE_TYPE_CHANGED! [get /a] ${R} string | integer → string | integer | boolean`,
    ]);
    expect(lines(requestDiff(one, more))).toEqual([
      `REQUEST_TYPE_WIDENED [post /a] ${B} string | integer → string | integer | boolean`,
    ]);
    expect(lines(requestDiff(one, other))).toEqual([
      `REQUEST_TYPE_CHANGED! [post /a] ${B} string | integer → string | object`,
    ]);
    // A change inside a branch is a change of the union, not of a member of one branch.
    const inner = (type: string) => ({ anyOf: [object({ id: { type } }), { type: 'string' }] });
    expect(lines(responseDiff(inner('integer'), inner('string')))).toEqual([
      `RESPONSE_TYPE_CHANGED! [get /a] ${R} object | string → object | string`,
    ]);
    // Branch order and annotations do not count.
    expect(
      responseDiff(one, { oneOf: [{ type: 'integer', description: 'n' }, { type: 'string' }] }),
    ).toEqual([]);
  });

  it('judges allOf as constraints: more of them narrow, fewer widen', () => {
    const models = { before: { A: object({}) }, after: { A: object({}) } };
    const two = { allOf: [ref('A'), object({ a: {} })] };
    const three = { allOf: [ref('A'), object({ a: {} }), object({ b: {} }, ['b'])] };
    expect(direct(two, three, models)).toEqual([
      expect.objectContaining({
        kind: 'type-narrowed',
        before: 'A & object',
        after: 'A & object',
      }),
    ]);
    expect(direct(three, two, models).map((change) => change.kind)).toEqual(['type-widened']);
  });

  it('reads a 3.0 nullable reference as the model that may be null', () => {
    const nullable = (schema: JsonSchema) => ({ anyOf: [schema, { type: 'null' }] });
    expect(lines(responseDiff(ref('User'), nullable(ref('User'))))).toEqual([
      `RESPONSE_TYPE_CHANGED! [get /a] ${R} User → User | null`,
    ]);
    expect(lines(requestDiff(ref('User'), nullable({ allOf: [ref('User')] })))).toEqual([
      `REQUEST_TYPE_WIDENED [post /a] ${B} User → User | null`,
    ]);
    expect(responseDiff(nullable({ allOf: [ref('User')] }), nullable(ref('User')))).toEqual([]);
  });
});

describe('enums', () => {
  it('quotes the values removed and added', () => {
    const before = { type: 'string', enum: ['open', 'closed'] };
    const after = { type: 'string', enum: ['open', 'all'] };
    expect(lines(requestDiff(before, after))).toEqual([
      `REQUEST_ENUM_NARROWED! [post /a] ${B} closed → all`,
    ]);
    expect(lines(responseDiff(before, after))).toEqual([
      `RESPONSE_ENUM_WIDENED! [get /a] ${R} closed → all`,
    ]);
    expect(responseDiff(before, { ...before, enum: ['closed', 'open'] })).toEqual([]);
  });

  it('puts the type against a list that appears or goes', () => {
    const list = { type: 'string', enum: ['a', 'b'] };
    expect(lines(requestDiff({ type: 'string' }, list))).toEqual([
      `REQUEST_ENUM_NARROWED! [post /a] ${B} string → a, b`,
    ]);
    expect(lines(responseDiff(list, { type: 'string' }))).toEqual([
      `RESPONSE_ENUM_WIDENED! [get /a] ${R} a, b → string`,
    ]);
  });

  it('reads const as a list of one and quotes values that are not strings as JSON', () => {
    expect(lines(responseDiff({ const: 1 }, { enum: [1, null] }))).toEqual([
      `RESPONSE_TYPE_CHANGED! [get /a] ${R} integer → integer | null`,
      `RESPONSE_ENUM_WIDENED! [get /a] ${R} ∅ → null`,
    ]);
  });
});

describe('references to models', () => {
  it('stops at the same model on both sides: the model lists its own changes', () => {
    const changes = modelDiff(object({ id: { type: 'integer' } }), object({}), { response: true });
    expect(lines(changes)).toEqual(['MODEL_PROPERTY_REMOVED! [M] id integer → ∅']);
  });

  it('follows references to models of different names and compares them structurally', () => {
    const found = direct(object({ owner: ref('User') }), object({ owner: ref('Account') }), {
      before: { User: object({ login: { type: 'string' } }) },
      after: { Account: object({ login: { type: 'string' }, id: { type: 'integer' } }) },
    });
    expect(found).toEqual([
      {
        kind: 'property-added',
        path: 'owner.id',
        before: null,
        after: 'integer',
        breaksRequests: false,
        breaksResponses: false,
      },
    ]);
  });

  it('compares an inlined model with the model it was', () => {
    const user = object({ login: { type: 'string' } });
    expect(direct(ref('User'), user, { before: { User: user } })).toEqual([]);
  });

  it('cuts cycles through models of different names', () => {
    const node = (name: string, type: string) =>
      object({ value: { type }, next: ref(name), children: { type: 'array', items: ref(name) } });
    const found = direct(ref('Node'), ref('Item'), {
      before: { Node: node('Node', 'string') },
      after: { Item: node('Item', 'integer') },
    });
    expect(found.map((change) => `${change.kind} ${change.path}`)).toEqual(['type-changed value']);
  });

  it('compares references to something other than a model as written', () => {
    const found = direct({ $ref: '#/$defs/a' }, { $ref: '#/$defs/b' });
    expect(found.map((change) => change.kind)).toEqual(['type-changed']);
  });

  it('says a change is a type change where the work budget runs out', () => {
    const found = direct(
      object({ a: object({ b: { type: 'string' } }) }),
      object({ a: object({ b: { type: 'integer' } }) }),
      {},
      1,
    );
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'type-changed',
        path: 'a',
        before: 'object',
        after: 'object',
      }),
    ]);
  });
});

describe('annotations', () => {
  it('lists description and example changes as not breaking, where they are', () => {
    const before = object({ id: { type: 'integer', description: 'The id', example: 1 } });
    const after = object({ id: { type: 'integer', description: 'The ID', example: 2 } });
    expect(lines(responseDiff(before, after))).toEqual([
      `DESCRIPTION_CHANGED [get /a] ${R}: id`,
      `EXAMPLE_CHANGED [get /a] ${R}: id`,
    ]);
  });
});

describe('models', () => {
  it('judges a model change by where the model is used', () => {
    const before = object({ id: {} });
    const after = object({ id: {} }, ['id']);
    expect(modelDiff(before, after, { request: true })[0]?.breaking).toBe(true);
    expect(modelDiff(before, after, { response: true })[0]?.breaking).toBe(false);
    // Unused: judged both ways.
    expect(modelDiff(before, after)[0]?.breaking).toBe(true);
    expect(modelDiff(after, before, { request: true })[0]?.breaking).toBe(false);
    expect(modelDiff(after, before, { response: true })[0]?.breaking).toBe(true);
  });

  it('follows uses through other models', () => {
    const wrapper = object({ m: ref('M') });
    const uses = [endpoint('post', '/w', { requestBody: { content: [json(ref('Wrapper'))] } })];
    const changes = diffDesigns(
      design({
        endpoints: uses,
        models: { M: object({ n: { type: 'integer' } }), Wrapper: wrapper },
      }),
      design({
        endpoints: uses,
        models: { M: object({ n: { type: 'number' } }), Wrapper: wrapper },
      }),
    );
    // M is only sent (inside Wrapper): accepting more than before breaks no client.
    expect(lines(changes)).toEqual(['MODEL_TYPE_CHANGED [M] n integer → number']);
  });
});
