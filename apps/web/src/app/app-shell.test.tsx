import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../test/render-with-providers';
import { SIGNED_IN, stubApi } from '../test/stub-api';
import { routes } from './routes';

describe('app shell', () => {
  // The main frame is for signed-in people (its gate is tested in require-session.test).
  beforeEach(() => {
    stubApi(SIGNED_IN);
  });

  it('shows the main navigation as client-side links and the home screen', async () => {
    const { router } = renderRoutes(routes, '/', { root: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/project/list');

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Projects', 'Personal space', 'Teams', 'Orders']) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBeTruthy();
    }

    fireEvent.click(screen.getByRole('link', { name: 'Teams' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/team/list');
  });

  it('switches and remembers the language', async () => {
    renderRoutes(routes, '/team/list', { root: true });
    await screen.findByRole('heading', { level: 1, name: 'Teams' });

    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    const option = await screen.findByText('简体中文');
    await act(async () => {
      fireEvent.click(option);
    });

    expect(await screen.findByRole('heading', { level: 1, name: '团队' })).toBeTruthy();
    expect(window.localStorage.getItem('i18nextLng')).toBe('zh-CN');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
  });

  it('shows a translated not-found page for an unknown address', async () => {
    renderRoutes(routes, '/no/such/page', { root: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });
});
