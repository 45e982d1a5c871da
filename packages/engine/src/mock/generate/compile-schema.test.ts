import { describe, expect, it } from 'vitest';
import { compileSchema } from './compile-schema.js';
import { createRng } from './rng.js';
import { sample, validValues } from './test-support/sample.js';

const petModels = {
  Pet: {
    type: 'object',
    required: ['id', 'name'],
    properties: {
      id: { type: 'integer', format: 'int64' },
      name: { type: 'string' },
      tag: { type: 'string' },
      owner: { $ref: '#/components/schemas/Person' },
    },
  },
  Person: {
    type: 'object',
    required: ['email'],
    properties: { email: { type: 'string', format: 'email' }, name: { type: 'string' } },
  },
};

describe('compileSchema', () => {
  it('gives the same value for the same seed and schema, and others for other seeds', () => {
    const first = sample({ $ref: '#/components/schemas/Pet' }, { models: petModels });
    const second = sample({ $ref: '#/components/schemas/Pet' }, { models: petModels });
    expect(second.one(7)).toEqual(first.one(7));
    const values = first.many(10).map((generated) => JSON.stringify(generated.value));
    expect(new Set(values).size).toBeGreaterThan(5);
  });

  it('writes the same data as JSON text as it generates as a value', () => {
    const { generator } = sample(
      { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
      { models: petModels },
    );
    for (let seed = 1; seed <= 20; seed += 1) {
      const text = generator.generateJson(createRng(seed));
      const value = generator.generate(createRng(seed));
      expect(JSON.parse(text.json)).toEqual(value.value);
      expect(text.unsatisfiable).toEqual(value.unsatisfiable);
    }
  });

  it('shares compiled models between schemas compiled against the same models', () => {
    const models = new Map(Object.entries(petModels));
    const pet = compileSchema({ $ref: '#/components/schemas/Pet' }, { models, locale: 'en' });
    const list = compileSchema(
      { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
      { models, locale: 'en' },
    );
    expect(pet.generate(createRng(1)).value).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
    });
    expect(Array.isArray(list.generate(createRng(1)).value)).toBe(true);
  });

  it('lets the caller change a value without changing the next one', () => {
    const { generator } = sample({ type: 'object', properties: { tags: { const: ['a', 'b'] } } });
    const first = generator.generate(createRng(1)).value as { tags: string[] };
    first.tags.push('c');
    expect((generator.generate(createRng(1)).value as { tags: string[] }).tags).toEqual(['a', 'b']);
  });
});

describe('types', () => {
  it('generates each JSON type', () => {
    expect(validValues({ type: 'string' }).every((value) => typeof value === 'string')).toBe(true);
    expect(validValues({ type: 'integer' }).every((value) => Number.isInteger(value))).toBe(true);
    expect(validValues({ type: 'number' }).every((value) => typeof value === 'number')).toBe(true);
    expect(validValues({ type: 'boolean' })).toContain(true);
    expect(validValues({ type: 'boolean' })).toContain(false);
    expect(validValues({ type: 'null' })).toEqual(Array(30).fill(null));
    expect(
      validValues({ type: 'object' }).every(
        (value) => typeof value === 'object' && !Array.isArray(value),
      ),
    ).toBe(true);
    expect(validValues({ type: 'array' }).every(Array.isArray)).toBe(true);
  });

  it('draws among the types of a 3.1 type list, and fills nullable fields', () => {
    const values = validValues({ type: ['string', 'integer', 'null'] }, 40);
    expect(values.some((value) => typeof value === 'string')).toBe(true);
    expect(values.some((value) => typeof value === 'number')).toBe(true);
    expect(values).not.toContain(null);
    expect(validValues({ type: 'string', nullable: true })).not.toContain(null);
  });

  it('takes the type from the other keywords when `type` is absent', () => {
    expect(validValues({ properties: { a: { type: 'integer' } }, required: ['a'] })[0]).toEqual({
      a: expect.any(Number),
    });
    expect(Array.isArray(validValues({ items: { type: 'string' }, minItems: 1 })[0])).toBe(true);
    expect(typeof validValues({ minLength: 3 })[0]).toBe('string');
    expect(typeof validValues({ minimum: 5, maximum: 6 })[0]).toBe('number');
    expect(Number.isInteger(validValues({ format: 'int32' })[0])).toBe(true);
  });

  it('follows the field name when nothing says the type', () => {
    const { one } = sample({ type: 'object', properties: { email: {}, anything: {} } });
    const value = one().value as { email: string; anything: string };
    expect(value.email).toMatch(/@/);
    expect(typeof value.anything).toBe('string');
  });
});

describe('enum, const, default and example', () => {
  it('picks enum values, and only those', () => {
    const values = validValues({ type: 'string', enum: ['available', 'pending', 'sold'] });
    expect(new Set(values)).toEqual(new Set(['available', 'pending', 'sold']));
  });

  it('keeps enum values that fit the type, and null only as the nullable fallback', () => {
    expect(new Set(validValues({ type: 'integer', enum: [1, 'two', 3] }))).toEqual(new Set([1, 3]));
    expect(validValues({ type: ['string', 'null'], enum: ['a', null] })).toEqual(
      Array(30).fill('a'),
    );
  });

  it('gives the const value', () => {
    expect(validValues({ const: 'fixed' })).toEqual(Array(30).fill('fixed'));
    expect(validValues({ type: 'object', const: { a: 1 } })[0]).toEqual({ a: 1 });
  });

  it('uses a valid example or default for fields that realism does not vary', () => {
    expect(validValues({ type: 'string', example: 'octocat/Hello-World' })[0]).toBe(
      'octocat/Hello-World',
    );
    expect(validValues({ type: 'string', examples: ['a1', 'b2'] }, 20)).toContain('b2');
    expect(validValues({ type: 'integer', default: 20, minimum: 1 })[0]).toBe(20);
    // An example that breaks the schema is not used.
    expect(validValues({ type: 'string', example: 'toolong', maxLength: 3 })).not.toContain(
      'toolong',
    );
  });

  it('varies people, contacts and ids even when the design gives an example', () => {
    const schema = {
      type: 'object',
      properties: {
        email: { type: 'string', example: 'octocat@github.com' },
        id: { type: 'integer', example: 1 },
      },
    };
    const values = validValues(schema, 10) as { email: string; id: number }[];
    expect(new Set(values.map((value) => value.email)).size).toBeGreaterThan(5);
    expect(new Set(values.map((value) => value.id)).size).toBeGreaterThan(5);
  });
});
