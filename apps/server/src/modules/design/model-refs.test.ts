import { describe, expect, it } from 'vitest';
import { renameModelRefs } from './model-refs.js';

const ref = (name: string) => `#/components/schemas/${name}`;

describe('renameModelRefs', () => {
  it('rewrites references, pointers into the model and discriminator mappings', () => {
    const schema = {
      type: 'object',
      properties: {
        owner: { $ref: ref('Pet') },
        tags: { type: 'array', items: [{ $ref: ref('Pet/properties/id') }] },
        other: { $ref: ref('PetStore') },
        example: { default: ref('Pet') },
      },
      discriminator: { propertyName: 'kind', mapping: { pet: ref('Pet'), cat: ref('Cat') } },
    };
    const { value, isChanged } = renameModelRefs(schema, 'Pet', 'Animal/Pet');
    expect(isChanged).toBe(true);
    expect(value).toEqual({
      type: 'object',
      properties: {
        owner: { $ref: ref('Animal~1Pet') },
        tags: { type: 'array', items: [{ $ref: ref('Animal~1Pet/properties/id') }] },
        other: { $ref: ref('PetStore') },
        example: { default: ref('Pet') },
      },
      discriminator: {
        propertyName: 'kind',
        mapping: { pet: ref('Animal~1Pet'), cat: ref('Cat') },
      },
    });
    // The input is left as it was, and unchanged branches are shared.
    expect(schema.properties.owner.$ref).toBe(ref('Pet'));
    expect(value.properties.other).toBe(schema.properties.other);
  });

  it('matches escaped names exactly and answers the same object when nothing refers to it', () => {
    const schema = { $ref: ref('a~1b'), allOf: [{ $ref: ref('a~0b') }] };
    expect(renameModelRefs(schema, 'a/b', 'c').value).toEqual({
      $ref: ref('c'),
      allOf: [{ $ref: ref('a~0b') }],
    });
    const untouched = { properties: { x: { $ref: ref('Other') } } };
    expect(renameModelRefs(untouched, 'Pet', 'Dog')).toEqual({
      value: untouched,
      isChanged: false,
    });
    expect(renameModelRefs(true, 'Pet', 'Dog')).toEqual({ value: true, isChanged: false });
  });
});
