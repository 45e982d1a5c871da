import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DebugAuth, DebugOAuthTokenStatus } from '@heron/contract';
import { AppProviders } from '../../../app/app-providers';
import { json, problem, stubApi } from '../../../test/stub-api';
import { clearSessionVariables, setSessionVariables } from '../api/session-variables';
import { AuthEditor, emptyAuth } from '../request/auth-editor';
import { announceSignIn, SIGN_IN_MESSAGE_TYPE, type SignInOutcome } from './sign-in-message';
import { DEBUG_OAUTH_TEST_IDS } from './test-ids';

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 60_000 };

const PROJECT = 'a0000000-0000-4000-8000-000000000001';
const ENVIRONMENT = 'b0000000-0000-4000-8000-000000000002';
const BASE = `/api/v1/projects/${PROJECT}/debug/oauth`;
const AUTHORIZE = `POST ${BASE}/authorize`;
const STATUS = `POST ${BASE}/token`;
const FORGET = `DELETE ${BASE}/token`;
const PROVIDER_URL = 'https://provider.example/authorize?state=st-1';
const EXPIRES_AT = '2099-01-01T10:00:00.000Z';

const AUTH: DebugAuth = {
  ...(emptyAuth('oauth2') as Extract<DebugAuth, { type: 'oauth2' }>),
  grant: 'authorization_code',
  authorizationUrl: 'https://provider.example/authorize',
  tokenUrl: '{{tokenUrl}}',
  clientId: 'heron-web',
};

const NO_TOKEN: DebugOAuthTokenStatus = { hasToken: false, expiresAt: null };
const TOKEN: DebugOAuthTokenStatus = { hasToken: true, expiresAt: EXPIRES_AT };

/** The popup window.open hands back, recording where it was sent. */
function fakePopup() {
  return { location: { href: '' }, close: vi.fn() };
}

let openSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  clearSessionVariables(PROJECT);
  openSpy = vi.fn(() => fakePopup());
  vi.stubGlobal('open', openSpy);
});
afterEach(() => clearSessionVariables(PROJECT));

function renderEditor(auth: DebugAuth = AUTH) {
  const onChange = vi.fn();
  render(
    <AppProviders>
      <AuthEditor
        auth={auth}
        onChange={onChange}
        oauth={{ projectId: PROJECT, environmentId: ENVIRONMENT }}
      />
    </AppProviders>,
  );
}

/** What the callback page sends the opener. */
function callbackSays(state: string, outcome: SignInOutcome, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: SIGN_IN_MESSAGE_TYPE, state, outcome },
        origin,
      }),
    );
  });
}

const status = () => screen.getByTestId(DEBUG_OAUTH_TEST_IDS.status).textContent;
const getToken = () => fireEvent.click(screen.getByTestId(DEBUG_OAUTH_TEST_IDS.getToken));
const error = () => screen.findByTestId(DEBUG_OAUTH_TEST_IDS.error);

