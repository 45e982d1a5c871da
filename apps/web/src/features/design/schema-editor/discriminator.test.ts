import { describe, expect, it } from 'vitest';
import { readDiscriminator, variantModels, writeDiscriminator } from './discriminator';

describe('discriminator', () => {
  const node = {
    oneOf: [
      { $ref: '#/components/schemas/Cat' },
      { $ref: '#/components/schemas/Dog' },
      { type: 'null' },
    ],
    discriminator: {
      'x-note': 1,
      propertyName: 'kind',
      mapping: { cat: '#/components/schemas/Cat' },
    },
  };

  it('reads the property name and mapping in order', () => {
    expect(readDiscriminator(node)).toEqual({
      propertyName: 'kind',
      mapping: [['cat', '#/components/schemas/Cat']],
    });
    expect(readDiscriminator({})).toEqual({ propertyName: '', mapping: [] });
  });

  it('writes back with propertyName first and other fields kept', () => {
    const next = writeDiscriminator(node, {
      propertyName: 'type',
      mapping: [
        ['cat', '#/components/schemas/Cat'],
        ['dog', '#/components/schemas/Dog'],
      ],
    });
    expect(next['discriminator']).toEqual({
      propertyName: 'type',
      'x-note': 1,
      mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' },
    });
    expect(Object.keys(next['discriminator'] as object)[0]).toBe('propertyName');
  });

  it('removes an emptied discriminator', () => {
    expect(
      writeDiscriminator(
        { discriminator: { propertyName: 'k' } },
        { propertyName: '', mapping: [] },
      ),
    ).toEqual({});
  });

  it('lists the models the variants point at', () => {
    expect(variantModels(node.oneOf)).toEqual(['Cat', 'Dog']);
  });
});
