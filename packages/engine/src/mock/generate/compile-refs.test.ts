import { describe, expect, it } from 'vitest';
import { sample, validValues } from './test-support/sample.js';

type Node = { name: string; children?: Node[]; parent?: Node };

const treeModels = {
  Node: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string' },
      children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      parent: { $ref: '#/components/schemas/Node' },
    },
  },
};

function depthOf(node: Node | undefined): number {
  if (!node) return 0;
  const below = [node.parent, ...(node.children ?? [])].map(depthOf);
  return 1 + Math.max(0, ...below);
}

describe('$ref', () => {
  it('follows a recursive $ref to the depth limit, leaving optional fields out below it', () => {
    for (const value of validValues({ $ref: '#/components/schemas/Node' }, 10, {
      models: treeModels,
    }) as Node[]) {
      expect(depthOf(value)).toBe(3);
    }
    for (const value of validValues({ $ref: '#/components/schemas/Node' }, 5, {
      models: treeModels,
      maxRefDepth: 1,
    }) as Node[]) {
      expect(depthOf(value)).toBe(1);
    }
  });

  it('closes a required recursion with its smallest form, or null where allowed', () => {
    const models = {
      Chain: {
        type: 'object',
        required: ['next'],
        properties: { next: { anyOf: [{ $ref: '#/components/schemas/Chain' }, { type: 'null' }] } },
      },
    };
    validValues({ $ref: '#/components/schemas/Chain' }, 5, { models });
  });

  it('flags a recursion that no value can close', () => {
    const models = {
      Loop: {
        type: 'object',
        required: ['next'],
        properties: { next: { $ref: '#/components/schemas/Loop' } },
      },
    };
    const generated = sample({ $ref: '#/components/schemas/Loop' }, { models }).one();
    expect(generated.unsatisfiable.length).toBeGreaterThan(0);
    expect(generated.unsatisfiable[0]).toMatch(
      /^#\/next\/next.*: recursive \$ref required beyond the depth limit$/,
    );
  });

  it('follows models that refer to each other, deep references and local $defs', () => {
    const models = {
      A: { type: 'object', required: ['b'], properties: { b: { $ref: '#/components/schemas/B' } } },
      B: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { $ref: '#/components/schemas/B/properties/ids/items' },
          ids: { type: 'array', items: { type: 'integer', minimum: 5 } },
        },
      },
    };
    const { one } = sample({ $ref: '#/components/schemas/A' }, { models });
    expect(one().value).toMatchObject({ b: { id: expect.any(Number) } });
    const local = sample({
      $defs: { code: { type: 'string', pattern: '^[A-Z]{2}$' } },
      type: 'object',
      required: ['c'],
      properties: { c: { $ref: '#/$defs/code' } },
    });
    expect((local.one().value as { c: string }).c).toMatch(/^[A-Z]{2}$/);
  });

  it('follows $recursiveRef and $dynamicRef to the model itself', () => {
    const models = {
      Filter: {
        type: 'object',
        required: ['op'],
        properties: {
          op: { enum: ['and', 'or'] },
          filters: { type: 'array', items: { $recursiveRef: '#' } },
        },
      },
    };
    const value = sample({ $ref: '#/components/schemas/Filter' }, { models }).one().value as {
      filters: { op: string }[];
    };
    expect(value.filters[0]).toMatchObject({ op: expect.stringMatching(/and|or/) });
  });

  it('gives {} for an unknown $ref, flagged', () => {
    expect(sample({ $ref: '#/components/schemas/Missing' }).one()).toEqual({
      value: {},
      unsatisfiable: ['#: unknown $ref #/components/schemas/Missing'],
    });
    expect(
      sample({
        type: 'object',
        required: ['x'],
        properties: { x: { $ref: 'other.yaml#/X' } },
      }).one().unsatisfiable,
    ).toEqual(['#/x: unknown $ref other.yaml#/X']);
  });
});
