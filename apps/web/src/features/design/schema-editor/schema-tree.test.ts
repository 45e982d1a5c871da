import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@heron/contract';
import {
  addChild,
  addSibling,
  moveNode,
  removeNode,
  renameProperty,
  schemaRows,
  setKeyword,
  setRequired,
} from './schema-tree';

const pet: JsonSchema = {
  type: 'object',
  'x-internal': true,
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer', format: 'int64' },
    name: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    owner: { $ref: '#/components/schemas/Owner' },
  },
  additionalProperties: { type: 'string' },
  patternProperties: { '^x-': {} },
};

describe('schemaRows', () => {
  it('lists the tree depth first with pointers, kinds and required flags', () => {
    const rows = schemaRows(pet, new Set());
    expect(rows.map((row) => [row.pointer, row.kind, row.depth, row.isRequired])).toEqual([
      ['#', 'root', 0, false],
      ['#/properties/id', 'property', 1, true],
      ['#/properties/name', 'property', 1, true],
      ['#/properties/tags', 'property', 1, false],
      ['#/properties/tags/items', 'items', 2, false],
      ['#/properties/owner', 'property', 1, false],
      ['#/additionalProperties', 'additionalProperties', 1, false],
    ]);
    expect(rows[1]).toMatchObject({ name: 'id', position: 0, siblingCount: 4 });
  });

  it('does not open references, so a recursive model is one row', () => {
    const node: JsonSchema = {
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
    };
    const rows = schemaRows(node, new Set());
    expect(rows.at(-1)).toMatchObject({
      pointer: '#/properties/children/items',
      hasChildren: false,
    });
  });

  it('lists variants and skips what is under a collapsed row', () => {
    const node: JsonSchema = {
      oneOf: [{ type: 'object', properties: { a: {} } }, { type: 'null' }],
    };
    expect(schemaRows(node, new Set()).map((row) => row.pointer)).toEqual([
      '#',
      '#/oneOf/0',
      '#/oneOf/0/properties/a',
      '#/oneOf/1',
    ]);
    const collapsed = schemaRows(node, new Set(['#/oneOf/0']));
    expect(collapsed.map((row) => row.pointer)).toEqual(['#', '#/oneOf/0', '#/oneOf/1']);
    expect(collapsed[1]).toMatchObject({
      isCollapsed: true,
      hasChildren: true,
      keyword: 'oneOf',
      index: 0,
    });
  });

  it('escapes property names in pointers', () => {
    const rows = schemaRows({ type: 'object', properties: { 'a/b': {} } }, new Set());
    expect(rows[1]!.pointer).toBe('#/properties/a~1b');
  });
});

describe('adding', () => {
  it('adds a child property with a fresh name, last', () => {
    const result = addChild(pet, [])!;
    expect(result.path).toEqual(['properties', 'field1']);
    expect(Object.keys((result.schema as { properties: object }).properties)).toEqual([
      'id',
      'name',
      'tags',
      'owner',
      'field1',
    ]);
  });

  it('adds a sibling right after a property', () => {
    const result = addSibling(pet, ['properties', 'id'])!;
    expect(Object.keys((result.schema as { properties: object }).properties)).toEqual([
      'id',
      'field1',
      'name',
      'tags',
      'owner',
    ]);
  });

  it('adds items to an array without them, and variants to a composition', () => {
    expect(addChild({ type: 'array' }, [])!.schema).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
    const composed = addChild({ anyOf: [{ type: 'string' }] }, [])!;
    expect(composed).toEqual({
      schema: { anyOf: [{ type: 'string' }, { type: 'string' }] },
      path: ['anyOf', 1],
    });
    expect(
      addSibling({ anyOf: [{ type: 'integer' }, { type: 'null' }] }, ['anyOf', 0])!.schema,
    ).toEqual({
      anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }],
    });
  });

  it('has nothing to add to a string or a reference', () => {
    expect(addChild({ type: 'string' }, [])).toBeNull();
    expect(addChild({ $ref: '#/components/schemas/A' }, [])).toBeNull();
    expect(addSibling(pet, [])).toBeNull();
  });
});

