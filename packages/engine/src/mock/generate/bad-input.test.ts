import { describe, expect, it } from 'vitest';
import { compileSchema } from './compile-schema.js';
import { createRng, type Rng } from './rng.js';
import { sample } from './test-support/sample.js';

/** The value and reasons for a schema that cannot be satisfied; the value is checked by `expectValue`. */
function unsatisfiable(schema: unknown, models: Record<string, unknown> = {}) {
  const generated = sample(schema, { models }).one();
  expect(generated.unsatisfiable.length).toBeGreaterThan(0);
  return generated;
}

describe('contradictory constraints give the closest data, flagged', () => {
  it('minLength above maxLength: the minimum length', () => {
    const { value, unsatisfiable: reasons } = unsatisfiable({
      type: 'string',
      minLength: 6,
      maxLength: 2,
    });
    expect(value).toHaveLength(6);
    expect(reasons).toEqual(['#: minLength 6 > maxLength 2']);
  });

  it('minimum above maximum: the minimum', () => {
    expect(unsatisfiable({ type: 'integer', minimum: 10, maximum: 1 }).value).toBe(10);
    expect(unsatisfiable({ type: 'number', exclusiveMinimum: 1, exclusiveMaximum: 1 }).value).toBe(
      1,
    );
    expect(unsatisfiable({ type: 'integer', minimum: 1.2, maximum: 1.8 }).unsatisfiable).toEqual([
      '#: no integer between 1.2 and 1.8',
    ]);
  });

  it('no multiple in range: the nearest multiple', () => {
    expect(unsatisfiable({ type: 'integer', minimum: 1, maximum: 4, multipleOf: 5 }).value).toBe(5);
  });

  it('minItems above maxItems, and more unique items than the items allow', () => {
    expect(unsatisfiable({ type: 'array', minItems: 3, maxItems: 1 }).value).toHaveLength(3);
    const { value, unsatisfiable: reasons } = unsatisfiable({
      type: 'array',
      minItems: 4,
      uniqueItems: true,
      items: { enum: [1, 2] },
    });
    expect(new Set(value as number[])).toEqual(new Set([1, 2]));
    expect(reasons).toEqual(['#: only 2 distinct items of the 4 minItems asks for']);
  });

  it('more required properties than maxProperties allows, and properties that additionalProperties forbids', () => {
    unsatisfiable({
      type: 'object',
      required: ['a', 'b'],
      properties: { a: {}, b: {} },
      maxProperties: 1,
    });
    const { value } = unsatisfiable({
      type: 'object',
      required: ['x'],
      properties: {},
      additionalProperties: false,
    });
    expect(value).toHaveProperty('x');
  });

  it('a pattern that cannot meet the length: a string matching the pattern', () => {
    const { value, unsatisfiable: reasons } = unsatisfiable({
      type: 'string',
      pattern: '^[0-9]{3}$',
      minLength: 10,
    });
    expect(value).toMatch(/^[0-9]{3}$/);
    expect(reasons[0]).toMatch(/cannot meet length 10/);
  });

  it('a format that cannot meet the length: a string of the length', () => {
    const { value } = unsatisfiable({ type: 'string', format: 'uuid', maxLength: 10 });
    expect((value as string).length).toBeLessThanOrEqual(10);
  });

  it("an enum or const that breaks the type: the designer's values", () => {
    expect(unsatisfiable({ type: 'integer', enum: ['1', '2'] }).unsatisfiable).toEqual([
      '#: no enum value matches the type',
    ]);
    expect(unsatisfiable({ type: 'string', const: 3 }).value).toBe(3);
    expect(unsatisfiable({ enum: [] }).value).toBeNull();
  });

  it('allOf parts that do not meet', () => {
    expect(
      unsatisfiable({ allOf: [{ type: 'string' }, { type: 'integer' }] }).unsatisfiable[0],
    ).toMatch(/allOf types do not meet/);
    unsatisfiable({ allOf: [{ enum: [1] }, { enum: [2] }] });
    unsatisfiable({ allOf: [{ const: 1 }, { const: 2 }] });
    unsatisfiable(
      { $ref: '#/components/schemas/A' },
      { A: { allOf: [{ $ref: '#/components/schemas/A' }, { type: 'object' }] } },
    );
  });

  it('the false schema', () => {
    expect(unsatisfiable(false).value).toBeNull();
  });
});

