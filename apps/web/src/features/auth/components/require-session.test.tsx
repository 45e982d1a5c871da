import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '../../../app/routes';
import { renderRoutes } from '../../../test/render-with-providers';
import { SIGNED_OUT, TEST_USER, json, noContent, problem, stubApi } from '../../../test/stub-api';

describe('the sign-in gate of the main frame', () => {
  it('sends a visitor without a session to sign in, with the page as redirect', async () => {
    stubApi(SIGNED_OUT);
    const { router } = renderRoutes(routes, '/team/list?tab=mine', { root: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fteam%2Flist%3Ftab%3Dmine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('shows the full-area loading indicator while the session is asked for', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      'GET /api/v1/auth/session': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes(routes, '/personal', { root: true });
    await waitFor(() => expect(api.callsTo('GET /api/v1/auth/session')).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    answer(json({ user: TEST_USER }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal space' })).toBeTruthy();
  });

  it('offers a retry, not sign-in, when the server cannot say', async () => {
    const api = stubApi({ 'GET /api/v1/auth/session': () => problem('SERVICE_UNAVAILABLE') });
    const { router } = renderRoutes(routes, '/team/list', { root: true });
    expect(
      await screen.findByText(
        'The service is temporarily unavailable. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/team/list');

    api.fetchMock.mockImplementation(() => Promise.resolve(json({ user: TEST_USER })));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
  });

  it('leaves the public pages open', async () => {
    const api = stubApi(SIGNED_OUT);
    renderRoutes(routes, '/order-success', { root: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful' }),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/v1/auth/session')).toHaveLength(0);
  });
});

describe('the user menu', () => {
  it('shows the person and signs out to the sign-in page', async () => {
    let isSignedIn = true;
    const api = stubApi({
      'GET /api/v1/auth/session': () =>
        isSignedIn ? json({ user: TEST_USER }) : problem('UNAUTHENTICATED'),
      'POST /api/v1/auth/logout': () => {
        isSignedIn = false;
        return noContent();
      },
    });
    const { router } = renderRoutes(routes, '/team/list', { root: true });

    const menu = await screen.findByRole('button', { name: 'Account: Ada Lovelace' });
    expect(menu.textContent).toContain('A');
    expect(menu.textContent).toContain('Ada Lovelace');
    fireEvent.click(menu);
    fireEvent.click(await screen.findByRole('menuitem', { name: /Sign out/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('POST /api/v1/auth/logout')).toHaveLength(1);
  });
});
