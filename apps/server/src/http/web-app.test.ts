import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tempDir, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  const dist = tempDir('heron-web-');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><meta name="heron-default-language" content="" /></head><body>app</body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'team-list-abc123.js'), 'export default 1;');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  t = await createTestApp({ webDistDir: dist, defaultLanguage: 'ja' });
});
afterAll(() => t.close());

describe('the built web app', () => {
  it.each(['/', '/project/list', '/manage/team/7/project/9/team-setting', '/index.html'])(
    'serves index.html for the client route %s with the default language written in',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<meta name="heron-default-language" content="ja" />');
    },
  );

  it('serves hashed assets with a year of caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/team-list-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files without long caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 (not the app) for a missing chunk, so the browser sees the load fail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('never answers an API address with the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers 404 for a non-GET on a client route', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/project/list' });
    expect(response.statusCode).toBe(404);
  });
});

describe('without a built web app', () => {
  it('says how to build it', async () => {
    const bare = await createTestApp();
    const response = await bare.app.inject({ method: 'GET', url: '/project/list' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toContain('npm run build');
    await bare.close();
  });
});
