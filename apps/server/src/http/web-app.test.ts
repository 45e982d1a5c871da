import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tempDir, type TestApp } from '../../test/test-app.js';

let t: TestApp;
/** A script well over the 1 KB below which answers are not compressed. */
const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i}`))};`;
const PRECOMPRESSED = 'login-page-a1b2c3.js';
const PRECOMPRESSED_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `row ${i * 7919}` })))};`;
const STRONGEST = {
  br: zlib.brotliCompressSync(PRECOMPRESSED_SCRIPT, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }),
  gzip: zlib.gzipSync(PRECOMPRESSED_SCRIPT, { level: 9 }),
};

beforeAll(async () => {
  const dist = tempDir('heron-web-');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><meta name="heron-default-language" content="" /></head><body>app</body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'team-list-abc123.js'), 'export default 1;');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(dist, 'assets', 'vendor-def456.js'), BIG_SCRIPT);
  // As the build leaves a file: beside it, its brotli and gzip at the strongest settings.
  fs.writeFileSync(path.join(dist, 'assets', PRECOMPRESSED), PRECOMPRESSED_SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', `${PRECOMPRESSED}.br`), STRONGEST.br);
  fs.writeFileSync(path.join(dist, 'assets', `${PRECOMPRESSED}.gz`), STRONGEST.gzip);
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

describe('compression (issue 20)', () => {
  const asset = '/assets/vendor-def456.js';

  it('sends a large asset as brotli when the browser takes it, still cached for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the file as it is to a client that asks for no encoding', async () => {
    const response = await t.app.inject({ method: 'GET', url: asset });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it('compresses a large API answer, and leaves a small one alone', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const document = JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString()) as {
      openapi: string;
    };
    expect(document.openapi).toMatch(/^3\./);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });
});

describe('files the build compressed (issue 20)', () => {
  const asset = `/assets/${PRECOMPRESSED}`;

  it('the files differ from what compressing per request would send, so the test can tell', () => {
    const perRequest = zlib.brotliCompressSync(PRECOMPRESSED_SCRIPT, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    expect(perRequest.equals(STRONGEST.br)).toBe(false);
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ] as const)('sends the %s file as it is, cached for a year', async (encoding, accepted) => {
    const response = await t.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-length']).toBe(String(STRONGEST[encoding].length));
    expect(response.rawPayload.equals(STRONGEST[encoding])).toBe(true);
  });

  it('sends the plain file to a client that takes no encoding', async () => {
    const response = await t.app.inject({ method: 'GET', url: asset });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(PRECOMPRESSED_SCRIPT);
    expect(response.headers.vary).toBe('accept-encoding');
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
