import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema, problemSchema } from '@heron/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database kind and the instance id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthResponseSchema.parse(response.json());
    expect(health.database).toBe(TEST_DB);
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    const again = healthResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).json(),
    );
    expect(again.instanceId).toBe(health.instanceId);
    // No user work yet: nothing runs or waits on the worker threads.
    expect(health.workers).toEqual({
      scripts: { threads: 0, running: 0, waiting: 0 },
      imports: { threads: 0, running: 0, waiting: 0 },
      mockHosts: { threads: 0, pending: 0 },
    });
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 SERVICE_UNAVAILABLE, never 200', async () => {
    const t = await createTestApp();
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(problemSchema.parse(response.json()).code).toBe('SERVICE_UNAVAILABLE');
    await t.close();
  });
});
