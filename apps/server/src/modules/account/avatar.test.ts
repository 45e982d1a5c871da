import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@heron/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { problem, registerUser } from '../../../test/auth-helpers.js';
import {
  multipart,
  SCRIPT_SVG,
  TINY_GIF,
  TINY_PNG,
  type FilePart,
} from '../../../test/upload-helpers.js';
import { keyOfFileUrl } from '../files/index.js';

let t: TestApp;
let avatarsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  avatarsDir = path.join(t.config.dataDir, 'uploads', 'avatars');
});
afterAll(() => t.close());

const as = (token: string) => ({ heron_session: token });

function upload(token: string | undefined, ...parts: Parameters<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/account/avatar',
    ...(token ? { cookies: as(token) } : {}),
    ...multipart(...parts),
  });
}

const storedFiles = () => (fs.existsSync(avatarsDir) ? fs.readdirSync(avatarsDir).sort() : []);

async function sessionUser(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    cookies: as(token),
  });
  return response.json<{ user: { avatarUrl: string | null } }>().user;
}

describe('avatar upload', () => {
  it('stores a PNG under a random key and serves it with its type, nosniff and a long cache', async () => {
    const token = await registerUser(t.app, 'avatar-png@example.com');
    const response = await upload(token, { bytes: TINY_PNG, filename: 'me.png' });
    expect(response.statusCode).toBe(200);
    const url = response.json<{ user: { avatarUrl: string } }>().user.avatarUrl;
    expect(url).toMatch(/^\/api\/v1\/files\/avatars\/[A-Za-z0-9_-]{22}\.png$/);
    // The uploaded file's name is not used (a random key may hold the letters "me" by chance).
    expect(url).not.toContain('me.png');
    expect((await sessionUser(token)).avatarUrl).toBe(url);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', keyOfFileUrl(url)!))).toBe(true);
  });

  it('replacing the avatar removes the old file, and removing it removes the file', async () => {
    const token = await registerUser(t.app, 'avatar-swap@example.com');
    const first = (await upload(token, { bytes: TINY_PNG })).json<{
      user: { avatarUrl: string };
    }>().user.avatarUrl;
    const firstFile = path.basename(first);
    expect(storedFiles()).toContain(firstFile);

    // Named and labelled a PNG, but a GIF by content: the content decides.
    const replaced = await upload(token, {
      bytes: TINY_GIF,
      filename: 'x.png',
      contentType: 'image/png',
    });
    expect(replaced.statusCode).toBe(200);
    const second = replaced.json<{ user: { avatarUrl: string } }>().user.avatarUrl;
    expect(second).toMatch(/\.gif$/);
    expect(storedFiles()).not.toContain(firstFile);
    expect(storedFiles()).toContain(path.basename(second));
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const gif = await t.app.inject({ method: 'GET', url: second });
    expect(gif.headers['content-type']).toBe('image/gif');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/avatar',
      cookies: as(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().user.avatarUrl).toBeNull();
    expect(storedFiles()).not.toContain(path.basename(second));
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);

    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/avatar',
      cookies: as(token),
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses what is not a PNG, JPEG, GIF or WebP by content, whatever its name, and keeps nothing', async () => {
    const token = await registerUser(t.app, 'avatar-bad@example.com');
    const kept = (await upload(token, { bytes: TINY_PNG })).json<{
      user: { avatarUrl: string };
    }>().user.avatarUrl;
    const before = storedFiles();

    const disguised: FilePart[] = [
      { bytes: SCRIPT_SVG, filename: 'avatar.png', contentType: 'image/png' },
      { bytes: SCRIPT_SVG, filename: 'avatar.svg', contentType: 'image/svg+xml' },
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'a.jpg' },
      { bytes: Buffer.from('%PDF-1.7 not a picture'), filename: 'a.gif', contentType: 'image/gif' },
      { bytes: TINY_PNG.subarray(0, 4), filename: 'cut.png' }, // half a signature
      { bytes: Buffer.alloc(0), filename: 'empty.png' },
    ];
    for (const part of disguised) {
      const response = await upload(token, part);
      expect(response.statusCode, part.filename).toBe(415);
      expect(problem(response).code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    }
    expect(storedFiles()).toEqual(before);
    expect((await sessionUser(token)).avatarUrl).toBe(kept);
  });

  it(`refuses a file over ${AVATAR_MAX_BYTES} bytes with IMAGE_TOO_LARGE and keeps nothing`, async () => {
    const token = await registerUser(t.app, 'avatar-big@example.com');
    const before = storedFiles();
    const pngOfSize = (size: number) =>
      Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);

    // Just over the limit (caught while reading) and far over it (caught by its declared size).
    for (const size of [AVATAR_MAX_BYTES + 1, AVATAR_MAX_BYTES + 512 * 1024]) {
      const response = await upload(token, { bytes: pngOfSize(size) });
      expect(response.statusCode, String(size)).toBe(413);
      expect(problem(response).code).toBe('IMAGE_TOO_LARGE');
    }
    expect(storedFiles()).toEqual(before);
    expect((await sessionUser(token)).avatarUrl).toBeNull();

    const atLimit = await upload(token, { bytes: pngOfSize(AVATAR_MAX_BYTES) });
    expect(atLimit.statusCode).toBe(200);
  });

  it('needs multipart with one file in the field "file"', async () => {
    const token = await registerUser(t.app, 'avatar-form@example.com');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/avatar',
      cookies: as(token),
      payload: { file: TINY_PNG.toString('base64') },
    });
    expect(json.statusCode).toBe(415);
    expect(problem(json).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    for (const parts of [
      [{ field: 'name', value: 'no file here' }],
      [{ field: 'picture', bytes: TINY_PNG }],
    ] as Parameters<typeof multipart>[]) {
      const response = await upload(token, ...parts);
      expect(response.statusCode).toBe(400);
      expect(problem(response).errors).toContainEqual({
        in: 'body',
        pointer: '/file',
        message: 'validation.required',
      });
    }

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/avatar',
      cookies: as(token),
      headers: { 'content-type': 'multipart/form-data' }, // no boundary
      payload: 'garbage',
    });
    expect(broken.statusCode).toBe(400);
    expect((await sessionUser(token)).avatarUrl).toBeNull();
  });

  it('needs a session to upload or remove', async () => {
    const response = await upload(undefined, { bytes: TINY_PNG });
    expect(response.statusCode).toBe(401);
    expect(problem(response).code).toBe('UNAUTHENTICATED');
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/v1/account/avatar' });
    expect(removed.statusCode).toBe(401);
  });
});

