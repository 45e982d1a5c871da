import { describe, expect, it } from 'vitest';
import { designBundleSchema, type DesignBundle, type EndpointData } from '@heron/contract';
import { endpointMatchKey, matchBundle, previewOf, type LiveNode } from './import-preview.js';

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

const endpoint = (key: string, method: string, path: string, folderKey: string | null = null) => ({
  key,
  folderKey,
  name: `${method} ${path}`,
  data: { method, path },
});

let ids = 0;
function node(partial: Partial<LiveNode> & Pick<LiveNode, 'kind' | 'name'>): LiveNode {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    section: partial.kind === 'model' ? 'model' : 'api',
    parentId: null,
    method: null,
    path: null,
    sort: ids,
    ...partial,
  };
}

describe('endpointMatchKey', () => {
  it('ignores path parameter names and the case of the method, nothing else', () => {
    expect(endpointMatchKey('GET', '/pets/{id}')).toBe(endpointMatchKey('get', '/pets/{petId}'));
    expect(endpointMatchKey('get', '/pets/{id}')).not.toBe(endpointMatchKey('post', '/pets/{id}'));
    expect(endpointMatchKey('get', '/pets/{id}')).not.toBe(endpointMatchKey('get', '/pets/{id}/'));
    expect(endpointMatchKey('get', '/a/{x}/b/{y}')).toBe(endpointMatchKey('get', '/a/{p}/b/{q}'));
  });
});

describe('matchBundle', () => {
  it('matches endpoints by method and template, models by name, documents by folder path', () => {
    const apiFolder = node({ kind: 'folder', name: 'Guides' });
    const liveGet = node({ kind: 'endpoint', name: 'x', method: 'get', path: '/pets/{petId}' });
    const liveModel = node({ kind: 'model', name: 'Pet' });
    const liveDoc = node({ kind: 'doc', name: 'Intro', parentId: apiFolder.id });
    const rootDoc = node({ kind: 'doc', name: 'Intro' });
    const bundle = bundleOf({
      folders: [{ key: 'f1', parentKey: null, section: 'api', name: 'Guides', data: {} }],
      endpoints: [endpoint('e1', 'get', '/pets/{id}'), endpoint('e2', 'post', '/pets')],
      models: [
        { key: 'm1', folderKey: null, name: 'Pet', data: { schema: { type: 'object' } } },
        { key: 'm2', folderKey: null, name: 'pet', data: { schema: { type: 'object' } } },
      ],
      docs: [
        { key: 'd1', folderKey: 'f1', name: 'Intro', data: { content: 'a' } },
        { key: 'd2', folderKey: null, name: 'Intro', data: { content: 'b' } },
        { key: 'd3', folderKey: 'f1', name: 'Other', data: { content: 'c' } },
      ],
    });
    const matches = matchBundle(bundle, [apiFolder, liveGet, liveModel, liveDoc, rootDoc]);
    expect(matches.map((m) => [m.key, m.existing?.id ?? null])).toEqual([
      ['endpoint:e1', liveGet.id],
      ['endpoint:e2', null],
      ['model:m1', liveModel.id],
      // Names are case-sensitive, as the unique index is.
      ['model:m2', null],
      ['doc:d1', liveDoc.id],
      ['doc:d2', rootDoc.id],
      ['doc:d3', null],
    ]);
  });

  it('pairs one to one: a second bundle endpoint with the same key is new', () => {
    const live = node({ kind: 'endpoint', name: 'x', method: 'get', path: '/a' });
    const bundle = bundleOf({
      endpoints: [endpoint('e1', 'get', '/a'), endpoint('e2', 'get', '/a')],
    });
    expect(matchBundle(bundle, [live]).map((m) => m.existing?.id ?? null)).toEqual([live.id, null]);
  });
});

describe('previewOf', () => {
  it('says add, change or same, and counts them', () => {
    const same = node({ kind: 'endpoint', name: 'get /a', method: 'get', path: '/a' });
    const renamed = node({ kind: 'endpoint', name: 'old name', method: 'get', path: '/b' });
    const edited = node({ kind: 'endpoint', name: 'get /c', method: 'get', path: '/c' });
    const bundle = bundleOf({
      endpoints: [
        endpoint('e1', 'get', '/a'),
        endpoint('e2', 'get', '/b'),
        endpoint('e3', 'get', '/c'),
        endpoint('e4', 'get', '/d'),
      ],
    });
    const stored = (data: Partial<EndpointData>) =>
      JSON.stringify({ status: 'designing', parameters: [], ...data });
    const content = new Map([
      // Stored before a default existed: read with today's defaults, it is the same.
      [
        same.id,
        { kind: 'endpoint', name: 'get /a', data: JSON.stringify({ method: 'get', path: '/a' }) },
      ],
      [
        renamed.id,
        { kind: 'endpoint', name: 'old name', data: stored({ method: 'get', path: '/b' }) },
      ],
      [
        edited.id,
        {
          kind: 'endpoint',
          name: 'get /c',
          data: stored({ method: 'get', path: '/c', description: 'edited' }),
        },
      ],
    ]);
    const preview = previewOf(matchBundle(bundle, [same, renamed, edited]), content);
    expect(preview.summary).toEqual({ add: 1, change: 2, same: 1 });
    expect(preview.entries).toEqual([
      {
        key: 'endpoint:e1',
        kind: 'endpoint',
        change: 'same',
        name: 'get /a',
        method: 'get',
        path: '/a',
        existingId: same.id,
      },
      {
        key: 'endpoint:e2',
        kind: 'endpoint',
        change: 'change',
        name: 'get /b',
        method: 'get',
        path: '/b',
        existingId: renamed.id,
      },
      {
        key: 'endpoint:e3',
        kind: 'endpoint',
        change: 'change',
        name: 'get /c',
        method: 'get',
        path: '/c',
        existingId: edited.id,
      },
      {
        key: 'endpoint:e4',
        kind: 'endpoint',
        change: 'add',
        name: 'get /d',
        method: 'get',
        path: '/d',
        existingId: null,
      },
    ]);
  });
});
