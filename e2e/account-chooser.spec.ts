import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signUpThroughApi, uniqueEmail } from './support/accounts.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

test.use({ storageState: SIGNED_OUT });

const en = translator('en');
const zh = translator('zh-CN');

/** Signs up through the API in `request`'s cookie jar and names the account. */
async function signUpNamed(request: APIRequestContext, name: string) {
  const account = await signUpThroughApi(request, uniqueEmail('chooser'));
  const renamed = await request.patch('/api/v1/account/profile', { data: { name } });
  expect(renamed.status()).toBe(200);
  return account;
}

function accountButton(page: Page, name: string) {
  return page.getByRole('button', { name: en('userMenu.label', { name }) });
}

async function signInThroughForm(page: Page, email: string) {
  await page.getByLabel(en('auth.email')).fill(email);
  await page.getByLabel(en('auth.password')).fill(PASSWORD);
  await page
    .getByRole('button', { name: en('auth.login.submit') })
    .last()
    .click();
}

test('two accounts in one browser: switch without a password, sign out of one, then of all', async ({
  page,
  playwright,
  baseURL,
}) => {
  const context = page.context();
  const ada = await signUpNamed(context.request, 'Ada Chooser');
  // Bob signs up elsewhere; this browser signs in to him through "Add account".
  const elsewhere = await playwright.request.newContext({ baseURL });
  const bob = await signUpNamed(elsewhere, 'Bob Chooser');
  await elsewhere.dispose();
  // A client with no cookies, to ask the server whether a token still works.
  const outsider = await playwright.request.newContext({ baseURL });
  const isLive = async (token: string | undefined) =>
    (
      await outsider.get('/api/v1/auth/session', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).status() === 200;
  const activeToken = async () =>
    (await context.cookies()).find((c) => c.name === 'heron_session')?.value;

  await page.goto('/project/list');
  await accountButton(page, 'Ada Chooser').click();
  await page.getByRole('menuitem', { name: en('userMenu.addAccount') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/login');
  await expect(
    page.getByText(en('auth.chooser.adding', { name: 'Ada Chooser', max: '5' })),
  ).toBeVisible();
  await signInThroughForm(page, bob.email);
  await expect(accountButton(page, 'Bob Chooser')).toBeVisible();
  const bobToken = await activeToken();

  // Switch to Ada from the menu: no password asked.
  await accountButton(page, 'Bob Chooser').click();
  await expect(page.getByText(en('userMenu.otherAccounts'))).toBeVisible();
  await page.getByRole('menuitem', { name: /Ada Chooser/ }).click();
  await expect(accountButton(page, 'Ada Chooser')).toBeVisible();
  await expect(page.getByText(en('userMenu.switched', { name: 'Ada Chooser' }))).toBeVisible();
  const adaToken = await activeToken();
  expect(adaToken).not.toBe(bobToken);
  expect(await isLive(adaToken)).toBe(true);

  // Sign out of Ada: Bob goes on; Ada's session is over on the server.
  await accountButton(page, 'Ada Chooser').click();
  await page.getByRole('menuitem', { name: new RegExp(`${en('userMenu.signOut')}$`) }).click();
  await expect(accountButton(page, 'Bob Chooser')).toBeVisible();
  await expect(page.getByText(en('userMenu.signedOutNext', { name: 'Bob Chooser' }))).toBeVisible();
  expect(await isLive(adaToken)).toBe(false);
  expect(await isLive(bobToken)).toBe(true);

  // Ada again, through "Add account"; then sign out of all: both end, the sign-in page shows.
  await accountButton(page, 'Bob Chooser').click();
  await page.getByRole('menuitem', { name: en('userMenu.addAccount') }).click();
  await signInThroughForm(page, ada.email);
  await expect(accountButton(page, 'Ada Chooser')).toBeVisible();
  const adaAgain = await activeToken();
  await accountButton(page, 'Ada Chooser').click();
  await page.getByRole('menuitem', { name: en('userMenu.signOutAll') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/login');
  await expect(page.getByRole('heading', { level: 1, name: en('screens.login') })).toBeVisible();
  expect(await isLive(adaAgain)).toBe(false);
  expect(await isLive(bobToken)).toBe(false);
  expect(await context.cookies()).toEqual([]);
  await outsider.dispose();
});

test('the sign-in page offers the accounts still signed in here (in Chinese)', async ({ page }) => {
  const context = page.context();
  await signUpNamed(context.request, 'Carol Chooser');
  await signUpNamed(context.request, 'Dan Chooser');
  // Dan's session cookie is gone (expired, say); Carol's session is still held by this browser.
  await context.clearCookies({ name: 'heron_session' });

  await page.goto('/user/login?lang=zh-CN');
  await expect(
    page.getByRole('heading', { level: 1, name: zh('auth.chooser.title') }),
  ).toBeVisible();
  await expect(page.getByText(zh('auth.chooser.description'))).toBeVisible();
  await expect(page.getByRole('button', { name: /Dan Chooser/ })).toHaveCount(0);
  await page
    .getByRole('button', { name: zh('auth.chooser.continueAs', { name: 'Carol Chooser' }) })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/project/list');
  await expect(
    page.getByRole('button', { name: zh('userMenu.label', { name: 'Carol Chooser' }) }),
  ).toBeVisible();
});