describe('GET /api/v1/files', () => {
  it('answers 404 for unknown keys and for anything that tries to leave the store', async () => {
    // A file beside the store that a traversal would be after.
    fs.mkdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.png'), TINY_PNG);
    fs.writeFileSync(path.join(t.config.dataDir, 'uploads', 'secret.png'), TINY_PNG);

    for (const url of [
      '/api/v1/files/avatars/AAAAAAAAAAAAAAAAAAAAAA.png',
      '/api/v1/files/avatars/..%2Fsecret.png',
      '/api/v1/files/avatars/..%2F..%2Fsecret.png',
      '/api/v1/files/..%2F..%2Fsecret.png/x',
      '/api/v1/files/avatars/%2e%2e%2f%2e%2e%2fsecret.png',
      '/api/v1/files/avatars/..%5C..%5Csecret.png',
      '/api/v1/files/avatars/%2Fetc%2Fpasswd',
      '/api/v1/files/../../secret.png',
      '/api/v1/files/avatars/secret.png',
      '/api/v1/files/avatars',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(TINY_PNG.subarray(0, 8)), url).toBe(false);
    }
  });
});

describe('keyOfFileUrl', () => {
  it('finds the key of our own file addresses only', () => {
    expect(keyOfFileUrl('/api/v1/files/avatars/AbCdEfGhIjKlMnOpQrStUv.png')).toBe(
      'avatars/AbCdEfGhIjKlMnOpQrStUv.png',
    );
    // A provider's picture, or anything odd, is never taken for a stored file to delete.
    expect(keyOfFileUrl('https://avatars.githubusercontent.com/u/1?v=4')).toBeUndefined();
    expect(keyOfFileUrl('/api/v1/files/../../etc/passwd')).toBeUndefined();
    expect(keyOfFileUrl(null)).toBeUndefined();
  });
});
