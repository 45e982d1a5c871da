import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@heron/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Issue 20: each route is declared once, in the contract's table, and the server registers it
// from there, so the web app's calls and the server's routes cannot drift apart.
describe('the server and the contract route table', () => {
  const key = (method: string, path: string) => `${method} ${path}`;

  it('serves every route of the table', () => {
    const served = new Set(t.app.registeredRoutes.map((route) => key(route.method, route.url)));
    const missing = API_ROUTES.filter((route) => !served.has(key(route.method, route.path)));
    expect(missing.map((route) => route.operationId)).toEqual([]);
  });

  it('serves no API route that the table lacks', () => {
    const declared = new Set(API_ROUTES.map((route) => key(route.method, route.path)));
    const undeclared = t.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && !route.hidden && route.method !== 'HEAD')
      .filter((route) => !declared.has(key(route.method, route.url)));
    expect(undeclared.map((route) => key(route.method, route.url))).toEqual([]);
  });
});
