import { describe, expect, it } from 'vitest';
import {
  designBundleSchema,
  designMetaSchema,
  type DesignBundle,
  type ImportPreviewEntry,
} from '@heron/contract';
import type { ItemRow } from '../design/item-rows.js';
import { freeModelName, planCommit, type CommitInput } from './commit-plan.js';
import type { LiveNode } from './import-preview.js';
import { mergeDesignMeta } from './meta-merge.js';
import { collectModelRefs, modelOfRef, renameModelRefsAll } from '../design/model-refs.js';

const PROJECT = '11111111-1111-4111-8111-111111111111';
let ids = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

function bundleOf(partial: Partial<Record<keyof DesignBundle, unknown>>): DesignBundle {
  return designBundleSchema.parse({
    meta: {},
    folders: [],
    endpoints: [],
    models: [],
    docs: [],
    ...partial,
  });
}

function liveNode(partial: Partial<LiveNode> & Pick<LiveNode, 'kind' | 'name'>): LiveNode {
  return {
    id: nextId(),
    section: partial.kind === 'model' ? 'model' : 'api',
    parentId: null,
    method: null,
    path: null,
    sort: 1024,
    ...partial,
  };
}

function rowOf(node: LiveNode, data: unknown): ItemRow {
  const at = new Date();
  return {
    ...node,
    projectId: PROJECT,
    status: null,
    data: JSON.stringify(data),
    version: 1,
    createdBy: null,
    createdAt: at,
    updatedBy: null,
    updatedAt: at,
    deletedAt: null,
    deletedBy: null,
    deletedBatch: null,
  };
}

const entry = (
  key: string,
  change: ImportPreviewEntry['change'],
  existingId: string | null = null,
): ImportPreviewEntry => ({
  key,
  kind: 'endpoint',
  change,
  name: key,
  method: null,
  path: null,
  existingId,
});

function plan(input: Partial<CommitInput> & Pick<CommitInput, 'bundle' | 'entries'>) {
  return planCommit({
    projectId: PROJECT,
    strategy: 'overwrite',
    choices: {},
    targetFolderId: null,
    live: [],
    overwriteRows: new Map(),
    memberIds: new Set(),
    ...input,
  });
}

