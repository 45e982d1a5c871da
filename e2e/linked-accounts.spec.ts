import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.js';
import { closeDialog } from './support/dialogs.js';
import { setNextPerson } from './support/providers.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

// The fake providers sign in one "next person" at a time: these journeys take turns.
test.describe.configure({ mode: 'serial' });
test.use({ storageState: SIGNED_OUT });

const en = translator('en');

async function openLinkedAccounts(page: Page, t = en) {
  await page.getByRole('button', { name: t('userMenu.label', { name: 'E2E Person' }) }).click();
  await page.getByRole('menuitem', { name: t('account.settings') }).click();
  const dialog = page.getByRole('dialog', { name: t('account.settings') });
  await dialog.getByRole('tab', { name: t('account.tabLinked') }).click();
  return dialog;
}

test('link GitHub in account settings through the provider, then log in with it', async ({
  page,
}) => {
  const octocat = {
    subject: `octocat-${Date.now()}`,
    name: 'The Octocat',
    email: `octo-${Date.now()}@example.com`,
    emailVerified: true,
  };
  await setNextPerson(page.request, 'github', octocat);
  await signUpThroughApi(page.request); // the page shares the request context's cookies
  await page.goto('/team/list');

  let dialog = await openLinkedAccounts(page);
  const github = dialog.locator('[data-provider="github"]');
  await expect(github.getByText(en('oauth.settings.notLinked'))).toBeVisible();
  await github.getByRole('button', { name: en('oauth.settings.link') }).click();

  // Off to the provider and back: the page it started on, with the result said once.
  await expect(page.getByText(en('success.bind'))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/team/list' && url.search === '');
  dialog = await openLinkedAccounts(page);
  await expect(
    dialog.getByText(en('oauth.settings.linked', { name: 'The Octocat' })),
  ).toBeVisible();
  // Closed with its close button, as a person would: an Escape pressed before the dialog has
  // taken the focus does not reach it, and the open dialog would cover the menu.
  await closeDialog(dialog);

  await page.getByRole('button', { name: en('userMenu.label', { name: 'E2E Person' }) }).click();
  await page.getByRole('menuitem', { name: en('userMenu.signOut') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/login');

  await page.goto('/user/login?redirect=%2Fteam%2Flist');
  await page.getByRole('button', { name: en('oauth.provider.github') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/team/list');
  await expect(
    page.getByRole('button', { name: en('userMenu.label', { name: 'E2E Person' }) }),
  ).toBeVisible();
  await setNextPerson(page.request, 'github', undefined);
});

test('a first Google sign-in creates a new account, in Chinese', async ({ page }) => {
  const zh = translator('zh-CN');
  const stamp = Date.now();
  await setNextPerson(page.request, 'google', {
    subject: `google-new-${stamp}`,
    name: '林黛玉',
    email: `daiyu-${stamp}@example.com`,
    emailVerified: true,
  });
  await page.goto('/user/login?lang=zh-cn');
  await page.getByRole('button', { name: zh('oauth.provider.google') }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/user/login-3party' && url.hash === '');
  await expect(
    page.getByText(zh('oauth.thirdParty.signedInAs', { provider: 'Google', name: '林黛玉' })),
  ).toBeVisible();
  await page.getByRole('button', { name: zh('oauth.thirdParty.createAccount') }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/user/register-3party');
  await expect(page.getByLabel(zh('auth.name'))).toHaveValue('林黛玉');
  await page.getByRole('button', { name: zh('oauth.register.submit') }).click();
  await expect(page.getByText(zh('validation.agreement'))).toBeVisible();
  await page.getByLabel(zh('auth.agreement')).check();
  await page.getByRole('button', { name: zh('oauth.register.submit') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/register-success');

  // The new account has Google linked, with the address Google vouched for.
  const session = await page.request.get('/api/v1/auth/session');
  expect((await session.json()).user).toMatchObject({ name: '林黛玉', hasPassword: false });
  const linked = await page.request.get('/api/v1/account/identities');
  expect((await linked.json()).identities).toEqual([
    expect.objectContaining({ provider: 'google', displayName: '林黛玉' }),
  ]);
  await setNextPerson(page.request, 'google', undefined);
});

test('a replayed provider callback is refused with a clear message', async ({ page }) => {
  await page.goto('/user/login');
  const callbacks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/oauth/wechat/callback')) callbacks.push(request.url());
  });
  await page.getByRole('button', { name: en('oauth.provider.wechat') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/login-3party');
  expect(callbacks).toHaveLength(1);
  await page.goto(callbacks[0]!);
  await expect(page.getByText(en('errors.OAUTH_STATE_INVALID'))).toBeVisible();
});
