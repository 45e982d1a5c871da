import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

// Every address of the route table in spec §2 that shows a screen.
const SCREEN_PATHS = [
  '/user/login',
  '/user/register',
  '/user/invite',
  '/user/find',
  '/user/reset-password',
  '/user/login-3party',
  '/user/register-3party',
  '/user/success',
  '/user/register-phone',
  '/user/register-success',
  '/order-success',
  '/order-cancel',
  '/pay/sandbox/HR123',
  '/personal',
  '/project/list',
  '/project/9',
  '/project/9/members',
  '/team/list',
  '/manage/team/7/project/9/team-setting',
  '/manage/team/7/project/9/project-list',
  '/manage/team/7/project/9/project-setting',
  '/order/subscription',
  '/order/order-manage',
  '/order/points',
  '/dev/outbox',
  '/oauth/callback',
];

// Bare paths and where spec §2 sends them.
const REDIRECTS: [from: string, to: string][] = [
  ['/', '/project/list'],
  ['/user', '/user/login'],
  ['/order', '/order/subscription'],
  ['/manage/team/7/project', '/team/list'],
  ['/manage/team/7/project/9', '/manage/team/7/project/9/team-setting'],
];

async function navigateTo(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
  return router;
}

describe('route table', () => {
  it.each(SCREEN_PATHS)('%s is a lazily loaded screen, not the not-found page', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf?.id).not.toBe('not-found');
    expect(leaf?.path).not.toBe('*');
    expect(typeof leaf?.lazy).toBe('function');
  });

  it.each(REDIRECTS)('%s redirects to %s', async (from, to) => {
    const router = await navigateTo(from);
    expect(router.state.location.pathname).toBe(to);
    expect(router.state.errors).toBeNull();
  });

  it.each(['/nope', '/user/nope', '/order/nope', '/manage/team/7/project/9/nope'])(
    '%s shows the not-found page',
    (path) => {
      expect(matchRoutes(routes, path)?.at(-1)?.route.id).toBe('not-found');
    },
  );

  it('loads a screen without errors', async () => {
    const router = await navigateTo('/team/list');
    expect(router.state.location.pathname).toBe('/team/list');
    expect(router.state.errors).toBeNull();
  });
});
