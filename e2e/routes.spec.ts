import { expect, test } from '@playwright/test';
import { SIGNED_OUT } from './support/state.js';

// Screens a signed-out visitor reaches, with their English titles; `true` when the screen is
// built, `false` when it is still the "coming soon" state of a later issue.
const PUBLIC_SCREENS: [path: string, title: string, isBuilt: boolean][] = [
  ['/user/login', 'Log in', true],
  ['/user/register', 'Sign up', true],
  ['/user/invite', 'Invitation', true],
  ['/user/find', 'Forgot password', true],
  ['/user/reset-password?token=t&email=a%40example.com', 'Reset password', true],
  ['/user/login-3party', 'Log in with another account', true],
  ['/user/register-3party', 'Sign up with another account', true],
  ['/user/success', 'Success', true],
  ['/user/register-phone', 'Sign up with phone', true],
  ['/user/register-success', 'Registration complete', true],
  ['/order-success', 'Payment successful', true],
  ['/order-cancel', 'Payment cancelled', true],
  ['/dev/outbox', 'Dev outbox', true],
];

// Screens of the main layout, for a signed-in person; `true` when built, `false` when still the
// "coming soon" state of a later issue.
const SCREENS: [path: string, title: string, isBuilt: boolean][] = [
  ['/personal', 'Personal space', true],
  ['/project/list', 'Projects', true],
  ['/team/list', 'Teams', true],
  ['/order/subscription', 'Subscription', true],
  ['/order/order-manage', 'Order management', true],
  ['/order/points', 'Points', true],
];

// Addresses naming a team or project that does not exist: a clear screen, never a blank page.
const UNKNOWN_RECORDS: [path: string, title: string][] = [
  ['/manage/team/12/project/34/team-setting', 'This team cannot be opened'],
  ['/manage/team/12/project/34/project-list', 'This team cannot be opened'],
  ['/manage/team/12/project/34/project-setting', 'This team cannot be opened'],
  [
    '/manage/team/00000000-0000-4000-8000-000000000000/project/all/team-setting',
    'This team cannot be opened',
  ],
  ['/project/00000000-0000-4000-8000-000000000000', 'This project cannot be opened'],
];

// Bare paths and where the spec sends them (signed in).
const REDIRECTS: [from: string, to: string][] = [
  ['/', '/project/list'],
  ['/manage/team/12/project', '/team/list'],
  ['/manage/team/12/project/34', '/manage/team/12/project/34/team-setting'],
  ['/order', '/order/subscription'],
];

const COMING_SOON = 'This screen arrives in a coming release.';

test.describe('public routes, signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  // One page visits them all, each a step of its own: a fresh browser context per address
  // loaded the app's scripts cold 13 times over (decision 48).
  test('every public screen renders', async ({ page }) => {
    for (const [path, title, isBuilt] of PUBLIC_SCREENS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText(COMING_SOON)).toHaveCount(isBuilt ? 0 : 1);
        expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
      });
    }
  });

  test('/user redirects to /user/login', async ({ page }) => {
    await page.goto('/user');
    await expect(page).toHaveURL((url) => url.pathname === '/user/login');
  });

  test('a main screen sends a signed-out visitor to sign in, and back after', async ({ page }) => {
    await page.goto('/team/list?tab=mine');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/user/login' &&
        url.searchParams.get('redirect') === '/team/list?tab=mine',
    );
  });
});

test.describe('route table', () => {
  test('every screen of the main layout renders', async ({ page }) => {
    for (const [path, title, isBuilt] of SCREENS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // Not built yet: a real empty state that says so, never a blank page.
        await expect(page.getByText(COMING_SOON)).toHaveCount(isBuilt ? 0 : 1);
        expect(new URL(page.url()).pathname).toBe(path);
      });
    }
  });

  test('an address naming a team or project that does not exist says it cannot be opened', async ({
    page,
  }) => {
    for (const [path, title] of UNKNOWN_RECORDS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(path);
      });
    }
  });

  test('bare paths redirect where the spec sends them', async ({ page }) => {
    for (const [from, to] of REDIRECTS) {
      await test.step(`${from} → ${to}`, async () => {
        await page.goto(from);
        await expect(page).toHaveURL((url) => url.pathname === to);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });

  test('an unknown address shows the not-found screen with a way home', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/project/list');
  });

  test('the header navigates between screens without a page load', async ({ page }) => {
    await page.goto('/project/list');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Teams' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/order/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });

  test('the app makes no request outside its own server', async ({ page, baseURL }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) {
        outside.push(request.url());
      }
    });
    await page.goto('/team/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await page.goto('/user/login?lang=zh-cn');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(outside).toEqual([]);
  });
});