describe('AuthEditor: OAuth 2.0 sign-in (authorization code)', SLOW, () => {
  it('shows the callback URL to register and the token status', async () => {
    stubApi({ [STATUS]: () => json(NO_TOKEN) });
    renderEditor();
    expect(screen.getByTestId(DEBUG_OAUTH_TEST_IDS.callbackUrl).textContent).toBe(
      `${window.location.origin}/oauth/callback`,
    );
    await waitFor(() => expect(status()).toBe('No access token yet.'));
    expect(screen.getByTestId(DEBUG_OAUTH_TEST_IDS.clearToken).closest('button')!.disabled).toBe(
      true,
    );
  });

  it('leaves the sign-in out for other grants', () => {
    stubApi({});
    renderEditor({ ...AUTH, grant: 'client_credentials' } as DebugAuth);
    expect(screen.queryByTestId(DEBUG_OAUTH_TEST_IDS.section)).toBeNull();
  });

  it('signs in through a popup and shows the token once the callback reports', async () => {
    setSessionVariables(PROJECT, {
      environment: { tokenUrl: 'https://t' },
      collection: {},
      globals: {},
    });
    let current = NO_TOKEN;
    const api = stubApi({
      [STATUS]: () => json(current),
      [AUTHORIZE]: () => json({ url: PROVIDER_URL, state: 'st-1' }),
    });
    const popup = fakePopup();
    openSpy.mockReturnValue(popup);
    renderEditor();
    await waitFor(() => expect(status()).toBe('No access token yet.'));

    getToken();
    await waitFor(() => expect(popup.location.href).toBe(PROVIDER_URL));
    expect(openSpy).toHaveBeenCalledTimes(1);
    // An empty redirect URI becomes Heron's callback page; the session's values go along.
    expect(api.callsTo(AUTHORIZE)[0]?.body).toEqual({
      auth: { ...AUTH, redirectUri: `${window.location.origin}/oauth/callback` },
      environmentId: ENVIRONMENT,
      session: { environment: { tokenUrl: 'https://t' }, collection: {}, globals: {} },
    });
    expect(screen.getByTestId(DEBUG_OAUTH_TEST_IDS.waiting)).toBeTruthy();

    // Another sign-in's answer, or one from another origin, is not ours.
    current = TOKEN;
    callbackSays('someone-else', { ok: false, code: 'AUTH_FAILED', message: 'no' });
    callbackSays('st-1', { ok: false, code: 'AUTH_FAILED', message: 'no' }, 'https://evil.example');
    expect(screen.queryByTestId(DEBUG_OAUTH_TEST_IDS.error)).toBeNull();
    expect(screen.getByTestId(DEBUG_OAUTH_TEST_IDS.waiting)).toBeTruthy();

    callbackSays('st-1', { ok: true, expiresAt: EXPIRES_AT });
    await waitFor(() => expect(status()).toMatch(/^Token obtained, expires at .*2099/));
    expect(screen.queryByTestId(DEBUG_OAUTH_TEST_IDS.waiting)).toBeNull();
    expect(screen.queryByTestId(DEBUG_OAUTH_TEST_IDS.error)).toBeNull();
  });

  it('says when the token has expired', async () => {
    stubApi({ [STATUS]: () => json({ hasToken: true, expiresAt: '2001-02-03T04:05:00.000Z' }) });
    renderEditor();
    await waitFor(() => expect(status()).toMatch(/^The token expired at .*2001/));
  });

  it('says when the provider gave no expiry', async () => {
    stubApi({ [STATUS]: () => json({ hasToken: true, expiresAt: null }) });
    renderEditor();
    await waitFor(() => expect(status()).toBe('Token obtained; the provider gave no expiry.'));
  });

  it('hears the callback page on the channel when the popup lost its opener', async () => {
    // Same-origin channels of one browser, as BroadcastChannel delivers between windows.
    const open = new Set<BusChannel>();
    class BusChannel {
      onmessage: ((event: MessageEvent) => void) | null = null;
      constructor(readonly name: string) {
        open.add(this);
      }
      postMessage(data: unknown) {
        for (const other of open) {
          if (other !== this && other.name === this.name) {
            other.onmessage?.(new MessageEvent('message', { data }));
          }
        }
      }
      close() {
        open.delete(this);
      }
    }
    vi.stubGlobal('BroadcastChannel', BusChannel);
    let current = NO_TOKEN;
    stubApi({
      [STATUS]: () => json(current),
      [AUTHORIZE]: () => json({ url: PROVIDER_URL, state: 'st-1' }),
    });
    const popup = fakePopup();
    openSpy.mockReturnValue(popup);
    renderEditor();
    getToken();
    await waitFor(() => expect(popup.location.href).toBe(PROVIDER_URL));
    current = TOKEN;
    // What the callback page does, with no window.opener to talk to.
    act(() => announceSignIn('st-1', { ok: true, expiresAt: EXPIRES_AT }));
    await waitFor(() => expect(status()).toMatch(/^Token obtained, expires at/));
    // The editor stopped listening once answered.
    expect(open.size).toBe(0);
  });

  it('clears the token', async () => {
    const api = stubApi({ [STATUS]: () => json(TOKEN), [FORGET]: () => json(NO_TOKEN) });
    renderEditor();
    await waitFor(() => expect(status()).toMatch(/^Token obtained/));
    fireEvent.click(screen.getByTestId(DEBUG_OAUTH_TEST_IDS.clearToken));
    await waitFor(() => expect(status()).toBe('No access token yet.'));
    expect(api.callsTo(FORGET)[0]?.body).toMatchObject({ auth: AUTH, environmentId: ENVIRONMENT });
  });

  it('says so when the browser blocks the popup, without starting a sign-in', async () => {
    const api = stubApi({ [STATUS]: () => json(NO_TOKEN) });
    openSpy.mockReturnValue(null);
    renderEditor();
    getToken();
    expect((await error()).textContent).toContain('The browser blocked the sign-in window');
    expect(api.callsTo(AUTHORIZE)).toEqual([]);
  });

  it('names the fields the server refused, and closes the popup', async () => {
    stubApi({
      [STATUS]: () => json(NO_TOKEN),
      [AUTHORIZE]: () =>
        problem('VALIDATION_FAILED', {
          errors: [{ in: 'body', pointer: '/auth/tokenUrl', message: 'Unknown variable' }],
        }),
    });
    const popup = fakePopup();
    openSpy.mockReturnValue(popup);
    renderEditor();
    getToken();
    const shown = await error();
    expect(shown.textContent).toContain('The sign-in could not start. Check:');
    expect(shown.textContent).toContain('Token URL');
    expect(popup.close).toHaveBeenCalled();
  });

  it("shows the provider's refusal and a failed exchange in their own words", async () => {
    stubApi({
      [STATUS]: () => json(NO_TOKEN),
      [AUTHORIZE]: () => json({ url: PROVIDER_URL, state: 'st-1' }),
    });
    const popup = fakePopup();
    openSpy.mockReturnValue(popup);
    renderEditor();
    getToken();
    await waitFor(() => expect(popup.location.href).toBe(PROVIDER_URL));
    callbackSays('st-1', {
      ok: false,
      code: 'PROVIDER_ERROR',
      message: 'The authorization server gave no code: access_denied.',
    });
    const refused = await error();
    expect(refused.textContent).toContain('The provider refused the sign-in');
    expect(refused.textContent).toContain('access_denied');

    getToken();
    await waitFor(() => expect(screen.queryByTestId(DEBUG_OAUTH_TEST_IDS.error)).toBeNull());
    await waitFor(() => expect(screen.getByTestId(DEBUG_OAUTH_TEST_IDS.waiting)).toBeTruthy());
    callbackSays('st-1', {
      ok: false,
      code: 'AUTH_FAILED',
      message: 'The OAuth 2.0 token endpoint gave no token: invalid_grant.',
    });
    const failed = await error();
    expect(failed.textContent).toContain('No access token was obtained');
    expect(failed.textContent).toContain('invalid_grant');
  });
});
