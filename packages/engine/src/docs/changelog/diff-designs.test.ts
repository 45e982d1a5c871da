import type { DocChange } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { diffDesigns } from './diff-designs.js';
import { design, endpoint, lines, object, ok, ref } from './test-support/design-builders.js';

describe('diffDesigns', () => {
  it('compares the first version with nothing: an empty list', () => {
    expect(diffDesigns(null, design({ endpoints: [endpoint('get', '/a')] }))).toEqual([]);
  });

  it('finds nothing between a design and a copy with its keys in another order', () => {
    const before = design({
      endpoints: [endpoint('get', '/a', { responses: [ok(object({ a: {}, b: {} }, ['a']))] })],
      models: { M: { properties: { x: { type: 'string' } }, type: 'object' } },
    });
    const after = structuredClone(before);
    after.models[0]!.data.schema = { type: 'object', properties: { x: { type: 'string' } } };
    expect(diffDesigns(before, after)).toEqual([]);
  });

  it('lists models added, removed and renamed by name', () => {
    const changes = diffDesigns(
      design({ models: { Old: object({}), Same: object({}) } }),
      design({ models: { New: object({}), Same: object({}) } }),
    );
    expect(lines(changes)).toEqual(['MODEL_REMOVED! [Old]', 'MODEL_ADDED [New]']);
  });

  it('lists a model’s own change once, not at each endpoint that uses it', () => {
    const uses = ['/a', '/b', '/c'].map((path) =>
      endpoint('get', path, { responses: [ok(ref('User'))] }),
    );
    const changes = diffDesigns(
      design({ endpoints: uses, models: { User: object({ login: { type: 'string' } }) } }),
      design({ endpoints: uses, models: { User: object({}) } }),
    );
    expect(lines(changes)).toEqual(['MODEL_PROPERTY_REMOVED! [User] login string → ∅']);
  });
});

describe('pages', () => {
  const folders = [
    { key: 'guides', name: 'Guides' },
    { key: 'auth', name: 'Auth', parentKey: 'guides' },
  ];

  it('matches pages by folder and name, and tells a moved page by its name', () => {
    const changes = diffDesigns(
      design({
        folders,
        docs: [
          { name: 'Intro', content: 'a', folder: 'guides' },
          { name: 'Tokens', content: 'b', folder: 'auth' },
          { name: 'Gone', content: '' },
        ],
      }),
      design({
        folders,
        docs: [
          { name: 'Intro', content: 'a2', folder: 'guides' },
          { name: 'Tokens', content: 'b' },
          { name: 'New', content: '', folder: 'auth' },
        ],
      }),
    );
    expect(lines(changes)).toEqual([
      'DOC_REMOVED [Gone]',
      'DOC_CHANGED [Intro] Guides',
      'DOC_ADDED [New] Guides/Auth',
      'DOC_CHANGED [Tokens] Guides/Auth → /',
    ]);
  });

  it('keeps two pages of the same name in different folders apart', () => {
    const docs = [
      { name: 'Readme', content: 'a', folder: 'guides' },
      { name: 'Readme', content: 'b', folder: 'auth' },
    ];
    expect(
      diffDesigns(design({ folders, docs }), design({ folders, docs: [...docs].reverse() })),
    ).toEqual([]);
  });
});

describe('the design as a whole', () => {
  it('lists info, servers and tags as not breaking, quoting short values', () => {
    const changes = diffDesigns(
      design({
        meta: {
          info: { title: 'API', version: '1', description: 'One', extra: { summary: 's' } },
          servers: [{ url: 'https://a.example' }],
          tags: [{ name: 'users', description: 'a' }, { name: 'old' }],
        },
      }),
      design({
        meta: {
          info: { title: 'API', version: '2', description: 'Two' },
          servers: [{ url: 'https://a.example', description: 'Production' }],
          tags: [{ name: 'users', description: 'b' }],
        },
      }),
    );
    expect(lines(changes)).toEqual([
      'INFO_CHANGED [*] info.description One → Two',
      'INFO_CHANGED [*] info.summary s → ∅',
      'INFO_CHANGED [*] info.version 1 → 2',
      'SERVERS_CHANGED [*] servers https://a.example → https://a.example',
      'TAGS_CHANGED [*] tags users, old → users',
      'DESCRIPTION_CHANGED [*] tags.users',
    ]);
  });
});

describe('order', () => {
  const before = design({
    endpoints: [
      endpoint('get', '/b'),
      endpoint('post', '/a', { description: 'x' }),
      endpoint('get', '/a', { description: 'x' }),
      endpoint('delete', '/a'),
    ],
    models: { M: object({ a: {} }), N: object({}) },
    docs: [{ name: 'Page', content: '' }],
    meta: { info: { title: 'A', version: '1' } },
  });
  const after = design({
    endpoints: [
      endpoint('post', '/a', { description: 'y' }),
      endpoint('get', '/a', { description: 'y' }),
      endpoint('get', '/c'),
    ],
    models: { M: object({}) },
    docs: [],
    meta: { info: { title: 'B', version: '1' } },
  });

  it('puts breaking changes first, then the design, endpoints by path and method, models, pages', () => {
    expect(lines(diffDesigns(before, after))).toEqual([
      'ENDPOINT_REMOVED! [delete /a]',
      'ENDPOINT_REMOVED! [get /b]',
      'MODEL_PROPERTY_REMOVED! [M] a any → ∅',
      'MODEL_REMOVED! [N]',
      'INFO_CHANGED [*] info.title A → B',
      'DESCRIPTION_CHANGED [get /a]',
      'DESCRIPTION_CHANGED [post /a]',
      'ENDPOINT_ADDED [get /c]',
      'DOC_REMOVED [Page]',
    ]);
  });

  it('is the same whatever order the designs list things in', () => {
    const shuffled = (bundle: typeof before) => ({
      ...bundle,
      endpoints: [...bundle.endpoints].reverse(),
      models: [...bundle.models].reverse(),
    });
    const expected: DocChange[] = diffDesigns(before, after);
    expect(diffDesigns(shuffled(before), shuffled(after))).toEqual(expected);
  });
});
