import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockExpectation } from '@heron/contract';
import type { MockAnswer, MockOptions } from '@heron/engine/mock';
import { emptyDesignMeta } from '@heron/engine/model';
import { WorkerHosts, WorkerTimeoutError } from '../../workers/index.js';
import type { DesignRow, ProjectDesign } from '../design/build-project-bundle.js';
import { MISSING, MockHosts, type HostedRequest } from './mock-hosts.js';

/** The mock's programs on host threads, without a database: designs are given as rows. */

const PROJECT = '6a1f3c2e-0b7d-4f59-8e41-2c9d5b7a1e03';

function endpointRow(id: string, method: string, path: string): DesignRow {
  return {
    id,
    kind: 'endpoint',
    section: 'api',
    parentId: null,
    name: `${method} ${path}`,
    data: JSON.stringify({
      method,
      path,
      responses: [
        {
          status: '200',
          description: 'ok',
          content: [{ contentType: 'application/json', example: { at: path } }],
        },
      ],
    }),
  };
}

const design = (...rows: DesignRow[]): ProjectDesign => ({ rows, meta: emptyDesignMeta() });
const options = (extra: Partial<MockOptions> = {}): MockOptions => ({
  locale: 'en',
  validateRequests: false,
  stateful: false,
  latencyMs: 0,
  ...extra,
});
const get = (path: string, headers: Record<string, string> = {}): HostedRequest => ({
  method: 'GET',
  path,
  query: '',
  headers,
});

/** Catastrophic backtracking on `aaa…!`: the request never ends by itself. */
const HOSTILE: MockExpectation = {
  id: 'hostile',
  name: '',
  enabled: true,
  conditions: [{ source: 'header', name: 'x-probe', operator: 'regex', value: '^(a+)+$' }],
  response: { status: 200, headers: [], contentType: 'application/json', body: '{}' },
};

let made: WorkerHosts[] = [];
function mockHosts(answerTimeoutMs = 30_000, buildTimeoutMs = 60_000) {
  const hosts = new WorkerHosts({ hosts: 2, memoryMb: 256 });
  made.push(hosts);
  return new MockHosts(hosts, { answerTimeoutMs, buildTimeoutMs, maxProjects: 10 });
}
afterEach(async () => {
  await Promise.all(made.map((h) => h.close()));
  made = [];
});

describe('MockHosts', () => {
  it('builds a program on a host thread, not the caller’s, and answers there', async () => {
    const hosts = mockHosts();
    const program = await hosts.build(
      PROJECT,
      hosts.newBuildId(),
      design(endpointRow('e1', 'get', '/pets')),
      options(),
    );
    expect(program.threadId).not.toBe(threadId);
    expect(program.stats.routes).toBe(1);
    const answer = (await program.handle(get('/pets'))) as MockAnswer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ at: '/pets' });
    await expect(program.currentStats()).resolves.toMatchObject({ routes: 1 });
  });

  it('never lets a build that ends late replace a newer one on the host', async () => {
    const hosts = mockHosts();
    const older = hosts.newBuildId();
    const newer = hosts.newBuildId();
    // The newer build reaches the host first (its rows were read sooner).
    const current = await hosts.build(
      PROJECT,
      newer,
      design(endpointRow('e1', 'get', '/pets'), endpointRow('e2', 'get', '/owners')),
      options(),
    );
    const late = await hosts.build(
      PROJECT,
      older,
      design(endpointRow('e1', 'get', '/pets')),
      options(),
    );
    // The late one is not made: its answer describes the program that answers, the newer one.
    expect(late.stats.routes).toBe(2);
    expect(((await current.handle(get('/owners'))) as MockAnswer).status).toBe(200);
    expect(((await late.handle(get('/owners'))) as MockAnswer).status).toBe(200);
  });

  it('stops a request that holds its host past the limit; the host’s programs are then missing until rebuilt', async () => {
    const hosts = mockHosts(1_000);
    const rows = design(endpointRow('e1', 'get', '/pets'));
    const program = await hosts.build(
      PROJECT,
      hosts.newBuildId(),
      rows,
      options({ expectations: { e1: [HOSTILE] } }),
    );
    const hostile = program.handle(get('/pets', { 'x-probe': `${'a'.repeat(40)}!` }));
    // Sent behind it to the same host: lost with the thread, so reported missing, not failed.
    const behind = program.handle(get('/pets'));
    await expect(hostile).rejects.toBeInstanceOf(WorkerTimeoutError);
    await expect(behind).resolves.toBe(MISSING);
    await expect(program.handle(get('/pets'))).resolves.toBe(MISSING);
    // Stats of a program that is gone are those it was built with.
    await expect(program.currentStats()).resolves.toMatchObject({ routes: 1 });

    const rebuilt = await hosts.build(PROJECT, hosts.newBuildId(), rows, options());
    expect(((await rebuilt.handle(get('/pets'))) as MockAnswer).status).toBe(200);
  });

  it('stops a build that holds its host past the build limit', async () => {
    // A fresh thread's first build also loads the engine: far more than 50 ms.
    const hosts = mockHosts(30_000, 50);
    await expect(
      hosts.build(
        PROJECT,
        hosts.newBuildId(),
        design(endpointRow('e1', 'get', '/pets')),
        options(),
      ),
    ).rejects.toBeInstanceOf(WorkerTimeoutError);
  });

  it('keeps stateful mode’s store on the host until reset, and drops a program when told', async () => {
    const hosts = mockHosts();
    const rows = design({
      id: 'm1',
      kind: 'model',
      section: 'model',
      parentId: null,
      name: 'Pet',
      data: JSON.stringify({
        schema: {
          type: 'object',
          required: ['id', 'name'],
          properties: { id: { type: 'integer' }, name: { type: 'string' } },
        },
      }),
    });
    const pet = { $ref: '#/components/schemas/Pet' };
    const json = (schema: unknown) => [{ contentType: 'application/json', schema }];
    rows.rows.push(
      {
        ...endpointRow('list', 'get', '/pets'),
        data: JSON.stringify({
          method: 'get',
          path: '/pets',
          responses: [{ status: '200', content: json({ type: 'array', items: pet }) }],
        }),
      },
      {
        ...endpointRow('create', 'post', '/pets'),
        data: JSON.stringify({
          method: 'post',
          path: '/pets',
          requestBody: { required: true, content: json(pet) },
          responses: [{ status: '201', content: json(pet) }],
        }),
      },
      {
        ...endpointRow('show', 'get', '/pets/{petId}'),
        data: JSON.stringify({
          method: 'get',
          path: '/pets/{petId}',
          parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: [{ status: '200', content: json(pet) }],
        }),
      },
    );
    const program = await hosts.build(
      PROJECT,
      hosts.newBuildId(),
      rows,
      options({ stateful: true }),
    );
    const created = (await program.handle({
      method: 'POST',
      path: '/pets',
      query: '',
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode(JSON.stringify({ id: 1, name: 'Kiki' })),
    })) as MockAnswer;
    expect(created.status, created.body).toBe(201);
    const { id } = JSON.parse(created.body) as { id: number };
    const read = (await program.handle(get(`/pets/${id}`))) as MockAnswer;
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ name: 'Kiki' });
    await program.reset();
    expect(((await program.handle(get(`/pets/${id}`))) as MockAnswer).status).toBe(404);

    program.drop();
    await expect(program.handle(get('/pets'))).resolves.toBe(MISSING);
  });
});
