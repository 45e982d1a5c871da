import { describe, expect, it } from 'vitest';
import { MockGateway } from './mock-gateway.js';
import { MockRegistry } from './mock-registry.js';

describe('MockGateway when no build may start', () => {
  it('answers 503 with Retry-After, and a malformed id 404 without asking the registry', async () => {
    let loads = 0;
    const registry = new MockRegistry(
      {
        load: () => {
          loads += 1;
          return new Promise(() => undefined);
        },
        stamp: async () => '',
      },
      { maxConcurrentBuilds: 0 },
    );
    const gateway = new MockGateway(registry);
    const answer = await gateway.serve(
      '00000000-0000-4000-8000-000000000000',
      'GET',
      '/pets',
      {},
      { body: undefined },
    );
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'MOCK_UNAVAILABLE' });
    const malformed = await gateway.serve('nope', 'GET', '/pets', {}, { body: undefined });
    expect(malformed.status).toBe(404);
    expect(loads).toBe(0);
  });
});
