import { designBundleSchema, type DesignBundle } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { exportOpenApi } from './export-openapi.js';
import { importOpenApi } from './import-openapi.js';

/** A field deep inside an exported document. */
function at(value: unknown, ...keys: string[]): unknown {
  let node = value;
  for (const key of keys) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

function endpoint(
  key: string,
  folderKey: string | null,
  name: string,
  data: Record<string, unknown>,
) {
  return { key, folderKey, name, data: { method: 'get', path: `/${key}`, ...data } };
}

const bundle: DesignBundle = designBundleSchema.parse({
  meta: {
    openapi: '3.1.0',
    info: { title: 'Zoo', version: '1', extra: { summary: 'A zoo' } },
    servers: [{ url: 'https://zoo' }],
    tags: [{ name: 'pets' }],
    securitySchemes: { key: { type: 'apiKey', name: 'k', in: 'header' } },
    components: { parameters: { P: { name: 'p', in: 'query' } }, pathItems: { I: {} } },
    pathExtras: { '/a': { summary: 'Path A' }, '/orphan': { description: 'No operations' } },
    extra: { webhooks: { hook: {} }, 'x-heron-paths': { 'x-p': 1 }, 'x-top': true },
  },
  folders: [
    { key: 'f1', parentKey: null, section: 'api', name: 'pets', data: {} },
    { key: 'f2', parentKey: 'f1', section: 'api', name: 'cats', data: {} },
    { key: 'f3', parentKey: null, section: 'model', name: 'shared/types', data: {} },
  ],
  endpoints: [
    // In tree order, as the importer writes it: a folder's own items, then its sub-folders'.
    endpoint('a', 'f1', 'List', { tags: ['pets'], status: 'deprecated' }),
    endpoint('d', 'f1', 'Untagged', {}),
    endpoint('b', 'f2', 'Cats', { tags: ['pets'], status: 'released' }),
    endpoint('c', null, 'Loose', { tags: ['pets'], extra: { 'x-op': 1 } }),
  ],
  models: [
    {
      key: 'm1',
      folderKey: 'f3',
      name: 'Pet',
      data: { schema: { type: ['string', 'null'], const: 'x' } },
    },
  ],
  docs: [{ key: 'd1', folderKey: 'f2', name: 'Guide', data: { content: '# Cats' } }],
});

describe('exportOpenApi', () => {
  const document = exportOpenApi(bundle, { version: '3.1' }) as unknown;

  it('always writes the summary, and Heron extensions only where tags and deprecated do not say it', () => {
    expect(at(document, 'paths', '/a', 'get')).toEqual({
      tags: ['pets'],
      summary: 'List',
      deprecated: true,
    });
    expect(at(document, 'paths', '/b', 'get')).toEqual({
      tags: ['pets'],
      summary: 'Cats',
      'x-heron-status': 'released',
      'x-heron-folder': 'pets/cats',
    });
    expect(at(document, 'paths', '/c', 'get')).toEqual({
      tags: ['pets'],
      summary: 'Loose',
      'x-op': 1,
      'x-heron-folder': '',
    });
    expect(at(document, 'paths', '/d', 'get')).toEqual({
      summary: 'Untagged',
      'x-heron-folder': 'pets',
    });
  });

  it('writes back path extras, extensions, components, models with their folders and documents', () => {
    expect(at(document, 'paths', '/a', 'summary')).toBe('Path A');
    expect(at(document, 'paths', '/orphan')).toEqual({ description: 'No operations' });
    expect(at(document, 'paths', 'x-p')).toBe(1);
    expect(at(document, 'webhooks')).toEqual({ hook: {} });
    expect(at(document, 'x-top')).toBe(true);
    expect(at(document, 'info')).toEqual({ title: 'Zoo', version: '1', summary: 'A zoo' });
    expect(at(document, 'components')).toEqual({
      schemas: {
        Pet: { type: ['string', 'null'], const: 'x', 'x-heron-folder': ['shared/types'] },
      },
      securitySchemes: { key: { type: 'apiKey', name: 'k', in: 'header' } },
      parameters: { P: { name: 'p', in: 'query' } },
      pathItems: { I: {} },
    });
    expect(at(document, 'x-heron-docs')).toEqual([
      { name: 'Guide', content: '# Cats', folder: 'pets/cats' },
    ]);
  });

  it('writes OpenAPI 3.0 with 3.0 schemas and hides what 3.0 lacks as x-oas31-*', () => {
    const document30 = exportOpenApi(bundle, { version: '3.0' }) as unknown;
    expect(at(document30, 'openapi')).toBe('3.0.3');
    expect(at(document30, 'webhooks')).toBeUndefined();
    expect(at(document30, 'x-oas31-webhooks')).toEqual({ hook: {} });
    expect(at(document30, 'components', 'x-oas31-pathItems')).toEqual({ I: {} });
    expect(at(document30, 'components', 'schemas', 'Pet')).toEqual({
      type: 'string',
      nullable: true,
      'x-oas31-const': 'x',
      'x-heron-folder': ['shared/types'],
    });
    // 3.0 requires responses on every operation.
    expect(at(document30, 'paths', '/a', 'get', 'responses')).toEqual({});
  });

  it.each(['3.1', '3.0'] as const)(
    'gives back the same design when %s is imported again',
    async (version) => {
      const text = JSON.stringify(exportOpenApi(bundle, { version }));
      const again = await importOpenApi({ files: [{ name: 'zoo.json', text }] }, {});
      expect(again.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
      const folderOf = (b: DesignBundle, key: string | null): string => {
        const folder = b.folders.find((f) => f.key === key);
        return folder === undefined ? '' : `${folderOf(b, folder.parentKey)}/${folder.name}`;
      };
      const summary = (b: DesignBundle) => ({
        endpoints: b.endpoints.map((e) => [
          folderOf(b, e.folderKey),
          e.name,
          e.data.status,
          e.data.extra,
        ]),
        models: b.models.map((m) => [folderOf(b, m.folderKey), m.name, m.data.schema]),
        docs: b.docs.map((d) => [folderOf(b, d.folderKey), d.name, d.data.content]),
        meta: { ...b.meta, openapi: '' },
      });
      expect(summary(again.bundle!)).toEqual(summary(bundle));
    },
  );
});