describe('planCommit', () => {
  const petRef = { $ref: '#/components/schemas/Pet' };
  const bundle = bundleOf({
    folders: [
      { key: 'f-pets', parentKey: null, section: 'api', name: 'pets', data: {} },
      { key: 'f-empty', parentKey: null, section: 'api', name: 'empty', data: {} },
      { key: 'f-skipped', parentKey: null, section: 'api', name: 'skipped', data: {} },
    ],
    endpoints: [
      {
        key: 'e1',
        folderKey: 'f-pets',
        name: 'List pets',
        data: {
          method: 'get',
          path: '/pets',
          ownerId: '99999999-9999-4999-8999-999999999999',
          responses: [
            { status: '200', content: [{ contentType: 'application/json', schema: petRef }] },
          ],
        },
      },
      { key: 'e2', folderKey: 'f-skipped', name: 'Same', data: { method: 'get', path: '/same' } },
    ],
    models: [
      {
        key: 'm1',
        folderKey: null,
        name: 'Pet',
        data: {
          schema: {
            type: 'object',
            properties: { self: { $ref: '#/components/schemas/Pet/properties/id' } },
          },
        },
      },
    ],
  });

  it('creates adds in new folders, leaves `same` alone, and keeps empty folders', () => {
    const result = plan({
      bundle,
      entries: [
        entry('endpoint:e1', 'add'),
        entry('endpoint:e2', 'same', nextId()),
        entry('model:m1', 'add'),
      ],
    });
    expect(result.folders.map((f) => f.name)).toEqual(['pets', 'empty']);
    expect(result.items.map((i) => [i.kind, i.name])).toEqual([
      ['endpoint', 'List pets'],
      ['model', 'Pet'],
    ]);
    const pets = result.folders[0]!;
    expect(result.items[0]!.parentId).toBe(pets.id);
    expect(result.skipped).toBe(1);
    // The owner is not a member of this project.
    expect((result.items[0]!.data as { ownerId: unknown }).ownerId).toBeNull();
  });

  it('reuses live folders by name path and puts new items after their live siblings', () => {
    const livePets = liveNode({ kind: 'folder', name: 'pets', sort: 5000 });
    const liveChild = liveNode({ kind: 'endpoint', name: 'x', parentId: livePets.id, sort: 7000 });
    const result = plan({
      bundle,
      live: [livePets, liveChild],
      entries: [entry('endpoint:e1', 'add'), entry('endpoint:e2', 'same', liveChild.id)],
    });
    expect(result.folders.map((f) => f.name)).toEqual(['empty']);
    expect(result.folders[0]!.sort).toBe(5000 + 1024);
    expect(result.items[0]).toMatchObject({ parentId: livePets.id, sort: 7000 + 1024 });
  });

  it('puts the api part under the target folder, never the models', () => {
    const target = nextId();
    const result = plan({
      bundle,
      targetFolderId: target,
      entries: [entry('endpoint:e1', 'add'), entry('model:m1', 'add')],
    });
    expect(result.folders.every((f) => f.parentId === target)).toBe(true);
    expect(result.items.find((i) => i.kind === 'model')!.parentId).toBeNull();
  });

  it('follows each choice, else the strategy', () => {
    const liveList = liveNode({ kind: 'endpoint', name: 'old', method: 'get', path: '/pets' });
    const livePet = liveNode({ kind: 'model', name: 'Pet' });
    const rows = new Map([
      [liveList.id, rowOf(liveList, { method: 'get', path: '/pets' })],
      [livePet.id, rowOf(livePet, { schema: {} })],
    ]);
    const entries = [
      entry('endpoint:e1', 'change', liveList.id),
      entry('model:m1', 'change', livePet.id),
    ];
    const overwrite = plan({ bundle, entries, live: [liveList, livePet], overwriteRows: rows });
    expect(overwrite.overwrites.map((o) => [o.row.id, o.name])).toEqual([
      [liveList.id, 'List pets'],
      [livePet.id, 'Pet'],
    ]);
    expect(overwrite.items).toEqual([]);

    const skip = plan({ bundle, entries, live: [liveList, livePet], strategy: 'skip' });
    expect([skip.items, skip.overwrites, skip.skipped]).toEqual([[], [], 2]);

    const mixed = plan({
      bundle,
      entries,
      live: [liveList, livePet],
      overwriteRows: rows,
      strategy: 'skip',
      choices: { 'model:m1': 'keep-both' },
    });
    expect(mixed.skipped).toBe(1);
    expect(mixed.items.map((i) => i.name)).toEqual(['Pet_2']);
  });

  it('keep-both renames a clashing model and points the bundle at the new name', () => {
    const liveList = liveNode({ kind: 'endpoint', name: 'old', method: 'get', path: '/pets' });
    const livePet = liveNode({ kind: 'model', name: 'Pet' });
    const result = plan({
      bundle,
      strategy: 'keep-both',
      live: [liveList, livePet, liveNode({ kind: 'model', name: 'Pet_2' })],
      entries: [
        entry('endpoint:e1', 'change', liveList.id),
        entry('model:m1', 'change', livePet.id),
      ],
    });
    expect(result.renames).toEqual(new Map([['Pet', 'Pet_3']]));
    const [list, pet] = result.items;
    expect(pet!.name).toBe('Pet_3');
    expect(JSON.stringify(list!.data)).toContain('"#/components/schemas/Pet_3"');
    // A pointer into the model follows it too.
    expect(JSON.stringify(pet!.data)).toContain('"#/components/schemas/Pet_3/properties/id"');
    expect(JSON.stringify(result.items)).not.toContain('"#/components/schemas/Pet"');
  });

  it('creates an item again when the one it would overwrite is gone', () => {
    const result = plan({ bundle, entries: [entry('endpoint:e1', 'change', nextId())] });
    expect(result.items.map((i) => i.name)).toEqual(['List pets']);
  });
});

