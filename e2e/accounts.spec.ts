import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  readCodeFromOutboxPage,
  signUpThroughApi,
  uniqueEmail,
} from './support/accounts.js';
import { closeDialog } from './support/dialogs.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

test.use({ storageState: SIGNED_OUT });

for (const language of ['en', 'zh-CN'] as const) {
  const t = translator(language);

  test(`email registration through the dev outbox, sign out, sign in (${language})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`reg-${language.toLowerCase()}`);
    await page.goto(`/user/register?lang=${language}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t('screens.register') }),
    ).toBeVisible();

    await page.getByLabel(t('auth.name')).fill('Ada Lovelace');
    await page.getByLabel(t('auth.email')).fill(email);
    // The agreement comes first: nothing is sent before it is ticked (spec §5, §8), and the
    // button says so beside itself, not only at the box further down (issue 21).
    const sendCode = page.getByRole('button', { name: t('auth.sendCode') });
    await sendCode.click();
    await expect(page.getByText(t('validation.agreement')).first()).toBeVisible();
    await expect(sendCode).toHaveAccessibleDescription(t('messages.agreeToTerms'));
    await expect(page.getByText(t('messages.agreeToTerms'), { exact: true })).toBeVisible();
    await page.getByLabel(t('auth.agreement')).check();
    await expect(sendCode).toHaveAccessibleDescription('');
    await sendCode.click();
    await expect(page.getByRole('button', { name: /\d+/ })).toBeDisabled(); // the countdown

    await page.getByLabel(t('auth.code')).fill(await readCodeFromOutboxPage(page, email));
    await page.getByLabel(t('auth.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('auth.confirmPassword')).fill('not the same password');
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect(page.getByText(t('validation.passwordMismatch'))).toBeVisible();
    await page.getByLabel(t('auth.confirmPassword')).fill(PASSWORD);
    await page.getByRole('button', { name: t('auth.register.submit') }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/user/register-success');
    await page.getByRole('button', { name: t('auth.registerSuccess.toProjects') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('screens.projectList') }),
    ).toBeVisible();

    await page.getByRole('button', { name: t('userMenu.label', { name: 'Ada Lovelace' }) }).click();
    await page.getByRole('menuitem', { name: t('userMenu.signOut') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user/login');

    // The gate remembers where the person was going.
    await page.goto('/team/list');
    await expect(page).toHaveURL((url) => url.pathname === '/user/login');
    await page.getByLabel(t('auth.email')).fill(email);
    await page.getByLabel(t('auth.password')).fill('wrong password!');
    await page
      .getByRole('button', { name: t('auth.login.submit') })
      .last()
      .click();
    await expect(page.getByText(t('errors.INVALID_CREDENTIALS'))).toBeVisible();
    await page.getByLabel(t('auth.password')).fill(PASSWORD);
    await page
      .getByRole('button', { name: t('auth.login.submit') })
      .last()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/team/list');
  });
}

async function signInByPhone(page: Page, phone: string) {
  const t = translator('en');
  await page.goto('/user/login');
  await page.getByRole('tab', { name: t('auth.login.tabPhone') }).click();
  await page.getByLabel(t('auth.phone')).fill(phone);
  // A number's first sign-in creates its account: the terms are agreed first, as on sign-up.
  await page.locator('#login-phone').getByRole('checkbox').check();
  await page.getByRole('button', { name: t('auth.sendCode') }).click();
  const e164 = phone.startsWith('+') ? phone.replace(/\s/g, '') : `+86${phone}`;
  await page.getByLabel(t('auth.code')).fill(await readCodeFromOutboxPage(page, e164));
  await page
    .getByRole('button', { name: t('auth.login.submit') })
    .last()
    .click();
}

test('phone sign-in with an SMS code from the dev outbox', async ({ page }) => {
  const t = translator('en');
  await page.goto('/user/login');
  await page.getByRole('tab', { name: t('auth.login.tabPhone') }).click();
  await page.getByLabel(t('auth.phone')).fill('12345');
  await page.getByRole('button', { name: t('auth.sendCode') }).click();
  await expect(page.getByText(t('validation.phone'))).toBeVisible();

  // A unique mainland number per run: 139 followed by eight digits from the clock.
  const phone = `139${String(Date.now()).slice(-8)}`;
  await signInByPhone(page, phone);
  await expect(
    page.getByRole('heading', { level: 1, name: t('screens.projectList') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
});

test('forgot password: the emailed link sets a new password', async ({ page }) => {
  const t = translator('en');
  const { email } = await signUpThroughApi(page.context().request, uniqueEmail('reset'));
  await page.context().clearCookies();

  await page.goto('/user/find');
  await page.getByLabel(t('auth.email')).fill(email);
  await page.getByRole('button', { name: t('auth.find.submit') }).click();
  await expect(page.getByText(t('auth.find.sentTitle'))).toBeVisible();

  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  const item = outbox.getByRole('listitem').filter({ hasText: email }).first();
  await item.getByRole('link', { name: /reset-password/ }).click();
  await expect(
    outbox.getByRole('heading', { level: 1, name: t('screens.resetPassword') }),
  ).toBeVisible();
  await outbox.getByLabel(t('auth.newPassword')).fill('a fresh password 9');
  await outbox.getByLabel(t('auth.confirmPassword')).fill('a fresh password 9');
  await outbox.getByRole('button', { name: t('auth.reset.submit') }).click();
  await expect(outbox).toHaveURL((url) => url.pathname === '/user/success');

  await outbox.getByRole('button', { name: t('auth.userSuccess.toLogin') }).click();
  await outbox.getByLabel(t('auth.email')).fill(email);
  await outbox.getByLabel(t('auth.password')).fill('a fresh password 9');
  await outbox
    .getByRole('button', { name: t('auth.login.submit') })
    .last()
    .click();
  await expect(
    outbox.getByRole('heading', { level: 1, name: t('screens.projectList') }),
  ).toBeVisible();
});

test('a reset link without its token says so', async ({ page }) => {
  const t = translator('en');
  await page.goto('/user/reset-password?email=a%40example.com');
  await expect(page.getByText(t('messages.tokenEmpty'))).toBeVisible();
});

test('account settings: rename, then change the password and sign in with it', async ({ page }) => {
  const t = translator('en');
  const { email } = await signUpThroughApi(page.context().request, uniqueEmail('settings'));
  await page.goto('/project/list');
  await page.getByRole('button', { name: 'Account: E2E Person' }).click();
  await page.getByRole('menuitem', { name: new RegExp(t('account.settings')) }).click();
  const dialog = page.getByRole('dialog', { name: t('account.settings') });
  await expect(dialog.getByText(email)).toBeVisible();

  await dialog.getByLabel(t('auth.name')).fill('Grace Hopper');
  await dialog.getByRole('button', { name: t('account.save') }).click();
  await expect(page.getByRole('button', { name: 'Account: Grace Hopper' })).toBeVisible();

  await dialog.getByRole('tab', { name: t('account.tabPassword') }).click();
  await dialog.getByLabel(t('account.currentPassword')).fill('not my password');
  await dialog.getByLabel(t('auth.newPassword')).fill('a changed password 7');
  await dialog.getByLabel(t('auth.confirmPassword')).fill('a changed password 7');
  await dialog.getByRole('button', { name: t('account.changePassword') }).click();
  await expect(dialog.getByText(t('errors.WRONG_PASSWORD'))).toBeVisible();
  await dialog.getByLabel(t('account.currentPassword')).fill(PASSWORD);
  await dialog.getByRole('button', { name: t('account.changePassword') }).click();
  await expect(page.getByText(t('account.passwordChanged'))).toBeVisible();
  await closeDialog(dialog);

  await page.getByRole('button', { name: 'Account: Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: t('userMenu.signOut') }).click();
  await page.getByLabel(t('auth.email')).fill(email);
  await page.getByLabel(t('auth.password')).fill('a changed password 7');
  await page
    .getByRole('button', { name: t('auth.login.submit') })
    .last()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('screens.projectList') }),
  ).toBeVisible();
});
