import { expect, test } from '@playwright/test';

// Every screen of the route table (spec §2) with the title it shows in English.
const SCREENS: [path: string, title: string][] = [
  ['/user/login', 'Log in'],
  ['/user/register', 'Sign up'],
  ['/user/invite', 'Invitation'],
  ['/user/find', 'Forgot password'],
  ['/user/reset-password', 'Reset password'],
  ['/user/login-3party', 'Log in with another account'],
  ['/user/register-3party', 'Sign up with another account'],
  ['/user/success', 'Success'],
  ['/user/register-phone', 'Sign up with phone'],
  ['/user/register-success', 'Registration complete'],
  ['/order-success', 'Payment successful'],
  ['/order-cancel', 'Payment cancelled'],
  ['/personal', 'Personal space'],
  ['/project/list', 'Projects'],
  ['/team/list', 'Teams'],
  ['/manage/team/12/project/34/team-setting', 'Team settings'],
  ['/manage/team/12/project/34/project-list', 'Team projects'],
  ['/manage/team/12/project/34/project-setting', 'Project settings'],
  ['/order/subscription', 'Subscription'],
  ['/order/order-manage', 'Order management'],
  ['/order/points', 'Points'],
];

// Bare paths and where the spec sends them.
const REDIRECTS: [from: string, to: string][] = [
  ['/user', '/user/login'],
  ['/', '/project/list'],
  ['/manage/team/12/project', '/team/list'],
  ['/manage/team/12/project/34', '/manage/team/12/project/34/team-setting'],
  ['/order', '/order/subscription'],
];

test.describe('route table', () => {
  for (const [path, title] of SCREENS) {
    test(`${path} renders its screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Not built yet: a real empty state that says so, never a blank page.
      await expect(page.getByText('This screen arrives in a coming release.')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  for (const [from, to] of REDIRECTS) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

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
    await page.getByRole('button', { name: 'Back to home' }).click();
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
