import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCodes } from '../../db/schema/index.js';
import { problem, registerUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sha256 } from './secrets.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CALLBACK = 'vscode://heron.heron-vscode/auth?state=a%20b&x=1';

let counter = 0;
async function signedIn(name = 'Ada') {
  counter += 1;
  return registerUser(t.app, `editor-${counter}@example.com`, { name });
}

function askCode(token: string | undefined, redirectUri: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/editor-codes',
    cookies: token ? { heron_session: token } : {},
    payload: { redirectUri },
  });
}

function trade(code: string, redirectUri: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/editor-token',
    payload: { code, redirectUri },
  });
}

async function codeFor(token: string, redirectUri = CALLBACK) {
  const response = await askCode(token, redirectUri);
  expect(response.statusCode).toBe(201);
  const { redirectUrl } = response.json<{ redirectUrl: string }>();
  const code = new URL(redirectUrl).searchParams.get('code')!;
  return { redirectUrl, code };
}

describe('editor sign-in', () => {
  it('publishes the allowed callback schemes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/editor-callback-schemes',
    });
    expect(response.json()).toEqual({
      schemes: ['vscode', 'vscode-insiders', 'vscodium', 'cursor', 'windsurf'],
    });
  });

  it('hands a one-time code to the callback, which the extension trades for a Bearer token', async () => {
    const token = await signedIn('Ada');
    const response = await askCode(token, CALLBACK);
    expect(response.statusCode).toBe(201);
    const { redirectUrl, expiresInSeconds } = response.json();
    expect(expiresInSeconds).toBe(300);
    // The callback's own query is kept as it was, with the code added.
    expect(redirectUrl).toMatch(
      /^vscode:\/\/heron\.heron-vscode\/auth\?state=a%20b&x=1&code=[A-Za-z0-9_-]{43}$/,
    );
    const code = new URL(redirectUrl).searchParams.get('code')!;
    // Stored hashed, bound to the callback.
    const [row] = await t.database.db
      .select()
      .from(editorCodes)
      .where(eq(editorCodes.codeHash, sha256(code)));
    expect(row).toMatchObject({ redirectUri: CALLBACK, consumedAt: null });
    expect(JSON.stringify(row)).not.toContain(code);

    const traded = await trade(code, CALLBACK);
    expect(traded.statusCode).toBe(200);
    const body = traded.json();
    expect(body.user.name).toBe('Ada');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(token);
    expect(traded.cookies).toEqual([]); // the extension gets a token, not a cookie

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.name).toBe('Ada');
  });

  it('needs a signed-in person', async () => {
    const response = await askCode(undefined, CALLBACK);
    expect(response.statusCode).toBe(401);
    expect(problem(response).code).toBe('UNAUTHENTICATED');
  });

  it.each([
    'https://evil.example/auth',
    'http://localhost/auth',
    'javascript:alert(document.cookie)',
    'javascript://heron.ext/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'zed://heron.ext/auth',
    'vscode:heron.ext/auth',
    'vscode://heron.ext/auth#fragment',
    'vscode://user@heron.ext/auth',
    'vscode://heron.ext/auth?code=planted',
    'vscode://heron.ext/a b',
    'not a uri',
  ])('refuses the callback %j', async (redirectUri) => {
    const token = await signedIn();
    const response = await askCode(token, redirectUri);
    expect(response.statusCode).toBe(400);
    expect(problem(response).code).toBe('EDITOR_REDIRECT_NOT_ALLOWED');
  });

  it('refuses a missing or overlong callback as invalid input', async () => {
    const token = await signedIn();
    for (const redirectUri of ['', undefined, 42, `vscode://a.b/${'x'.repeat(1100)}`]) {
      const response = await askCode(token, redirectUri);
      expect(response.statusCode).toBe(400);
      expect(problem(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('a code works once', async () => {
    const { code } = await codeFor(await signedIn());
    expect((await trade(code, CALLBACK)).statusCode).toBe(200);
    const again = await trade(code, CALLBACK);
    expect(again.statusCode).toBe(400);
    expect(problem(again).code).toBe('EDITOR_CODE_INVALID');
  });

  it('a code works once even when two trades race', async () => {
    const { code } = await codeFor(await signedIn());
    const answers = await Promise.all(Array.from({ length: 4 }, () => trade(code, CALLBACK)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('a code expires after five minutes', async () => {
    const { code } = await codeFor(await signedIn());
    await t.database.db
      .update(editorCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(editorCodes.codeHash, sha256(code)));
    const late = await trade(code, CALLBACK);
    expect(late.statusCode).toBe(400);
    expect(problem(late).code).toBe('EDITOR_CODE_INVALID');
  });

  it('a code only works with the callback it was issued for', async () => {
    const { code } = await codeFor(await signedIn());
    for (const other of [
      'vscode://heron.heron-vscode/auth',
      'vscode://evil.ext/auth?state=a%20b&x=1',
      'cursor://heron.heron-vscode/auth?state=a%20b&x=1',
    ]) {
      const response = await trade(code, other);
      expect(response.statusCode).toBe(400);
      expect(problem(response).code).toBe('EDITOR_CODE_INVALID');
    }
    // A wrong guess does not use up the code for its real callback.
    expect((await trade(code, CALLBACK)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown code', 'a'.repeat(43)],
    ['a malformed code', 'nope'],
  ])('refuses %s', async (_, code) => {
    const response = await trade(code, CALLBACK);
    expect(response.statusCode).toBe(400);
    expect(problem(response).code).toBe('EDITOR_CODE_INVALID');
  });
});

describe('editor sign-in with a configured allow-list', () => {
  let custom: TestApp;
  beforeAll(async () => {
    custom = await createTestApp({ editorCallbackSchemes: ['zed'] });
  });
  afterAll(() => custom.close());

  it('allows only the configured schemes', async () => {
    const token = await registerUser(custom.app, 'zed@example.com');
    const ask = (redirectUri: string) =>
      custom.app.inject({
        method: 'POST',
        url: '/api/v1/auth/editor-codes',
        cookies: { heron_session: token },
        payload: { redirectUri },
      });
    expect((await ask('zed://heron.ext/auth')).statusCode).toBe(201);
    const vscode = await ask('vscode://heron.ext/auth');
    expect(vscode.statusCode).toBe(400);
    expect(problem(vscode).code).toBe('EDITOR_REDIRECT_NOT_ALLOWED');
  });
});
