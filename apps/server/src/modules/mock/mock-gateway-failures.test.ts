import { describe, expect, it } from 'vitest';
import type { MockAnswer } from '@heron/engine/mock';
import {
  WorkerBusyError,
  WorkerMemoryError,
  WorkerStoppedError,
  WorkerTimeoutError,
} from '../../workers/index.js';
import { MockGateway } from './mock-gateway.js';
import { MISSING, type HostedMock } from './mock-hosts.js';
import { MockRegistry } from './mock-registry.js';
import type { BuiltMock } from './mock-source.js';

/**
 * What the gateway answers when a host cannot: never a 500, never a hung request (issue 19).
 * The programs here are stand-ins whose `handle` does what the test says.
 */

const PROJECT = '00000000-0000-4000-8000-000000000001';
const OK: MockAnswer = {
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: '{}',
  delayMs: 0,
  rule: { kind: 'generated', endpointKey: 'e', status: '200' },
};

function builtWith(handle: () => Promise<MockAnswer | typeof MISSING>): BuiltMock {
  const program = { handle, reset: async () => {}, drop: () => {} } as unknown as HostedMock;
  return { program, access: 'public', token: 't', stamp: 's', builtAt: new Date() };
}

function gatewayOver(load: () => Promise<BuiltMock | null>) {
  const errors: unknown[] = [];
  let loads = 0;
  const registry = new MockRegistry({
    load: () => {
      loads += 1;
      return load();
    },
    stamp: async () => 's',
  });
  const gateway = new MockGateway(registry, { onError: (error) => errors.push(error) });
  const get = () => gateway.serve(PROJECT, 'GET', '/pets', {}, { body: undefined });
  return { gateway, registry, errors, get, loads: () => loads };
}

const codeOf = (answer: MockAnswer) => (JSON.parse(answer.body) as { code: string }).code;

describe('MockGateway when the host fails', () => {
  it('answers 503 MOCK_UNAVAILABLE when the build was stopped for time or memory', async () => {
    for (const error of [new WorkerTimeoutError(1_000), new WorkerMemoryError(64)]) {
      const { get } = gatewayOver(() => Promise.reject(error));
      const answer = await get();
      expect(answer.status).toBe(503);
      expect(codeOf(answer)).toBe('MOCK_UNAVAILABLE');
    }
  });

  it('answers 503 saying so for a request stopped at its limit, and logs it', async () => {
    const { get, registry } = gatewayOver(async () =>
      builtWith(() => Promise.reject(new WorkerTimeoutError(10_000))),
    );
    const answer = await get();
    expect(answer.status).toBe(503);
    expect(codeOf(answer)).toBe('MOCK_UNAVAILABLE');
    expect(answer.body).toContain('longer than 10 s');
    expect(
      registry
        .log(PROJECT)
        .read()
        .items.map((e) => [e.status, e.rule]),
    ).toEqual([[503, 'error']]);
  });

  it('rebuilds a program its host lost and tries once more; lost again, answers 503', async () => {
    let handles = 0;
    const once = gatewayOver(async () =>
      builtWith(async () => {
        handles += 1;
        return handles === 1 ? MISSING : OK;
      }),
    );
    expect((await once.get()).status).toBe(200);
    expect(once.loads()).toBe(2);

    const always = gatewayOver(async () => builtWith(async () => MISSING));
    const answer = await always.get();
    expect(answer.status).toBe(503);
    expect(codeOf(answer)).toBe('MOCK_UNAVAILABLE');
    expect(always.loads()).toBe(2);
  });

  it('answers 503 with Retry-After for a full host, 503 when stopping, and 503 (logged) for anything else', async () => {
    const busy = gatewayOver(async () =>
      builtWith(() => Promise.reject(new WorkerBusyError('full', 1))),
    );
    const refused = await busy.get();
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');

    const stopping = gatewayOver(async () =>
      builtWith(() => Promise.reject(new WorkerStoppedError())),
    );
    expect((await stopping.get()).status).toBe(503);
    expect(stopping.errors).toEqual([]);

    const odd = gatewayOver(async () => builtWith(() => Promise.reject(new Error('odd'))));
    expect((await odd.get()).status).toBe(503);
    expect(odd.errors).toEqual([new Error('odd')]);
  });
});
