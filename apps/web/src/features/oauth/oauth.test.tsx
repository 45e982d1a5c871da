import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../app/routes';
import { renderRoutes } from '../../test/render-with-providers';
import {
  SIGNED_IN,
  SIGNED_OUT,
  TEST_USER,
  json,
  noContent,
  problem,
  stubApi,
} from '../../test/stub-api';
import { leaveFor } from './lib/leave-for';

vi.mock('./lib/leave-for', () => ({ leaveFor: vi.fn() }));

const ALL_SET_UP = {
  providers: [
    { id: 'google', configured: true },
    { id: 'github', configured: true },
    { id: 'wechat', configured: true },
  ],
};
const NONE_SET_UP = {
  providers: ALL_SET_UP.providers.map((p) => ({ ...p, configured: false })),
};
const TICKET = {
  provider: 'github',
  displayName: 'octocat',
  email: 'octo@example.com',
  avatarUrl: null,
  returnTo: '/team/list',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
  window.sessionStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('provider buttons on the sign-in page', () => {
  it('say which providers are not set up, and do nothing for them', async () => {
    const api = stubApi({ ...SIGNED_OUT, 'GET /api/v1/oauth/providers': () => json(NONE_SET_UP) });
    renderRoutes(routes, '/user/login', { root: true });
    expect(
      await screen.findByText('Not set up on this server: Google, GitHub, WeChat'),
    ).toBeTruthy();
    const google = screen.getByRole('button', { name: /Google/ });
    expect(google.hasAttribute('disabled')).toBe(true);
    fireEvent.click(google);
    expect(api.callsTo('POST /api/v1/oauth/google/authorizations')).toHaveLength(0);
  });

  it('start a sign-in that returns to the redirect, and leave for the provider', async () => {
    const api = stubApi({
      ...SIGNED_OUT,
      'GET /api/v1/oauth/providers': () => json(ALL_SET_UP),
      'POST /api/v1/oauth/github/authorizations': () =>
        json({ authorizationUrl: 'https://github.example/authorize?state=s' }),
    });
    renderRoutes(routes, '/user/login?redirect=%2Fteam%2Flist', { root: true });
    fireEvent.click(await screen.findByRole('button', { name: /GitHub/ }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://github.example/authorize?state=s'),
    );
    expect(api.callsTo('POST /api/v1/oauth/github/authorizations')[0]!.body).toEqual({
      intent: 'login',
      returnTo: '/team/list',
    });
  });

  it('show why a start was refused', async () => {
    stubApi({
      ...SIGNED_OUT,
      'GET /api/v1/oauth/providers': () => json(ALL_SET_UP),
      'POST /api/v1/oauth/wechat/authorizations': () => problem('PROVIDER_NOT_CONFIGURED'),
    });
    renderRoutes(routes, '/user/login', { root: true });
    fireEvent.click(await screen.findByRole('button', { name: /WeChat/ }));
    expect(
      await screen.findByText(
        'This login method is not set up on this server. Ask your administrator.',
      ),
    ).toBeTruthy();
    expect(leaveFor).not.toHaveBeenCalled();
  });
});

describe('/user/login-3party', () => {
  it('shows a failed round trip with its reason', async () => {
    stubApi(SIGNED_OUT);
    renderRoutes(routes, '/user/login-3party?error=WECHAT_ALREADY_REGISTERED&provider=wechat', {
      root: true,
    });
    expect(await screen.findByText('Could not log in with WeChat')).toBeTruthy();
    expect(screen.getByText('This WeChat is already registered.')).toBeTruthy();
  });

  it('takes the ticket out of the address and offers a new account or logging in to bind', async () => {
    stubApi({ ...SIGNED_OUT, 'POST /api/v1/oauth/ticket': () => json(TICKET) });
    window.history.replaceState(null, '', '/user/login-3party#ticket=abc123');
    const { router } = renderRoutes(routes, '/user/login-3party', { root: true });
    expect(await screen.findByText('You logged in with GitHub as octocat.')).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.getItem('heron.oauthTicket')).toBe('abc123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in to link an existing account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Flogin-3party');
  });

  it('binds to the signed-in account and goes where the sign-in started', async () => {
    window.sessionStorage.setItem('heron.oauthTicket', 'abc123');
    const api = stubApi({
      ...SIGNED_IN,
      'POST /api/v1/oauth/ticket': () => json(TICKET),
      'POST /api/v1/oauth/ticket/bind': () => json({ user: TEST_USER }),
    });
    const { router } = renderRoutes(routes, '/user/login-3party', { root: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Link to my account Ada Lovelace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/list'));
    expect(api.callsTo('POST /api/v1/oauth/ticket/bind')[0]!.body).toEqual({ ticket: 'abc123' });
    expect(window.sessionStorage.getItem('heron.oauthTicket')).toBeNull();
  });

  it('says an expired ticket has expired', async () => {
    window.sessionStorage.setItem('heron.oauthTicket', 'old');
    stubApi({ ...SIGNED_OUT, 'POST /api/v1/oauth/ticket': () => problem('OAUTH_TICKET_INVALID') });
    renderRoutes(routes, '/user/login-3party', { root: true });
    expect(
      await screen.findByText('This login has expired. Please log in with the provider again.'),
    ).toBeTruthy();
  });
});

describe('/user/register-3party', () => {
  it('needs the agreement, then creates the account', async () => {
    window.sessionStorage.setItem('heron.oauthTicket', 'abc123');
    const api = stubApi({
      ...SIGNED_OUT,
      'POST /api/v1/oauth/ticket': () => json(TICKET),
      'POST /api/v1/oauth/ticket/register': () => json({ user: TEST_USER }, 201),
    });
    const { router } = renderRoutes(routes, '/user/register-3party', { root: true });
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('octocat');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Please agree to the terms and privacy policy first'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/v1/oauth/ticket/register')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register-success'));
    expect(api.callsTo('POST /api/v1/oauth/ticket/register')[0]!.body).toEqual({
      ticket: 'abc123',
      name: 'octocat',
      agreed: true,
    });
  });
});

describe('linked accounts in account settings', () => {
  async function openLinked() {
    fireEvent.click(await screen.findByRole('button', { name: 'Account: Ada Lovelace' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Account settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Account settings' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Linked accounts' }));
    return dialog;
  }

  it('links a provider, returning to this page', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      'GET /api/v1/account/identities': () =>
        json({ identities: [], providers: ALL_SET_UP.providers }),
      'POST /api/v1/oauth/google/authorizations': () =>
        json({ authorizationUrl: 'https://google.example/auth' }),
    });
    renderRoutes(routes, '/team/list', { root: true });
    const dialog = await openLinked();
    const google = await within(dialog).findByText('Google', { selector: 'strong, strong *' });
    const row = google.closest('[data-provider]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://google.example/auth'));
    expect(api.callsTo('POST /api/v1/oauth/google/authorizations')[0]!.body).toEqual({
      intent: 'link',
      returnTo: '/team/list',
    });
  });

  it('refuses to unbind the last way in with the reason, and unbinds otherwise', async () => {
    let refuse = true;
    const api = stubApi({
      ...SIGNED_IN,
      'GET /api/v1/account/identities': () =>
        json({
          identities: [
            {
              provider: 'wechat',
              displayName: 'wx-ada',
              email: null,
              linkedAt: TEST_USER.createdAt,
            },
          ],
          providers: ALL_SET_UP.providers,
        }),
      'DELETE /api/v1/account/identities/wechat': () =>
        refuse ? problem('LAST_SIGN_IN_METHOD') : noContent(),
    });
    renderRoutes(routes, '/team/list', { root: true });
    const dialog = await openLinked();
    expect(await within(dialog).findByText('Bound: wx-ada')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Re-bind' })).toBeTruthy();
    const unbind = async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));
      // The confirmation opens beside the button with its own "Unbind".
      await waitFor(() =>
        expect(screen.getAllByRole('button', { name: 'Unbind' })).toHaveLength(2),
      );
      fireEvent.click(screen.getAllByRole('button', { name: 'Unbind' }).at(-1)!);
    };
    await unbind();
    expect(
      await within(dialog).findByText('This is your only way to log in. Set up email login first.'),
    ).toBeTruthy();
    refuse = false;
    await unbind();
    expect(await screen.findByText('WeChat unbound')).toBeTruthy();
    expect(api.callsTo('DELETE /api/v1/account/identities/wechat')).toHaveLength(2);
  });

  it('shows the result of a linking round trip once and tidies the address', async () => {
    stubApi(SIGNED_IN);
    const { router } = renderRoutes(
      routes,
      '/team/list?tab=1&oauth=error&provider=google&code=PROVIDER_ACCOUNT_IN_USE',
    );
    expect(
      await screen.findByText(
        'This account is already linked to another user. Log in with it, or unlink it there first.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=1'));
  });
});
