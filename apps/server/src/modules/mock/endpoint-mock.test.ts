import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndpointMock, MockLog } from '@heron/contract';
import { mockEndpoints } from '../../db/schema/index.js';
import { designSuite } from '../../../test/design-helpers.js';
import {
  endpointAt,
  importPetstore,
  mockUrl,
  saveEndpointMock,
  saveSettings,
  settingsUrl,
} from '../../../test/mock-helpers.js';
import { expectDenied, expectProblem } from '../../../test/workspace-helpers.js';

const suite = designSuite();
const { api } = suite;

async function publicPetstore() {
  const projectId = await suite.newProject();
  await importPetstore(suite.app, suite.cast.writer, projectId);
  await saveSettings(suite.app, suite.cast.writer, projectId, { access: 'public' });
  return projectId;
}

const vipExpectation = {
  id: 'vip',
  name: 'VIP pet',
  conditions: [
    { source: 'path', name: 'petId', operator: 'equals', value: '42' },
    { source: 'header', name: 'X-Tier', operator: 'regex', value: '^gold|platinum$' },
  ],
  response: {
    status: 418,
    headers: [{ name: 'X-Rule', value: 'vip-{{request.path.petId}}' }],
    body: '{"id": {{request.path.petId}}, "name": "{{request.headers.x-tier}} pet"}',
  },
};

describe("an endpoint's mock", () => {
  it('starts with the defaults and its mock URL', async () => {
    const projectId = await publicPetstore();
    const show = await endpointAt(suite.app, suite.cast.writer, projectId, 'get', '/pets/{petId}');
    const read = await api(suite.cast.reader).get(settingsUrl(projectId, `/endpoints/${show.id}`));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<EndpointMock>()).toEqual({
      endpointId: show.id,
      enabled: true,
      latencyMs: null,
      expectations: [],
      version: 0,
      url: `http://localhost:3000/mock/${projectId}/pets/{petId}`,
    });
    const folder = await api(suite.cast.reader).get(
      settingsUrl(projectId, '/endpoints/00000000-0000-4000-8000-000000000000'),
    );
    expectProblem(folder, 404, 'NOT_FOUND');
  });

  it('answers from an expectation whose conditions hold, in order, and logs which one', async () => {
    const projectId = await publicPetstore();
    const show = await endpointAt(suite.app, suite.cast.writer, projectId, 'get', '/pets/{petId}');
    const saved = await saveEndpointMock(suite.app, suite.cast.writer, projectId, show.id, {
      baseVersion: 0,
      expectations: [
        vipExpectation,
        { ...vipExpectation, id: 'off', enabled: false, conditions: [], response: { status: 500 } },
        {
          id: 'any-42',
          conditions: [{ source: 'path', name: 'petId', operator: 'equals', value: '42' }],
          response: { status: 200, body: '{"id": 42, "name": "plain"}' },
        },
      ] as EndpointMock['expectations'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EndpointMock>().version).toBe(1);

    const vip = await suite.app.inject({
      method: 'GET',
      url: mockUrl(projectId, '/pets/42'),
      headers: { 'x-tier': 'gold' },
    });
    expect(vip.statusCode).toBe(418);
    expect(vip.headers['x-rule']).toBe('vip-42');
    expect(vip.json()).toEqual({ id: 42, name: 'gold pet' });

    const plain = await suite.app.inject({ method: 'GET', url: mockUrl(projectId, '/pets/42') });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ id: 42, name: 'plain' });

    const other = await suite.app.inject({ method: 'GET', url: mockUrl(projectId, '/pets/5') });
    expect(other.statusCode).toBe(200);
    // No expectation holds: the design's answer, here its named example.
    expect(other.json()).toEqual({ id: 7, name: 'Rex', email: 'rex@example.com' });

    const log = (await api(suite.cast.reader).get(settingsUrl(projectId, '/log'))).json<MockLog>();
    expect(log.items.map((e) => [e.rule, e.detail])).toEqual([
      ['expectation', 'vip'],
      ['expectation', 'any-42'],
      ['example', 'rex'],
    ]);
  });

  it('refuses a bad expectation at its place and writes nothing', async () => {
    const projectId = await publicPetstore();
    const show = await endpointAt(suite.app, suite.cast.writer, projectId, 'get', '/pets/{petId}');
    const bad = await saveEndpointMock(suite.app, suite.cast.writer, projectId, show.id, {
      baseVersion: 0,
      expectations: [
        vipExpectation,
        {
          ...vipExpectation,
          id: 'broken',
          conditions: [{ source: 'query', name: 'q', operator: 'regex', value: '([a-z' }],
          response: { status: 200, headers: [], body: '{{request.nowhere.x}}' },
        },
        { ...vipExpectation },
      ] as EndpointMock['expectations'],
    });
    expectProblem(bad, 400, 'VALIDATION_FAILED');
    const pointers = bad.json().errors.map((e: { pointer: string }) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/expectations/1/conditions/0/value',
        '/expectations/1/response/body',
        '/expectations/2/id',
      ]),
    );
    expect(
      await suite.db().select().from(mockEndpoints).where(eq(mockEndpoints.endpointId, show.id)),
    ).toEqual([]);

    const shape = await saveEndpointMock(suite.app, suite.cast.writer, projectId, show.id, {
      baseVersion: 0,
      latencyMs: 999_999,
      expectations: [
        { ...vipExpectation, response: { status: 99 } },
      ] as EndpointMock['expectations'],
    });
    expectProblem(shape, 400, 'VALIDATION_FAILED');
    expect(shape.body).toContain('latencyMs');
  });

  it('switches an endpoint off, sets its latency, and checks the version and the role', async () => {
    const projectId = await publicPetstore();
    const list = await endpointAt(suite.app, suite.cast.writer, projectId, 'get', '/pets');
    expectDenied(
      await saveEndpointMock(suite.app, suite.cast.reader, projectId, list.id, {
        baseVersion: 0,
        enabled: false,
      }),
    );
    const off = await saveEndpointMock(suite.app, suite.cast.writer, projectId, list.id, {
      baseVersion: 0,
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const answer = await suite.app.inject({ method: 'GET', url: mockUrl(projectId, '/pets') });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('MOCK_ENDPOINT_DISABLED');

    expectProblem(
      await saveEndpointMock(suite.app, suite.cast.writer, projectId, list.id, {
        baseVersion: 0,
        enabled: true,
      }),
      409,
      'EDIT_CONFLICT',
    );
    const slow = await saveEndpointMock(suite.app, suite.cast.writer, projectId, list.id, {
      baseVersion: 1,
      enabled: true,
      latencyMs: 120,
    });
    expect(slow.json<EndpointMock>()).toMatchObject({ version: 2, latencyMs: 120, enabled: true });
    const started = Date.now();
    const delayed = await suite.app.inject({ method: 'GET', url: mockUrl(projectId, '/pets') });
    expect(delayed.statusCode).toBe(200);
    // The delay is the answer's behaviour, not a timing of ours: it must have waited.
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });
});
