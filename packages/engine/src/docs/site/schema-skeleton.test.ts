import type { JsonSchema } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { emptyDesignMeta } from '../../design/model-utils.js';
import { schemaSkeleton } from './schema-skeleton.js';
import type { SiteContext } from './site-context.js';

const node: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, next: { $ref: '#/components/schemas/Node' } },
};
const site: SiteContext = {
  meta: emptyDesignMeta(),
  models: new Map([['Node', { name: 'Node', slug: 'models/node', schema: node }]]),
};

describe('schemaSkeleton', () => {
  it('uses examples, defaults and first allowed values, else empty values of the type', () => {
    expect(
      schemaSkeleton(
        {
          type: 'object',
          properties: {
            a: { type: 'string', example: 'x' },
            b: { type: 'integer', default: 3 },
            c: { enum: ['on', 'off'] },
            d: { type: ['null', 'boolean'] },
            e: { type: 'array', items: { type: 'number' } },
            f: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
            g: {
              allOf: [
                { properties: { x: { type: 'string' } } },
                { properties: { y: { const: 1 } } },
              ],
            },
          },
        },
        site,
      ),
    ).toEqual({ a: 'x', b: 3, c: 'on', d: false, e: [0], f: '', g: { x: '', y: 1 } });
  });

  it('stops at a model it is already inside, and keeps only the required part of a wide object', () => {
    expect(schemaSkeleton({ $ref: '#/components/schemas/Node' }, site)).toEqual({
      name: '',
      next: {},
    });
    const wide: JsonSchema = {
      type: 'object',
      required: ['p3'],
      properties: Object.fromEntries(
        Array.from({ length: 25 }, (_, i) => [`p${i}`, { type: 'string' }]),
      ),
    };
    expect(schemaSkeleton(wide, site)).toEqual({ p3: '' });
    expect(schemaSkeleton(undefined, site)).toBeNull();
  });
});