describe('removing', () => {
  it('takes a property out of properties and required', () => {
    const next = removeNode(pet, ['properties', 'name']) as Record<string, unknown>;
    expect(next['required']).toEqual(['id']);
    expect(Object.keys(next['properties'] as object)).toEqual(['id', 'tags', 'owner']);
    expect(next['x-internal']).toBe(true);
    expect(next['patternProperties']).toEqual({ '^x-': {} });
  });

  it('drops an emptied required and an emptied variant list', () => {
    const one: JsonSchema = { type: 'object', required: ['a'], properties: { a: {} } };
    expect(removeNode(one, ['properties', 'a'])).toEqual({ type: 'object', properties: {} });
    expect(
      removeNode({ oneOf: [{ type: 'string' }], discriminator: { propertyName: 'k' } }, [
        'oneOf',
        0,
      ]),
    ).toEqual({
      discriminator: { propertyName: 'k' },
    });
  });

  it('removes items and additionalProperties, never the root', () => {
    expect(removeNode(pet, ['additionalProperties'])).not.toHaveProperty('additionalProperties');
    expect(removeNode({ type: 'array', items: {} }, ['items'])).toEqual({ type: 'array' });
    expect(removeNode(pet, [])).toBe(pet);
  });
});

describe('renameProperty', () => {
  it('keeps the place of the property and of its required entry', () => {
    const renamed = renameProperty(pet, ['properties', 'id'], 'petId');
    if (!renamed.ok) throw new Error('rename failed');
    const next = renamed.result.schema as Record<string, unknown>;
    expect(Object.keys(next['properties'] as object)).toEqual(['petId', 'name', 'tags', 'owner']);
    expect(next['required']).toEqual(['petId', 'name']);
    expect(renamed.result.path).toEqual(['properties', 'petId']);
  });

  it('refuses an empty name or one the object already has', () => {
    expect(renameProperty(pet, ['properties', 'id'], '')).toEqual({ ok: false, error: 'empty' });
    expect(renameProperty(pet, ['properties', 'id'], 'name')).toEqual({
      ok: false,
      error: 'duplicate',
    });
  });
});

describe('moveNode', () => {
  it('moves a property within its object, and not past either end', () => {
    const down = moveNode(pet, ['properties', 'id'], 1)!;
    expect(Object.keys((down.schema as { properties: object }).properties)).toEqual([
      'name',
      'id',
      'tags',
      'owner',
    ]);
    expect(moveNode(pet, ['properties', 'id'], -1)).toBeNull();
    expect(moveNode(pet, ['properties', 'owner'], 1)).toBeNull();
  });

  it('moves a variant and reports its new path', () => {
    const node: JsonSchema = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
    expect(moveNode(node, ['oneOf', 1], -1)).toEqual({
      schema: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
      path: ['oneOf', 0],
    });
  });
});

describe('setRequired / setKeyword', () => {
  it('appends to required and drops it when emptied', () => {
    expect(
      (setRequired(pet, ['properties', 'tags'], true) as { required: string[] }).required,
    ).toEqual(['id', 'name', 'tags']);
    const none = setRequired(
      { required: ['a'], properties: { a: {} } },
      ['properties', 'a'],
      false,
    );
    expect(none).toEqual({ properties: { a: {} } });
  });

  it('turns a boolean schema into an object that means the same before setting', () => {
    expect(setKeyword(true, [], 'description', 'd')).toEqual({ description: 'd' });
    expect(setKeyword(false, [], 'description', 'd')).toEqual({ not: {}, description: 'd' });
    expect(setKeyword(pet, ['properties', 'id'], 'format', undefined)).toMatchObject({
      properties: { id: { type: 'integer' } },
    });
  });
});
