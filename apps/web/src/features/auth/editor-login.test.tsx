import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fillIn } from '../../test/form-helpers';
import { renderRoutes } from '../../test/render-with-providers';
import {
  SIGNED_IN,
  SIGNED_OUT,
  TEST_USER,
  json,
  problem,
  stubApi,
  type StubHandler,
} from '../../test/stub-api';
import type * as EditorCallbackModule from './lib/editor-callback';
import { openEditor } from './lib/editor-callback';
import { LoginPage } from './login-page';

vi.mock('./lib/editor-callback', async (importOriginal) => ({
  ...(await importOriginal<typeof EditorCallbackModule>()),
  // Chromium and jsdom cannot open vscode://; the hand-off is checked at this seam.
  openEditor: vi.fn(),
}));

const CALLBACK = 'vscode://heron.heron-vscode/auth?state=xyz';
const REDIRECT_URL = `${CALLBACK}&code=${'c'.repeat(43)}`;

const EDITOR_ROUTES: Record<string, StubHandler> = {
  'GET /api/v1/auth/editor-callback-schemes': () =>
    json({ schemes: ['vscode', 'vscode-insiders', 'vscodium', 'cursor', 'windsurf'] }),
  'GET /api/v1/auth/accounts': () => json({ accounts: [] }),
  'POST /api/v1/auth/editor-codes': () =>
    json({ redirectUrl: REDIRECT_URL, expiresInSeconds: 300 }, 201),
};

function renderLogin(redirect: string) {
  return renderRoutes(
    [
      { path: '/user/login', element: <LoginPage /> },
      { path: '*', element: null },
    ],
    `/user/login?redirect=${encodeURIComponent(redirect)}`,
  );
}

afterEach(() => {
  vi.mocked(openEditor).mockClear();
});

describe('signing in for an editor extension', () => {
  it('asks someone already signed in to confirm, then opens the editor with a code', async () => {
    const api = stubApi({ ...SIGNED_IN, ...EDITOR_ROUTES });
    const { router } = renderLogin(CALLBACK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to VS Code' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'The heron.heron-vscode extension in VS Code asks to use your Heron account.',
      ),
    ).toBeTruthy();
    const go = screen.getByRole('button', { name: 'Continue to VS Code as Ada Lovelace' });
    // Never handed over silently.
    expect(api.callsTo('POST /api/v1/auth/editor-codes')).toHaveLength(0);
    expect(openEditor).not.toHaveBeenCalled();

    fireEvent.click(go);
    expect(await screen.findByText('VS Code was opened')).toBeTruthy();
    expect(openEditor).toHaveBeenCalledWith(REDIRECT_URL);
    expect(api.callsTo('POST /api/v1/auth/editor-codes')[0]?.body).toEqual({
      redirectUri: CALLBACK,
    });
    expect(screen.getByRole('link', { name: 'Open VS Code again' }).getAttribute('href')).toBe(
      REDIRECT_URL,
    );
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it('hands off at once after signing in on the page', async () => {
    let user: typeof TEST_USER | null = null;
    const api = stubApi({
      ...EDITOR_ROUTES,
      'GET /api/v1/auth/session': () => (user ? json({ user }) : problem('UNAUTHENTICATED')),
      'POST /api/v1/auth/login/email': () => {
        user = TEST_USER;
        return json({ user });
      },
    });
    renderLogin(CALLBACK);
    expect(
      await screen.findByText('Log in to continue to VS Code (extension heron.heron-vscode).'),
    ).toBeTruthy();
    fillIn('Email address', 'ada@example.com');
    fillIn('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('VS Code was opened')).toBeTruthy();
    expect(openEditor).toHaveBeenCalledTimes(1);
    expect(openEditor).toHaveBeenCalledWith(REDIRECT_URL);
    expect(api.callsTo('POST /api/v1/auth/editor-codes')).toHaveLength(1);
  });

  it('can hand off another account of this browser instead', async () => {
    const bob = { ...TEST_USER, id: 'u2', name: 'Bob Babbage', email: 'bob@example.com' };
    let active = TEST_USER;
    const api = stubApi({
      ...EDITOR_ROUTES,
      'GET /api/v1/auth/session': () => json({ user: active }),
      'GET /api/v1/auth/accounts': () =>
        json({
          accounts: [
            {
              id: bob.id,
              name: bob.name,
              email: bob.email,
              phoneMasked: null,
              avatarUrl: null,
              isActive: false,
            },
          ],
        }),
      'POST /api/v1/auth/accounts/switch': () => {
        active = bob;
        return json({ user: bob });
      },
    });
    renderLogin(CALLBACK);
    fireEvent.click(await screen.findByRole('button', { name: 'Use another account' }));
    expect(await screen.findByText('Choose the account to use in VS Code.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Continue as Bob Babbage/ }));
    expect(await screen.findByText('VS Code was opened')).toBeTruthy();
    expect(api.callsTo('POST /api/v1/auth/accounts/switch')[0]?.body).toEqual({ userId: 'u2' });
    expect(openEditor).toHaveBeenCalledWith(REDIRECT_URL);
  });

  it.each([
    'https://evil.example/steal',
    'zed://heron.ext/auth',
    'vscode://heron.ext/auth#x',
    'javascript:alert(1)',
    '//evil.example',
  ])('treats %s as no editor callback and stays on the site', async (redirect) => {
    const api = stubApi({ ...SIGNED_IN, ...EDITOR_ROUTES });
    const { router } = renderLogin(redirect);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/list'));
    expect(api.callsTo('POST /api/v1/auth/editor-codes')).toHaveLength(0);
    expect(openEditor).not.toHaveBeenCalled();
  });

  it('shows the server refusing the callback, and opens nothing', async () => {
    stubApi({
      ...SIGNED_IN,
      ...EDITOR_ROUTES,
      'POST /api/v1/auth/editor-codes': () => problem('EDITOR_REDIRECT_NOT_ALLOWED'),
    });
    renderLogin(CALLBACK);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Continue to VS Code as Ada Lovelace' }),
    );
    expect(await screen.findByText('This editor address is not allowed.')).toBeTruthy();
    expect(openEditor).not.toHaveBeenCalled();
  });

  it('falls back to the site when the allowed schemes cannot be read', async () => {
    stubApi({
      ...SIGNED_IN,
      ...EDITOR_ROUTES,
      'GET /api/v1/auth/editor-callback-schemes': () => problem('NOT_FOUND'),
    });
    const { router } = renderLogin(CALLBACK);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/list'));
    expect(openEditor).not.toHaveBeenCalled();
  });

  it('speaks the interface language', async () => {
    stubApi({ ...SIGNED_OUT, ...EDITOR_ROUTES });
    renderLogin('cursor://heron.heron/auth');
    const { i18n } = await import('../../app/i18n');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await screen.findByText('登录后继续前往 Cursor（扩展 heron.heron）。')).toBeTruthy();
  });
});
