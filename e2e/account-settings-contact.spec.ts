import { expect, test, type Page } from '@playwright/test';
import {
  outboxMessage,
  PASSWORD,
  readCodeFromOutboxPage,
  signUpThroughApi,
  uniqueEmail,
} from './support/accounts.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

test.use({ storageState: SIGNED_OUT });
// A journey of two flows (an avatar, then an email change read back in Chinese): it takes about
// 29 s on two loaded cores, so Playwright's 30 s default cut it short once the settings dialog
// became its own chunk.
test.setTimeout(120_000);

const en = translator('en');
const zh = translator('zh-CN');

/** A 1×1 PNG, byte by byte: signature, IHDR, IDAT, IEND. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openSettings(page: Page, t = en) {
  await page.getByRole('button', { name: t('userMenu.label', { name: 'E2E Person' }) }).click();
  await page.getByRole('menuitem', { name: t('account.settings') }).click();
  return page.getByRole('dialog', { name: t('account.settings') });
}

// Two codes in all (sign-up and the new address): every e2e request shares one client address
// and its hourly code limit.
test('account settings: upload an avatar, then change the email with a code from the outbox', async ({
  page,
}) => {
  const { email } = await signUpThroughApi(page.request, uniqueEmail('contact'));
  await page.goto('/project/list');
  let dialog = await openSettings(page);

  // A script dressed as a PNG is refused in the browser, before it is sent.
  const fileInput = dialog.locator('input[type=file]');
  await fileInput.setInputFiles({
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(dialog.getByText(en('errors.IMAGE_TYPE_NOT_ALLOWED'))).toBeVisible();

  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(en('success.upload'))).toBeVisible();
  const avatar = dialog.getByRole('img', { name: en('account.avatarAlt', { name: 'E2E Person' }) });
  await expect(avatar).toHaveAttribute('src', /^\/api\/v1\/files\/avatars\/[\w-]+\.png$/);
  // The server really serves it: the browser decoded a 1×1 picture.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const menuButton = page.getByRole('button', {
    name: en('userMenu.label', { name: 'E2E Person' }),
  });
  await expect(menuButton.locator('img')).toHaveAttribute('src', /\/api\/v1\/files\/avatars\//);

  const newEmail = uniqueEmail('contact-moved');
  await dialog.getByRole('tab', { name: en('account.tabEmail') }).click();
  const panel = dialog.getByRole('tabpanel'); // the open tab's, the others are hidden
  await expect(panel.getByText(email)).toBeVisible();
  await panel.getByLabel(en('account.newEmail')).fill(newEmail);
  await panel.getByRole('button', { name: en('auth.sendCode') }).click();
  await expect(panel.getByRole('button', { name: /\d+/ })).toBeDisabled(); // the countdown
  await panel.getByLabel(en('auth.code')).fill(await readCodeFromOutboxPage(page, newEmail));
  await panel.getByRole('button', { name: en('account.changeEmail') }).click();
  await expect(page.getByText(en('success.settings'))).toBeVisible();
  await expect(panel.getByText(newEmail)).toBeVisible();

  // The old address is told, and the new one signs in.
  const notice = await outboxMessage(page.request, email);
  expect(notice.subject).toBe('Your Heron email address was changed');
  const login = await page.request.post('/api/v1/auth/login/email', {
    data: { email: newEmail, password: PASSWORD },
  });
  expect(login.status()).toBe(200);

  // The same dialog in Chinese.
  await page.goto('/project/list?lang=zh-CN');
  dialog = await openSettings(page, zh);
  await expect(dialog.getByRole('tab', { name: zh('account.tabEmail') })).toBeVisible();
  await expect(dialog.getByRole('button', { name: zh('account.uploadAvatar') })).toBeVisible();
});