describe('freeModelName', () => {
  it('takes the first free suffix within the length limit', () => {
    expect(freeModelName('Pet', new Set(['Pet', 'Pet_2']))).toBe('Pet_3');
    const long = 'x'.repeat(200);
    expect(freeModelName(long, new Set([long]))).toHaveLength(200);
  });
});

describe('model references', () => {
  it('reads the model of a reference, escaped names included', () => {
    expect(modelOfRef('#/components/schemas/Pet')).toBe('Pet');
    expect(modelOfRef('#/components/schemas/a~1b~0c/properties/x')).toBe('a/b~c');
    expect(modelOfRef('#/components/responses/NotFound')).toBeNull();
  });

  it('renames $refs and discriminator mappings in one pass, leaving other strings', () => {
    const value = {
      oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
      discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } },
      example: '#/components/schemas/Cat',
    };
    const renamed = renameModelRefsAll(value, new Map([['Cat', 'Cat_2']]));
    expect(renamed).toEqual({
      oneOf: [{ $ref: '#/components/schemas/Cat_2' }, { $ref: '#/components/schemas/Dog' }],
      discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat_2' } },
      example: '#/components/schemas/Cat',
    });
    expect(value.oneOf[0]!.$ref).toBe('#/components/schemas/Cat');
    const names = new Set<string>();
    collectModelRefs(renamed, names);
    expect([...names].sort()).toEqual(['Cat_2', 'Dog']);
  });
});

describe('mergeDesignMeta', () => {
  const meta = (value: unknown) => designMetaSchema.parse(value);

  it('adds what the project lacks and keeps what it has', () => {
    const current = meta({
      openapi: '3.1.0',
      info: { title: 'Ours', version: '2' },
      servers: [{ url: 'https://api.example.com' }],
      securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
      tags: [{ name: 'pets', description: 'ours' }],
      components: { responses: { NotFound: { description: 'ours' } } },
    });
    const imported = meta({
      openapi: '3.0.3',
      info: { title: 'Theirs', version: '1' },
      servers: [
        { url: 'https://api.example.com', description: 'dup' },
        { url: 'https://staging.example.com' },
      ],
      security: [{ key: [] }],
      securitySchemes: {
        key: { type: 'http', scheme: 'basic' },
        oauth: { type: 'oauth2', flows: {} },
      },
      tags: [{ name: 'pets', description: 'theirs' }, { name: 'store' }],
      components: {
        responses: { NotFound: { description: 'theirs' }, Gone: { description: 'g' } },
        headers: { H: {} },
      },
      extra: { 'x-logo': 'l' },
    });
    const { meta: merged, isChanged } = mergeDesignMeta(current, imported, { hasStoredMeta: true });
    expect(isChanged).toBe(true);
    expect(merged.openapi).toBe('3.1.0');
    expect(merged.info.title).toBe('Ours');
    expect(merged.servers.map((s) => s.url)).toEqual([
      'https://api.example.com',
      'https://staging.example.com',
    ]);
    expect(merged.security).toEqual([{ key: [] }]);
    expect(merged.securitySchemes.key).toEqual({ type: 'apiKey', in: 'header', name: 'X-Key' });
    expect(Object.keys(merged.securitySchemes)).toEqual(['key', 'oauth']);
    expect(merged.tags).toEqual([{ name: 'pets', description: 'ours' }, { name: 'store' }]);
    expect(merged.components).toEqual({
      responses: { NotFound: { description: 'ours' }, Gone: { description: 'g' } },
      headers: { H: {} },
    });
    expect(merged.extra).toEqual({ 'x-logo': 'l' });
  });

  it('takes the import whole into a project without settings, and changes nothing twice', () => {
    const imported = meta({ openapi: '3.0.3', info: { title: 'Theirs', version: '1' } });
    const first = mergeDesignMeta(meta({}), imported, { hasStoredMeta: false });
    expect(first.meta).toEqual(imported);
    expect(mergeDesignMeta(first.meta, imported, { hasStoredMeta: true }).isChanged).toBe(false);
  });
});
