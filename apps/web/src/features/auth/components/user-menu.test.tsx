import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@heron/contract';
import { routes } from '../../../app/routes';
import { renderRoutes } from '../../../test/render-with-providers';
import { TEST_USER, json, noContent, problem, stubApi } from '../../../test/stub-api';

const BOB: CurrentUser = { ...TEST_USER, id: 'u2', name: 'Bob Babbage', email: 'bob@example.com' };

/** A browser signed in to Ada (active) and Bob, with the server's rules for switching. */
function stubBrowser() {
  let held = [TEST_USER, BOB];
  let active: CurrentUser | null = TEST_USER;
  return stubApi({
    'GET /api/v1/auth/session': () =>
      active ? json({ user: active }) : problem('UNAUTHENTICATED'),
    'GET /api/v1/auth/accounts': () =>
      json({
        accounts: held.map((user) => ({
          id: user.id,
          name: user.name,
          email: user.email,
          phoneMasked: null,
          avatarUrl: null,
          isActive: user.id === active?.id,
        })),
      }),
    'POST /api/v1/auth/accounts/switch': (request) => {
      const { userId } = request.body as { userId: string };
      const target = held.find((user) => user.id === userId);
      if (!target) return problem('NOT_FOUND');
      active = target;
      return json({ user: target });
    },
    'POST /api/v1/auth/logout': () => {
      held = held.filter((user) => user.id !== active?.id);
      active = held[0] ?? null;
      return noContent();
    },
    'POST /api/v1/auth/logout/all': () => {
      held = [];
      active = null;
      return noContent();
    },
  });
}

async function openMenu(name: string, hasOthers = true) {
  fireEvent.click(await screen.findByRole('button', { name: `Account: ${name}` }));
  // The menu grows once the other accounts have loaded.
  if (hasOthers) await screen.findByText('Other accounts');
  const add = await screen.findByRole('menuitem', { name: /Add account/ });
  return add.closest<HTMLElement>('.ant-dropdown')!;
}

describe('the user menu with several accounts', () => {
  it('switches to another account of this browser, with no password, and goes home', async () => {
    const api = stubBrowser();
    const { router } = renderRoutes(routes, '/team/list', { root: true });
    const menu = await openMenu('Ada Lovelace');
    expect(within(menu).getByText('Other accounts')).toBeTruthy();
    expect(within(menu).getByText('bob@example.com')).toBeTruthy();
    // The active account is the button itself, not an entry to switch to.
    expect(within(menu).queryByText('ada@example.com')).toBeNull();

    fireEvent.click(within(menu).getByRole('menuitem', { name: /Bob Babbage/ }));
    expect(await screen.findByRole('button', { name: 'Account: Bob Babbage' })).toBeTruthy();
    expect(await screen.findByText('Now using Bob Babbage')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/project/list');
    expect(api.callsTo('POST /api/v1/auth/accounts/switch')[0]?.body).toEqual({ userId: 'u2' });
  });

  it('signing out of one goes on with the next account', async () => {
    const api = stubBrowser();
    const { router } = renderRoutes(routes, '/team/list', { root: true });
    const menu = await openMenu('Ada Lovelace');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'logout Sign out' }));
    expect(await screen.findByRole('button', { name: 'Account: Bob Babbage' })).toBeTruthy();
    expect(await screen.findByText('Signed out. Now using Bob Babbage.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/project/list');
    expect(api.callsTo('POST /api/v1/auth/logout')).toHaveLength(1);
  });

  it('signs out of all accounts to the sign-in page', async () => {
    const api = stubBrowser();
    const { router } = renderRoutes(routes, '/team/list', { root: true });
    const menu = await openMenu('Ada Lovelace');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Sign out of all accounts/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');
    expect(api.callsTo('POST /api/v1/auth/logout/all')).toHaveLength(1);
    expect(api.callsTo('POST /api/v1/auth/logout')).toHaveLength(0);
  });

  it('adds an account through the sign-in page, which stays open', async () => {
    stubBrowser();
    const { router } = renderRoutes(routes, '/team/list', { root: true });
    const menu = await openMenu('Ada Lovelace');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Add account/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?add=1');
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it('offers no switch and no "sign out of all" with one account', async () => {
    stubApi({
      'GET /api/v1/auth/session': () => json({ user: TEST_USER }),
      'GET /api/v1/auth/accounts': () =>
        json({
          accounts: [
            {
              id: 'u1',
              name: 'Ada Lovelace',
              email: 'ada@example.com',
              phoneMasked: null,
              avatarUrl: null,
              isActive: true,
            },
          ],
        }),
    });
    renderRoutes(routes, '/team/list', { root: true });
    const menu = await openMenu('Ada Lovelace', false);
    expect(within(menu).getByRole('menuitem', { name: /Add account/ })).toBeTruthy();
    expect(within(menu).queryByText('Other accounts')).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Sign out of all accounts/ })).toBeNull();
  });
});