describe('never a crash or a hang', () => {
  it('caps a huge minItems at 1,000, flagged', () => {
    const { value, unsatisfiable: reasons } = unsatisfiable({
      type: 'array',
      minItems: 1e9,
      items: { type: 'integer' },
    });
    expect(value).toHaveLength(1000);
    expect(reasons).toEqual(["#: minItems 1000000000 is above the mock's limit of 1000"]);
  });

  it('stops nested huge arrays at the answer size limit', () => {
    const started = performance.now();
    const schema = {
      type: 'array',
      minItems: 1000,
      items: {
        type: 'array',
        minItems: 1000,
        items: { type: 'array', minItems: 1000, items: { type: 'integer' } },
      },
    };
    const generated = unsatisfiable(schema);
    expect(generated.unsatisfiable.some((reason) => reason.includes("the mock's size limit"))).toBe(
      true,
    );
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('caps huge minLength and minProperties', () => {
    expect((unsatisfiable({ type: 'string', minLength: 1e9 }).value as string).length).toBe(10_000);
    expect(
      Object.keys(unsatisfiable({ type: 'object', minProperties: 1e9 }).value as object),
    ).toHaveLength(1000);
  });

  it('survives a chain of 5,000 models and a schema nested 5,000 deep', () => {
    const models: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i += 1) {
      models[`M${i}`] = {
        type: 'object',
        required: ['next'],
        properties: {
          next: i < 4999 ? { $ref: `#/components/schemas/M${i + 1}` } : { type: 'string' },
        },
      };
    }
    expect(() => sample({ $ref: '#/components/schemas/M0' }, { models }).one()).not.toThrow();
    let nested: unknown = { type: 'string' };
    for (let i = 0; i < 5000; i += 1)
      nested = { type: 'object', required: ['a'], properties: { a: nested } };
    expect(() => sample(nested).one()).not.toThrow();
  });

  it('survives a schema object that contains itself', () => {
    const schema: Record<string, unknown> = { type: 'object', required: ['self'] };
    schema.properties = { self: schema };
    const generated = sample(schema).one();
    expect(generated.unsatisfiable.length).toBeGreaterThan(0);
  });

  it('takes anything as a schema', () => {
    for (const schema of [
      null,
      undefined,
      42,
      'string',
      [],
      [1, 2],
      true,
      { type: 'nonsense' },
      { type: 42 },
      { properties: 'x' },
      { items: 7 },
      { required: 'x' },
      { enum: 'x' },
      { allOf: {} },
      { oneOf: [] },
      { anyOf: [false] },
      { $ref: 42 },
      { minimum: 'a' },
      { multipleOf: 0 },
      { multipleOf: -2, type: 'integer' },
      { pattern: 7, type: 'string' },
      { format: 42 },
      { discriminator: 'x', oneOf: [{}] },
    ]) {
      const generator = compileSchema(schema, { models: new Map(), locale: 'en' });
      expect(() => generator.generate(createRng(1))).not.toThrow();
      expect(() => JSON.parse(generator.generateJson(createRng(1)).json)).not.toThrow();
    }
  });

  it('survives random keyword soups', () => {
    const rng = createRng('fuzz');
    const started = performance.now();
    for (let i = 0; i < 300; i += 1) {
      const models = { A: randomSchema(rng, 3), B: randomSchema(rng, 3) };
      const generator = compileSchema(randomSchema(rng, 4), {
        models: new Map(Object.entries(models)),
        locale: 'ja',
      });
      for (let seed = 0; seed < 3; seed += 1) {
        const generated = generator.generate(createRng(seed));
        expect(JSON.parse(generator.generateJson(createRng(seed)).json)).toEqual(
          JSON.parse(JSON.stringify(generated.value) ?? 'null'),
        );
      }
    }
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

const KEYWORDS: [string, (rng: Rng, depth: number) => unknown][] = [
  [
    'type',
    (rng) =>
      rng.pick([
        'string',
        'integer',
        'number',
        'boolean',
        'object',
        'array',
        'null',
        ['string', 'null'],
        'bogus',
      ]),
  ],
  ['nullable', () => true],
  ['enum', (rng) => rng.pick([[1, 2], ['a', null], [], [{ a: 1 }]])],
  ['const', (rng) => rng.pick([1, 'x', null, { a: [1] }])],
  ['minimum', (rng) => rng.int(-5, 5)],
  ['maximum', (rng) => rng.int(-5, 5)],
  ['exclusiveMinimum', (rng) => rng.pick([true, false, rng.int(-5, 5)])],
  ['multipleOf', (rng) => rng.pick([0, 0.5, 3, -1, 0.01])],
  ['minLength', (rng) => rng.int(0, 12)],
  ['maxLength', (rng) => rng.int(0, 12)],
  ['pattern', (rng) => rng.pick(['^[a-z]+$', '(', '^\\d{2,3}$', '(?=x)y', '^(a|bb)*$'])],
  ['format', (rng) => rng.pick(['email', 'uuid', 'date-time', 'byte', 'ipv6', 'nope'])],
  ['minItems', (rng) => rng.pick([0, 2, 50, 5000])],
  ['maxItems', (rng) => rng.int(0, 4)],
  ['uniqueItems', () => true],
  ['minProperties', (rng) => rng.int(0, 6)],
  ['maxProperties', (rng) => rng.int(0, 3)],
  ['required', (rng) => rng.pick([['a'], ['a', 'zz'], []])],
  ['additionalProperties', (rng, depth) => rng.pick([false, true, randomSchema(rng, depth - 1)])],
  [
    'properties',
    (rng, depth) => ({ a: randomSchema(rng, depth - 1), email: randomSchema(rng, depth - 1) }),
  ],
  ['items', (rng, depth) => randomSchema(rng, depth - 1)],
  ['prefixItems', (rng, depth) => [randomSchema(rng, depth - 1)]],
  ['allOf', (rng, depth) => [randomSchema(rng, depth - 1), randomSchema(rng, depth - 1)]],
  ['oneOf', (rng, depth) => [randomSchema(rng, depth - 1), { $ref: '#/components/schemas/B' }]],
  ['anyOf', (rng, depth) => [randomSchema(rng, depth - 1), { type: 'null' }]],
  ['not', (rng) => rng.pick([{}, { type: 'string' }, { required: ['a'] }])],
  [
    '$ref',
    (rng) => rng.pick(['#/components/schemas/A', '#/components/schemas/B', '#/nowhere', 'x.yaml']),
  ],
];

function randomSchema(rng: Rng, depth: number): unknown {
  if (depth <= 0 || rng.next() < 0.15)
    return rng.pick([{}, { type: 'string' }, true, { $ref: '#/components/schemas/A' }]);
  const schema: Record<string, unknown> = {};
  const count = rng.int(1, 4);
  for (let i = 0; i < count; i += 1) {
    const [key, make] = rng.pick(KEYWORDS);
    schema[key] = make(rng, depth);
  }
  return schema;
}
