import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { designBundleSchema, type DesignBundle } from '@heron/contract';
import { importDesign } from '@heron/engine';
import { packBundle } from './bundle-storage.js';
import { dataText } from './data-text.js';

const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'T "q" é 😀', version: '1' },
  tags: [{ name: 'pets' }],
  paths: {
    '/pets/{id}': {
      get: {
        tags: ['pets'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok', content: { 'application/json': {} } } },
      },
    },
  },
  components: { schemas: { Pet: { type: 'object', properties: { id: { type: 'string' } } } } },
});

async function parsedBundle(): Promise<DesignBundle> {
  const result = await importDesign({ files: [{ name: 'spec.json', text: SPEC }] });
  return designBundleSchema.parse(result.bundle);
}

describe('packBundle', () => {
  it('stores what JSON.stringify would, item data texts made once', async () => {
    const bundle = await parsedBundle();
    expect(bundle.folders.length + bundle.endpoints.length + bundle.models.length).toBeGreaterThan(
      2,
    );
    const unpacked: unknown = JSON.parse(gunzipSync(await packBundle(bundle)).toString('utf8'));
    expect(unpacked).toEqual(JSON.parse(JSON.stringify(bundle)));
    // The commit writes the very texts the preview made.
    const endpoint = bundle.endpoints[0]!;
    expect(dataText(endpoint.data)).toBe(JSON.stringify(endpoint.data));
  });

  it('packs an empty design, and one of many pieces', async () => {
    const empty: DesignBundle = {
      ...(await parsedBundle()),
      folders: [],
      endpoints: [],
      models: [],
      docs: [],
    };
    const unpack = async (bundle: DesignBundle): Promise<unknown> =>
      JSON.parse(gunzipSync(await packBundle(bundle)).toString('utf8'));
    expect(await unpack(empty)).toEqual(JSON.parse(JSON.stringify(empty)));
    const one = await parsedBundle();
    const large: DesignBundle = {
      ...one,
      endpoints: Array.from({ length: 3000 }, (_, i) => ({
        ...one.endpoints[0]!,
        key: `e${i}`,
        data: { ...one.endpoints[0]!.data, description: 'x'.repeat(1000) },
      })),
    };
    expect(await unpack(large)).toEqual(JSON.parse(JSON.stringify(large)));
  });
});
