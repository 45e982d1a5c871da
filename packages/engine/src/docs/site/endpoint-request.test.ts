import { designMetaSchema, endpointDataSchema, type DesignMeta } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { codeSamples } from './code-samples.js';
import { endpointRequest, FALLBACK_BASE_URL } from './endpoint-request.js';
import type { SiteContext } from './site-context.js';

function siteOf(meta: Partial<DesignMeta> = {}): SiteContext {
  return {
    meta: designMetaSchema.parse(meta),
    models: new Map([
      [
        'Pet',
        {
          name: 'Pet',
          slug: 'models/pet',
          schema: {
            type: 'object',
            required: ['name'],
            // A property named `__proto__` (as JSON.parse makes it) is a property like the others.
            properties: JSON.parse(
              '{"name":{"type":"string"},"age":{"type":"integer"},"__proto__":{"type":"boolean"}}',
            ) as Record<string, unknown>,
          },
        },
      ],
    ]),
  };
}

const endpoint = (data: Record<string, unknown>) =>
  endpointDataSchema.parse({ method: 'get', path: '/pets', ...data });

describe('endpointRequest', () => {
  it('sends to the first full server, else to an example address', () => {
    const servers = [
      { url: '/relative' },
      { url: 'https://{region}.pets.test/', variables: { region: { default: 'eu' } } },
    ];
    expect(endpointRequest(endpoint({}), siteOf({ servers }))?.url).toBe(
      'https://eu.pets.test/pets',
    );
    expect(endpointRequest(endpoint({}), siteOf())?.url).toBe(`${FALLBACK_BASE_URL}/pets`);
    const own = endpoint({ extra: { servers: [{ url: 'https://own.test/v2' }] } });
    expect(endpointRequest(own, siteOf({ servers }))?.url).toBe('https://own.test/v2/pets');
    const pathExtras = { '/pets': { servers: [{ url: 'https://path.test' }] } };
    expect(endpointRequest(endpoint({}), siteOf({ servers, pathExtras }))?.url).toBe(
      'https://path.test/pets',
    );
  });

  it('fills path parameters from examples, else with placeholders; adds required query and headers', () => {
    const data = endpoint({
      path: '/owners/{owner}/pets/{petId}',
      parameters: [
        { name: 'owner', in: 'path', required: true, example: 'ann lee' },
        { name: 'petId', in: 'path', required: true },
        { name: 'q', in: 'query', required: true },
        { name: 'sort', in: 'query', schema: { enum: ['asc'] } },
        { name: 'X-Mode', in: 'header', required: true, schema: { enum: ['fast', 'slow'] } },
        { name: 'session', in: 'cookie', required: true, example: 's1' },
      ],
    });
    const request = endpointRequest(data, siteOf())!;
    expect(request.url).toBe(`${FALLBACK_BASE_URL}/owners/ann%20lee/pets/<petId>?q=<q>`);
    expect(request.headers).toEqual([
      { name: 'X-Mode', value: 'fast' },
      { name: 'Cookie', value: 'session=s1' },
    ]);
  });

  it('asks for credentials by placeholder, as the security says', () => {
    const meta = {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        basic: { type: 'http', scheme: 'basic' },
        key: { type: 'apiKey', in: 'query', name: 'api_key' },
        header: { type: 'apiKey', in: 'header', name: 'X-Key' },
      },
      security: [{ bearer: [] }],
    };
    const site = siteOf(meta);
    expect(endpointRequest(endpoint({}), site)!.headers).toEqual([
      { name: 'Authorization', value: 'Bearer <token>' },
    ]);
    expect(endpointRequest(endpoint({ security: [] }), site)!.headers).toEqual([]);
    expect(endpointRequest(endpoint({ security: [{ basic: [] }] }), site)!.headers).toEqual([
      { name: 'Authorization', value: 'Basic <base64 of <username>:<password>>' },
    ]);
    const keyed = endpointRequest(endpoint({ security: [{ key: [], header: [] }] }), site)!;
    expect(keyed.url).toBe(`${FALLBACK_BASE_URL}/pets?api_key=<api-key>`);
    expect(keyed.headers).toEqual([{ name: 'X-Key', value: '<api-key>' }]);
  });

  it('sends the body example, else a skeleton of its schema', () => {
    const json = endpoint({
      method: 'post',
      requestBody: {
        content: [
          { contentType: 'application/json', schema: { $ref: '#/components/schemas/Pet' } },
        ],
      },
    });
    const request = endpointRequest(json, siteOf())!;
    expect(request.body).toEqual({
      kind: 'text',
      contentType: 'application/json',
      text: '{\n  "name": "",\n  "age": 0,\n  "__proto__": false\n}',
    });
    expect(request.headers).toEqual([{ name: 'Content-Type', value: 'application/json' }]);

    const form = endpoint({
      method: 'post',
      requestBody: {
        content: [
          { contentType: 'application/x-www-form-urlencoded', example: { a: 1, b: 'x y' } },
        ],
      },
    });
    expect(endpointRequest(form, siteOf())!.body).toEqual({
      kind: 'urlencoded',
      fields: [
        { name: 'a', value: '1' },
        { name: 'b', value: 'x y' },
      ],
    });

    const multipart = endpoint({
      method: 'post',
      requestBody: {
        content: [
          {
            contentType: 'multipart/form-data',
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' }, note: { type: 'string' } },
            },
          },
        ],
      },
    });
    expect(endpointRequest(multipart, siteOf())!.body).toEqual({
      kind: 'multipart',
      parts: [
        {
          kind: 'file',
          name: 'file',
          fileName: 'file',
          contentType: 'application/octet-stream',
          base64: '',
        },
        { kind: 'text', name: 'note', value: '' },
      ],
    });

    const binary = endpoint({
      method: 'put',
      requestBody: { content: [{ contentType: 'image/png' }] },
    });
    expect(endpointRequest(binary, siteOf())!.body).toMatchObject({
      kind: 'binary',
      contentType: 'image/png',
    });
  });

  it('writes code in every target, the same every time', () => {
    const data = endpoint({ method: 'delete', path: '/pets/{id}' });
    const samples = codeSamples(data, siteOf());
    expect(samples.map((sample) => sample.target)).toEqual([
      'curl',
      'js-fetch',
      'js-axios',
      'python-requests',
      'go-net-http',
      'java-httpclient',
      'php-curl',
    ]);
    expect(samples[0]!.code).toBe(`curl --request DELETE '${FALLBACK_BASE_URL}/pets/<id>'\n`);
    expect(codeSamples(data, siteOf())).toEqual(samples);
  });
});
