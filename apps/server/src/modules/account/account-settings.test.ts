import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { PASSWORD, poster, problem, registerUser } from '../../../test/auth-helpers.js';

let t: TestApp;
let post: ReturnType<typeof poster>;
beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
});
afterAll(() => t.close());

const as = (token: string) => ({ heron_session: token });

describe('account settings', () => {
  it('changes the name, trimmed, and refuses an empty or overlong one', async () => {
    const token = await registerUser(t.app, 'name@example.com');
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/profile',
      cookies: as(token),
      payload: { name: '  Grace Hopper ' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Grace Hopper');

    for (const [name, message] of [
      ['', 'validation.required'],
      ['x'.repeat(65), 'validation.nameLength'],
    ] as const) {
      const bad = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account/profile',
        cookies: as(token),
        payload: { name },
      });
      expect(bad.statusCode).toBe(400);
      expect(problem(bad).errors).toContainEqual({ in: 'body', pointer: '/name', message });
    }
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: as(token),
    });
    expect(session.json().user.name).toBe('Grace Hopper');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/profile',
      payload: { name: 'Nobody' },
    });
    expect(response.statusCode).toBe(401);
    expect(problem(response).code).toBe('UNAUTHENTICATED');
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const token = await registerUser(t.app, 'pw@example.com');
    const other = (
      await post('/api/v1/auth/login/email', { email: 'pw@example.com', password: PASSWORD })
    ).cookies.find((c) => c.name === 'heron_session')!.value;

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      cookies: as(token),
      payload: {
        currentPassword: 'not it at all',
        password: 'next password 1',
        confirmPassword: 'next password 1',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(problem(wrong).code).toBe('WRONG_PASSWORD');

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      cookies: as(token),
      payload: {
        currentPassword: PASSWORD,
        password: 'next password 1',
        confirmPassword: 'next password 2',
      },
    });
    expect(problem(mismatch).errors).toContainEqual({
      in: 'body',
      pointer: '/confirmPassword',
      message: 'validation.passwordMismatch',
    });

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      cookies: as(token),
      payload: {
        currentPassword: PASSWORD,
        password: 'next password 1',
        confirmPassword: 'next password 1',
      },
    });
    expect(changed.statusCode).toBe(204);
    const here = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: as(token),
    });
    expect(here.statusCode).toBe(200);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: as(other),
    });
    expect(elsewhere.statusCode).toBe(401);
    const oldPassword = await post('/api/v1/auth/login/email', {
      email: 'pw@example.com',
      password: PASSWORD,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post('/api/v1/auth/login/email', {
      email: 'pw@example.com',
      password: 'next password 1',
    });
    expect(newPassword.statusCode).toBe(200);
  });
});
