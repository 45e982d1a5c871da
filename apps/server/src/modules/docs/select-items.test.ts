import { describe, expect, it } from 'vitest';
import type { DesignBundle } from '@heron/contract';
import { selectItems } from './select-items.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const endpoint = (key: string, folderKey: string | null, schema: unknown = {}) => ({
  key,
  folderKey,
  name: key,
  data: {
    method: 'get' as const,
    path: `/${key}`,
    status: 'designing' as const,
    ownerId: null,
    tags: [],
    description: '',
    operationId: null,
    parameters: [],
    requestBody: null,
    responses: [
      {
        status: '200',
        description: '',
        headers: [],
        content: [{ contentType: 'application/json', schema, examples: [] }],
      },
    ],
    security: null,
  },
});
const folder = (key: string, parentKey: string | null, section: 'api' | 'model' = 'api') => ({
  key,
  parentKey,
  section,
  name: key,
  data: { description: '', auth: { type: 'inherit' as const } },
});
const model = (name: string, folderKey: string | null, schema: Record<string, unknown> = {}) => ({
  key: `m-${name}`,
  folderKey,
  name,
  data: { schema: { type: 'object', ...schema } },
});

const bundle = {
  meta: {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    servers: [],
    security: [],
    securitySchemes: {},
    tags: [],
    components: {},
    pathExtras: {},
  },
  folders: [
    folder('users', null),
    folder('admin', 'users'),
    folder('orders', null),
    folder('shapes', null, 'model'),
  ],
  endpoints: [
    endpoint('list-users', 'users', ref('User')),
    endpoint('ban-user', 'admin'),
    endpoint('list-orders', 'orders', ref('Order')),
    endpoint('health', null),
  ],
  models: [
    model('User', 'shapes', { properties: { address: ref('Address') } }),
    model('Address', null),
    model('Order', null),
  ],
  docs: [
    { key: 'd-users', folderKey: 'users', name: 'About users', data: { content: '# Users' } },
    { key: 'd-root', folderKey: null, name: 'Intro', data: { content: '# Intro' } },
  ],
} as DesignBundle;

describe("a share link's part of the design", () => {
  it('keeps a chosen folder whole, with the models its endpoints use and their folders', () => {
    const part = selectItems(bundle, ['users']);
    expect(part.endpoints.map((e) => e.key)).toEqual(['list-users', 'ban-user']);
    expect(part.docs.map((d) => d.key)).toEqual(['d-users']);
    expect(part.models.map((m) => m.name)).toEqual(['User', 'Address']);
    expect(part.folders.map((f) => f.key)).toEqual(['users', 'admin', 'shapes']);
  });

  it('keeps a chosen endpoint with the folders above it and nothing beside it', () => {
    const part = selectItems(bundle, ['ban-user', 'health']);
    expect(part.endpoints.map((e) => e.key)).toEqual(['ban-user', 'health']);
    expect(part.folders.map((f) => f.key)).toEqual(['users', 'admin']);
    expect(part.models).toEqual([]);
    expect(part.docs).toEqual([]);
  });
});
