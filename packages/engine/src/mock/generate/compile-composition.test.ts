import { describe, expect, it } from 'vitest';
import { sample, validValues } from './test-support/sample.js';

type Item = Record<string, unknown>;

const models = {
  Base: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
  Cat: {
    type: 'object',
    required: ['kind', 'meows'],
    properties: { kind: { type: 'string', enum: ['cat'] }, meows: { type: 'boolean' } },
  },
  Dog: {
    type: 'object',
    required: ['kind', 'barks'],
    properties: { kind: { type: 'string', enum: ['dog'] }, barks: { type: 'boolean' } },
  },
  User: {
    type: 'object',
    required: ['login', 'id'],
    properties: { login: { type: 'string' }, id: { type: 'integer' }, name: { type: 'string' } },
  },
  Team: {
    type: 'object',
    required: ['name', 'id'],
    properties: { name: { type: 'string' }, id: { type: 'integer' }, slug: { type: 'string' } },
  },
};

describe('allOf', () => {
  it('merges at compile time: properties, required, tighter bounds', () => {
    const values = validValues(
      {
        allOf: [
          { $ref: '#/components/schemas/Base' },
          {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' }, id: { maximum: 3 } },
          },
        ],
      },
      30,
      { models },
    ) as Item[];
    for (const value of values) {
      expect(value).toEqual({ id: expect.any(Number), name: expect.any(String) });
      expect(value.id).toBeLessThanOrEqual(3);
    }
  });

  it('intersects enums and types, and keeps what every closed part allows', () => {
    expect(
      new Set(validValues({ allOf: [{ enum: ['a', 'b', 'c'] }, { enum: ['b', 'c', 'd'] }] })),
    ).toEqual(new Set(['b', 'c']));
    expect(
      validValues({ allOf: [{ type: ['number', 'string'] }, { type: 'integer' }] }).every(
        Number.isInteger,
      ),
    ).toBe(true);
    validValues({
      allOf: [
        {
          type: 'object',
          properties: { a: { type: 'string' }, b: { type: 'string' } },
          additionalProperties: false,
        },
        { type: 'object', properties: { a: { type: 'string' }, c: { type: 'string' } } },
      ],
    });
  });

  it('applies keywords written beside a $ref (OpenAPI 3.1)', () => {
    for (const value of validValues(
      { $ref: '#/components/schemas/Base', properties: { id: { maximum: 2 } } },
      20,
      { models },
    ) as Item[]) {
      expect(value.id).toBeLessThanOrEqual(2);
    }
  });
});

describe('oneOf and anyOf', () => {
  it('picks one branch per answer', () => {
    const values = validValues(
      { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] },
      30,
      { models },
    ) as Item[];
    expect(new Set(values.map((value) => value.kind))).toEqual(new Set(['cat', 'dog']));
    const any = validValues(
      { anyOf: [{ type: 'string', format: 'email' }, { type: 'integer' }] },
      30,
    );
    expect(
      any.some((value) => typeof value === 'number') &&
        any.some((value) => typeof value === 'string'),
    ).toBe(true);
  });

  it('keeps oneOf branches apart: a User leaves out the name a Team requires', () => {
    const values = validValues(
      { oneOf: [{ $ref: '#/components/schemas/User' }, { $ref: '#/components/schemas/Team' }] },
      40,
      { models },
    ) as Item[];
    const users = values.filter((value) => 'login' in value);
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) expect(user).not.toHaveProperty('name');
  });

  it('avoids a oneOf branch whose values always match another branch too', () => {
    const values = validValues(
      { oneOf: [{ type: 'string' }, { type: 'string', enum: ['auto', 'none'] }] },
      30,
    );
    expect(values).not.toContain('auto');
  });

  it('merges the keywords beside the list into each branch', () => {
    const values = validValues(
      {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'integer' } },
        oneOf: [{ required: ['a'] }, { required: ['b'] }],
      },
      30,
    ) as Item[];
    for (const value of values) expect(value.id).toEqual(expect.any(Number));
  });

  it('tags the branch with its discriminator mapping', () => {
    const { many } = sample(
      {
        oneOf: [{ $ref: '#/components/schemas/Base' }],
        discriminator: { propertyName: 'type', mapping: { base: '#/components/schemas/Base' } },
      },
      { models },
    );
    for (const { value } of many(5)) expect(value).toMatchObject({ type: 'base' });
  });

  it('answers expandable fields (anyOf id or object) with the id inside a model', () => {
    const values = validValues({ $ref: '#/components/schemas/Charge' }, 20, {
      models: {
        ...models,
        Charge: {
          type: 'object',
          required: ['customer'],
          properties: {
            customer: {
              anyOf: [{ type: 'string', maxLength: 50 }, { $ref: '#/components/schemas/User' }],
            },
          },
        },
      },
    }) as Item[];
    for (const value of values) expect(typeof value.customer).toBe('string');
  });

  it('fills a value where anyOf allows null, and drops branches whose type cannot meet the siblings', () => {
    expect(validValues({ anyOf: [{ type: 'string' }, { type: 'null' }] })).not.toContain(null);
    for (const value of validValues({
      type: 'string',
      oneOf: [{ type: 'integer' }, { format: 'date-time' }],
    })) {
      expect(value).toMatch(/^\d{4}-/);
    }
  });
});

describe('not', () => {
  it('is met when it forbids a type the schema cannot have, and flagged otherwise', () => {
    expect(sample({ type: 'string', not: { type: 'null' } }).one().unsatisfiable).toEqual([]);
    expect(sample({ type: 'string', not: { pattern: '^a' } }).one().unsatisfiable).toEqual([
      '#: `not` is not enforced',
    ]);
  });
});
