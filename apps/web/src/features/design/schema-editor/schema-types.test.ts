import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  canToggleNullable,
  choiceOf,
  describeNode,
  isNullable,
  setNullable,
  setTypes,
  valueTypes,
} from './schema-types';

describe('describeNode / choiceOf', () => {
  it.each([
    [true, 'any'],
    [{}, 'any'],
    [false, 'never'],
    [{ type: 'string' }, 'string'],
    [{ type: ['integer', 'null'] }, 'integer'],
    [{ type: ['string', 'integer'] }, 'multi'],
    [{ type: 'null' }, 'null'],
    [{ $ref: '#/components/schemas/Pet' }, 'model:Pet'],
    [{ $ref: 'other.yaml#/Pet' }, 'ref:other.yaml#/Pet'],
    [{ anyOf: [{ type: 'string' }] }, 'anyOf'],
  ])('%j → %s', (node, choice) => {
    expect(choiceOf(node)).toBe(choice);
  });

  it('reads nullable from the 3.1 type list, a null variant, or a leftover 3.0 flag', () => {
    expect(isNullable({ type: ['string', 'null'] })).toBe(true);
    expect(isNullable({ oneOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] })).toBe(
      true,
    );
    expect(isNullable({ type: 'string', nullable: true })).toBe(true);
    expect(isNullable({ type: 'string' })).toBe(false);
    expect(describeNode({ $ref: '#/components/schemas/a~1b' })).toEqual({
      kind: 'ref',
      ref: '#/components/schemas/a~1b',
      model: 'a/b',
    });
  });
});

describe('applyChoice', () => {
  const node = {
    title: 'Size',
    type: 'string',
    'x-extra': 1,
    minLength: 1,
    pattern: '^a',
    format: 'email',
    enum: ['a'],
    default: 'a',
    description: 'kept',
  };

  it('returns the node itself for the same choice', () => {
    expect(applyChoice(node, 'string')).toBe(node);
  });

  it('drops what belonged to the old type, keeps annotations and unknown keywords in place', () => {
    const next = applyChoice(node, 'integer');
    expect(next).toEqual({ title: 'Size', type: 'integer', 'x-extra': 1, description: 'kept' });
    expect(Object.keys(next)).toEqual(['title', 'type', 'x-extra', 'description']);
  });

  it('keeps number constraints between integer and number', () => {
    expect(applyChoice({ type: 'integer', minimum: 1, maximum: 9 }, 'number')).toEqual({
      type: 'number',
      minimum: 1,
      maximum: 9,
    });
  });

  it('gives a new array its items and keeps nullability', () => {
    expect(applyChoice({ type: ['string', 'null'] }, 'array')).toEqual({
      type: ['array', 'null'],
      items: { type: 'string' },
    });
  });

  it('turns a node into a model reference first, keeping its description', () => {
    const next = applyChoice({ type: 'object', properties: {}, description: 'd' }, 'model:Pet');
    expect(next).toEqual({ $ref: '#/components/schemas/Pet', description: 'd' });
    expect(Object.keys(next)).toEqual(['$ref', 'description']);
  });

  it('moves a composition to another keyword, with its variants and discriminator', () => {
    const composed = {
      oneOf: [{ $ref: '#/components/schemas/A' }],
      discriminator: { propertyName: 'k' },
    };
    expect(applyChoice(composed, 'anyOf')).toEqual({
      anyOf: [{ $ref: '#/components/schemas/A' }],
      discriminator: { propertyName: 'k' },
    });
    expect(applyChoice({ type: 'string', description: 'd' }, 'allOf')).toEqual({
      allOf: [{ type: 'string' }],
      description: 'd',
    });
  });

  it('any drops the type-bound keywords; never is false', () => {
    expect(applyChoice({ type: 'string', minLength: 2, 'x-a': 1 }, 'any')).toEqual({ 'x-a': 1 });
    expect(applyChoice({ type: 'string' }, 'never')).toBe(false);
    expect(applyChoice(true, 'boolean')).toEqual({ type: 'boolean' });
  });
});

describe('setTypes', () => {
  it('keeps values when a type is added, drops them when one is taken away', () => {
    const node = { type: 'string', enum: ['a'], minLength: 1 };
    expect(setTypes(node, ['string', 'integer'], false)).toEqual({
      type: ['string', 'integer'],
      enum: ['a'],
      minLength: 1,
    });
    expect(setTypes({ type: ['string', 'integer'], enum: ['a', 1] }, ['integer'], false)).toEqual({
      type: 'integer',
    });
  });
});

describe('setTypes with a composition beside the type', () => {
  it('keeps the allOf of a typed node, and drops a composition that becomes a type', () => {
    const node = { type: 'object', allOf: [{ $ref: '#/components/schemas/Base' }] };
    expect(setTypes(node, ['object', 'string'], false)).toEqual({
      type: ['object', 'string'],
      allOf: [{ $ref: '#/components/schemas/Base' }],
    });
    expect(
      applyChoice({ oneOf: [{ type: 'string' }], discriminator: { propertyName: 'k' } }, 'string'),
    ).toEqual({
      type: 'string',
    });
  });
});

describe('setNullable (OpenAPI 3.1)', () => {
  it('adds and removes null in the type list, and in the enum', () => {
    const on = setNullable({ type: 'string', enum: ['a'] }, true);
    expect(on).toEqual({ type: ['string', 'null'], enum: ['a', null] });
    expect(setNullable(on, false)).toEqual({ type: 'string', enum: ['a'] });
  });

  it('clears a 3.0 nullable flag when switched off', () => {
    expect(setNullable({ type: 'string', nullable: true }, false)).toEqual({ type: 'string' });
  });

  it('wraps a reference in anyOf with null, and unwraps it again', () => {
    const ref = { $ref: '#/components/schemas/Pet', description: 'owner' };
    const on = setNullable(ref, true);
    expect(on).toEqual({
      anyOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'null' }],
      description: 'owner',
    });
    expect(isNullable(on)).toBe(true);
    expect(setNullable(on, false)).toEqual(ref);
  });

  it('adds a null variant to oneOf; allOf and any cannot be made nullable', () => {
    expect(setNullable({ oneOf: [{ type: 'string' }] }, true)).toEqual({
      oneOf: [{ type: 'string' }, { type: 'null' }],
    });
    expect(canToggleNullable({ allOf: [{ type: 'string' }] })).toBe(false);
    expect(canToggleNullable({})).toBe(false);
    expect(canToggleNullable({ type: 'null' })).toBe(false);
    expect(canToggleNullable({ $ref: '#/components/schemas/A' })).toBe(true);
  });

  it('valueTypes includes null for nullable nodes', () => {
    expect(valueTypes({ type: ['integer', 'null'] })).toEqual(['integer', 'null']);
    expect(valueTypes({ $ref: '#/components/schemas/A' })).toEqual([]);
  });
});
