import { describe, expect, it } from 'vitest';
import { endpointDataSchema } from '@heron/contract';
import { compareVersions, type FieldComparison } from './compare-versions';
import type { FieldWords, VersionSide } from './version-fields';

const WORDS: FieldWords = {
  status: (status) => `status:${status}`,
  person: (userId) => `person:${userId}`,
  list: (items) => items.join(' + '),
  projectSecurity: 'project default',
  noSecurity: 'no auth',
  secret: (n) => `hidden ${n}`,
};

const PET_SCHEMA = { type: 'object', properties: { id: { type: 'integer' } } };

function endpoint(name: string, data: object): VersionSide {
  return { kind: 'endpoint', name, data: endpointDataSchema.parse(data) };
}

const OLDER = endpoint('Get a pet', {
  method: 'get',
  path: '/pets/{petId}',
  tags: ['pets'],
  parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
  responses: [
    {
      status: '200',
      description: 'A pet',
      content: [{ contentType: 'application/json', schema: PET_SCHEMA }],
    },
    { status: '404', description: 'No such pet' },
  ],
});
const NEWER = endpoint('Fetch a pet', {
  method: 'get',
  path: '/pets/{id}',
  tags: ['pets'],
  description: 'Reads **one** pet.',
  parameters: [
    { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'fields', in: 'query', description: 'Which fields' },
  ],
  responses: [
    {
      status: '200',
      description: 'A pet',
      content: [
        {
          contentType: 'application/json',
          schema: {
            ...PET_SCHEMA,
            properties: { ...PET_SCHEMA.properties, name: { type: 'string' } },
          },
        },
      ],
    },
  ],
});

const byId = (rows: FieldComparison[]) => Object.fromEntries(rows.map((row) => [row.id, row]));

describe('compareVersions', () => {
  it('lists an endpoint field by field: what changed, was added, removed or stayed', () => {
    const rows = compareVersions(OLDER, NEWER, WORDS);
    expect(rows.map((row) => [row.id, row.change])).toEqual([
      ['name', 'changed'],
      ['method', 'same'],
      ['path', 'changed'],
      ['status', 'same'],
      ['tags', 'same'],
      ['description', 'added'],
      ['parameter:path:petId', 'removed'],
      ['parameter:path:id', 'added'],
      ['parameter:query:fields', 'added'],
      ['response:200', 'changed'],
      // Where it was: after the 200 response.
      ['response:404', 'removed'],
      ['security', 'same'],
    ]);
    const row = byId(rows);
    expect(row.name).toMatchObject({
      before: { text: 'Get a pet' },
      after: { text: 'Fetch a pet' },
    });
    expect(row.method?.after).toEqual({ text: 'GET', code: true });
    expect(row.status?.after?.text).toBe('status:designing');
    expect(row['parameter:query:fields']).toMatchObject({
      label: { key: 'parameter', location: 'query', name: 'fields' },
      before: null,
      after: { text: 'required: false\ndescription: Which fields', code: true },
    });
    expect(row['response:200']?.label).toEqual({ key: 'response', status: '200' });
    expect(row['response:200']?.after?.text).toContain('\n        name:\n          type: string');
    expect(row.security?.after?.text).toBe('project default');
  });

  it('never shows the folder, ids or order, and leaves out what neither version sets', () => {
    const moved = { ...NEWER, data: { ...(NEWER.data as object) } };
    const rows = compareVersions(NEWER, moved, WORDS);
    expect(rows.every((row) => row.change === 'same')).toBe(true);
    const ids = rows.map((row) => row.id);
    expect(ids).not.toContain('parentId');
    expect(ids).not.toContain('operationId');
    expect(ids).not.toContain('ownerId');
    expect(ids).not.toContain('requestBody');
    expect(JSON.stringify(rows)).not.toMatch(/parentId|sort|position/);
  });

  it('names the owner, and shows a request body with its content types', () => {
    const rows = byId(
      compareVersions(
        endpoint('Add', { method: 'post', path: '/pets' }),
        endpoint('Add', {
          method: 'post',
          path: '/pets',
          ownerId: '00000000-0000-4000-8000-000000000001',
          security: [],
          requestBody: {
            required: true,
            content: [
              { contentType: 'application/json', schema: { $ref: '#/components/schemas/Pet' } },
            ],
          },
        }),
        WORDS,
      ),
    );
    expect(rows.ownerId?.after?.text).toBe('person:00000000-0000-4000-8000-000000000001');
    expect(rows.security).toMatchObject({
      change: 'changed',
      before: { text: 'project default' },
      after: { text: 'no auth' },
    });
    expect(rows.requestBody).toMatchObject({
      change: 'added',
      after: {
        text: "required: true\ncontent:\n  application/json:\n    schema:\n      $ref: '#/components/schemas/Pet'",
      },
    });
  });

  it("compares a model's schema and a document's text", () => {
    const model = (schema: object): VersionSide => ({
      kind: 'model',
      name: 'Pet',
      data: { schema },
    });
    const [name, schema] = compareVersions(model(PET_SCHEMA), model({ type: 'string' }), WORDS);
    expect(name?.change).toBe('same');
    expect(schema).toMatchObject({
      id: 'schema',
      change: 'changed',
      before: { text: 'type: object\nproperties:\n  id:\n    type: integer', code: true },
      after: { text: 'type: string', code: true },
    });

    const doc = (content: string): VersionSide => ({
      kind: 'doc',
      name: 'Guide',
      data: { content },
    });
    expect(compareVersions(doc('First words'), doc('Latest words'), WORDS)[1]).toEqual({
      id: 'content',
      label: { key: 'content' },
      change: 'changed',
      before: { text: 'First words', code: false },
      after: { text: 'Latest words', code: false },
    });
  });

  it("hides a folder's secrets, saying only whether they changed", () => {
    const folder = (password: string, token: string): VersionSide => ({
      kind: 'folder',
      name: 'Admin',
      data: { auth: { type: 'basic', username: 'root', password }, description: token },
    });
    const [, , auth] = compareVersions(folder('s3cret-old', 'x'), folder('s3cret-new', 'x'), WORDS);
    expect(auth).toMatchObject({
      id: 'auth',
      change: 'changed',
      before: { text: 'type: basic\nusername: root\npassword: hidden 1' },
      after: { text: 'type: basic\nusername: root\npassword: hidden 2' },
    });
    const same = compareVersions(folder('s3cret', 'x'), folder('s3cret', 'y'), WORDS);
    expect(JSON.stringify(same)).not.toContain('s3cret');
    expect(same.find((row) => row.id === 'auth')?.change).toBe('same');
  });

  it('shows data that does not read as its kind whole, under other fields', () => {
    const odd: VersionSide = { kind: 'model', name: 'Odd', data: { shape: 'round' } };
    expect(compareVersions(odd, odd, WORDS)[1]).toMatchObject({
      id: 'extra',
      after: { text: 'shape: round' },
    });
  });
});
