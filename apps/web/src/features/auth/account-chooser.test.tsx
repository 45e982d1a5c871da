import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentUser, SignedInAccount } from '@heron/contract';
import { fillIn } from '../../test/form-helpers';
import { renderRoutes } from '../../test/render-with-providers';
import { TEST_USER, json, problem, stubApi } from '../../test/stub-api';
import { LoginPage } from './login-page';

const BOB: CurrentUser = {
  ...TEST_USER,
  id: 'u2',
  name: 'Bob Babbage',
  email: null,
  phone: '+8613800138000',
};

function listed(user: CurrentUser, isActive: boolean): SignedInAccount {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phoneMasked: user.phone ? '+86 138****8000' : null,
    avatarUrl: null,
    isActive,
  };
}

/** A browser signed in to Ada and Bob whose active session has ended. */
function stubBrowser(options: { active?: CurrentUser; switchAnswer?: () => Response } = {}) {
  let active: CurrentUser | null = options.active ?? null;
  return stubApi({
    'GET /api/v1/auth/session': () =>
      active ? json({ user: active }) : problem('UNAUTHENTICATED'),
    'GET /api/v1/auth/accounts': () =>
      json({
        accounts: [TEST_USER, BOB]
          .filter((user) => user.id !== active?.id)
          .map((user) => listed(user, false)),
      }),
    'POST /api/v1/auth/accounts/switch': (request) => {
      if (options.switchAnswer) return options.switchAnswer();
      const { userId } = request.body as { userId: string };
      active = [TEST_USER, BOB].find((user) => user.id === userId) ?? null;
      return json({ user: active });
    },
    'POST /api/v1/auth/login/email': () => {
      active = BOB;
      return json({ user: BOB });
    },
  });
}

function renderLogin(search = '') {
  return renderRoutes(
    [
      { path: '/user/login', element: <LoginPage /> },
      { path: '*', element: null },
    ],
    `/user/login${search}`,
  );
}

describe('the account chooser on the sign-in page', () => {
  it('continues as an account of this browser without a password, to the redirect', async () => {
    const api = stubBrowser();
    const { router } = renderLogin('?redirect=%2Fteam%2Flist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose an account' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    const bob = screen.getByRole('button', { name: /Continue as Bob Babbage/ });
    // Told apart by email, or the masked phone when there is none.
    expect(bob.textContent).toContain('+86 138****8000');
    expect(screen.getByRole('button', { name: /Continue as Ada Lovelace/ }).textContent).toContain(
      'ada@example.com',
    );

    fireEvent.click(bob);
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/list'));
    expect(api.callsTo('POST /api/v1/auth/accounts/switch')[0]?.body).toEqual({ userId: 'u2' });
  });

  it('offers the forms for another account', async () => {
    stubBrowser();
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: /Use another account/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('says so when the account is no longer signed in here, and reloads the list', async () => {
    const api = stubBrowser({ switchAnswer: () => problem('NOT_FOUND') });
    const { router } = renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: /Continue as Ada Lovelace/ }));
    expect(
      await screen.findByText('That account is no longer logged in here. Log in to it again.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');
    await waitFor(() => expect(api.callsTo('GET /api/v1/auth/accounts')).toHaveLength(2));
  });

  it('shows the forms when this browser holds no other account', async () => {
    stubApi({
      'GET /api/v1/auth/session': () => problem('UNAUTHENTICATED'),
      'GET /api/v1/auth/accounts': () => json({ accounts: [] }),
    });
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Password')).toBeTruthy());
    expect(screen.queryByText('Choose an account')).toBeNull();
  });

  it('lets a signed-in person add an account (?add=1) instead of sending them away', async () => {
    const api = stubBrowser({ active: TEST_USER });
    const { router } = renderLogin('?add=1');
    expect(
      await screen.findByText(
        'Log in to another account. You stay logged in as Ada Lovelace; this browser keeps up to 5 accounts.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');

    fillIn('Email address', 'bob@example.com');
    fillIn('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/list'));
    expect(api.callsTo('POST /api/v1/auth/login/email')).toHaveLength(1);
  });

  it('cancelling an added account goes back', async () => {
    stubBrowser({ active: TEST_USER });
    const { router } = renderLogin('?add=1');
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/list'));
  });
});
