import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Environment, ProjectVariables } from '@heron/contract';
import { environments, projectVariables } from '../../db/schema/index.js';
import { designSuite } from '../../../test/design-helpers.js';
import { expectProblem } from '../../../test/workspace-helpers.js';

const suite = designSuite();
const { api, newProject } = suite;
const envUrl = (projectId: string, rest = '') =>
  `/api/v1/projects/${projectId}/environments${rest}`;
const varsUrl = (projectId: string) => `/api/v1/projects/${projectId}/variables`;

const staging = {
  name: 'Staging',
  baseUrl: 'https://staging.example.com/{{version}}',
  variables: [
    { name: 'version', value: 'v2' },
    { name: 'token', value: 's3cret-token', secret: true, description: 'API token' },
    { name: 'off', value: 'x', enabled: false },
  ],
};

async function create(projectId: string, body: Record<string, unknown> = staging) {
  const created = await api(suite.cast.writer).post(envUrl(projectId), body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Environment>();
}

describe('environments', () => {
  it('creates, lists and saves environments; secrets never leave the server and are sealed', async () => {
    const projectId = await newProject();
    const env = await create(projectId);
    expect(env).toMatchObject({ name: 'Staging', version: 1, baseUrl: staging.baseUrl });
    expect(env.variables).toEqual([
      { name: 'version', value: 'v2', secret: false, enabled: true, description: '', isSet: true },
      {
        name: 'token',
        value: null,
        secret: true,
        enabled: true,
        description: 'API token',
        isSet: true,
      },
      { name: 'off', value: 'x', secret: false, enabled: false, description: '', isSet: true },
    ]);
    const [row] = await suite.db().select().from(environments).where(eq(environments.id, env.id));
    expect(row!.variables).not.toContain('s3cret-token');
    expect(row!.variables).toContain('"v1:');

    // A read-only member sees the list, without the secret.
    const listed = await api(suite.cast.reader).get(envUrl(projectId));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([env]);
    expect(listed.body).not.toContain('s3cret');

    // Saving with the secret's value null keeps it; a new value replaces it.
    const kept = await api(suite.cast.writer).put(envUrl(projectId, `/${env.id}`), {
      ...staging,
      name: 'Staging 2',
      baseVersion: 1,
      variables: [{ name: 'token', value: null, secret: true }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Staging 2', version: 2 });
    const [after] = await suite.db().select().from(environments).where(eq(environments.id, env.id));
    expect(after!.variables).toBe(
      JSON.stringify([
        {
          name: 'token',
          value: JSON.parse(row!.variables)[1].value,
          secret: true,
          enabled: true,
          description: '',
        },
      ]),
    );
  });

  it('refuses a save from an older version, duplicate names and a taken environment name', async () => {
    const projectId = await newProject();
    const env = await create(projectId);
    const first = await api(suite.cast.writer).put(envUrl(projectId, `/${env.id}`), {
      ...staging,
      baseVersion: 1,
    });
    expect(first.statusCode).toBe(200);
    expectProblem(
      await api(suite.cast.owner).put(envUrl(projectId, `/${env.id}`), {
        ...staging,
        baseVersion: 1,
      }),
      409,
      'EDIT_CONFLICT',
    );
    const twice = await api(suite.cast.writer).post(envUrl(projectId), {
      name: 'Other',
      variables: [
        { name: 'a', value: '1' },
        { name: ' a ', value: '2' },
      ],
    });
    expectProblem(twice, 400, 'VALIDATION_FAILED');
    expect(twice.json().errors).toEqual([
      { in: 'body', pointer: '/variables/1/name', message: 'validation.duplicateName' },
    ]);
    const taken = await api(suite.cast.writer).post(envUrl(projectId), { name: 'staging' });
    expectProblem(taken, 409, 'ENVIRONMENT_NAME_TAKEN');
    const braces = await api(suite.cast.writer).post(envUrl(projectId), {
      name: 'Braces',
      variables: [{ name: '{{x}}', value: '1' }],
    });
    expectProblem(braces, 400, 'VALIDATION_FAILED');
    expect((await api(suite.cast.reader).get(envUrl(projectId))).json().items).toHaveLength(1);
  });

  it('deletes an environment; another project cannot reach it', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const env = await create(projectId);
    expectProblem(
      await api(suite.cast.writer).delete(envUrl(other, `/${env.id}`)),
      404,
      'NOT_FOUND',
    );
    expect((await api(suite.cast.writer).delete(envUrl(projectId, `/${env.id}`))).statusCode).toBe(
      204,
    );
    expect((await api(suite.cast.reader).get(envUrl(projectId))).json().items).toEqual([]);
  });

  it('lets read-only members, bystanders and outsiders change nothing', async () => {
    const projectId = await newProject();
    const env = await create(projectId);
    for (const person of [suite.cast.reader, suite.cast.bystander, suite.cast.outsider]) {
      expect((await api(person).post(envUrl(projectId), { name: 'X' })).statusCode).toBe(403);
      const save = await api(person).put(envUrl(projectId, `/${env.id}`), {
        ...staging,
        baseVersion: 1,
      });
      expect(save.statusCode).toBe(403);
      expect((await api(person).delete(envUrl(projectId, `/${env.id}`))).statusCode).toBe(403);
      expect(
        (await api(person).put(varsUrl(projectId), { baseVersion: 0, variables: [] })).statusCode,
      ).toBe(403);
    }
    for (const person of [suite.cast.bystander, suite.cast.outsider]) {
      expect((await api(person).get(envUrl(projectId))).statusCode).toBe(403);
    }
    expect((await api(null).get(envUrl(projectId))).statusCode).toBe(401);
  });
});

describe('project variables', () => {
  it('start empty, save version by version, and keep secrets sealed', async () => {
    const projectId = await newProject();
    const empty = await api(suite.cast.reader).get(varsUrl(projectId));
    expect(empty.json()).toEqual({ version: 0, variables: [] });
    const saved = await api(suite.cast.writer).put(varsUrl(projectId), {
      baseVersion: 0,
      variables: [
        { name: 'host', value: 'api.example.com' },
        { name: 'key', value: 'k3y', secret: true },
        { name: 'unset', value: '', secret: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProjectVariables>()).toMatchObject({
      version: 1,
      variables: [
        { name: 'host', value: 'api.example.com', isSet: true },
        { name: 'key', value: null, isSet: true },
        { name: 'unset', value: null, isSet: false },
      ],
    });
    const [row] = await suite
      .db()
      .select()
      .from(projectVariables)
      .where(eq(projectVariables.projectId, projectId));
    expect(row!.variables).not.toContain('k3y');
    expectProblem(
      await api(suite.cast.writer).put(varsUrl(projectId), { baseVersion: 0, variables: [] }),
      409,
      'EDIT_CONFLICT',
    );
  });
});
