import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signUpThroughApi, uniqueEmail } from './support/accounts.js';
import { SIGNED_IN_STATE, SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');
const zh = translator('zh-CN');
const CALLBACK = 'vscode://heron.heron-vscode/auth?state=e2e';

function loginFor(redirect: string, lang?: string) {
  const params = new URLSearchParams({ redirect, ...(lang ? { lang } : {}) });
  return `/user/login?${params.toString()}`;
}

/**
 * Chromium cannot open vscode://, but it does ask for it: the navigation shows as a request the
 * test can catch.
 */
function editorNavigation(page: Page) {
  return page.waitForRequest((request) => request.url().startsWith('vscode://'));
}

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('an editor extension signs in: the browser opens vscode://…?code=, the code buys a token once', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const elsewhere = await playwright.request.newContext({ baseURL });
    const { email } = await signUpThroughApi(elsewhere, uniqueEmail('editor'));
    await elsewhere.dispose();
    await page.goto(loginFor(CALLBACK));
    await expect(page.getByRole('heading', { level: 1, name: en('screens.login') })).toBeVisible();
    await expect(
      page.getByText(
        en('auth.editor.signInFor', { editor: 'VS Code', extension: 'heron.heron-vscode' }),
      ),
    ).toBeVisible();
    const opening = editorNavigation(page);
    await page.getByLabel(en('auth.email')).fill(email);
    await page.getByLabel(en('auth.password')).fill(PASSWORD);
    await page
      .getByRole('button', { name: en('auth.login.submit') })
      .last()
      .click();

    // Signed in on the page for the editor: handed off at once.
    const opened = new URL((await opening).url());
    expect(`${opened.protocol}//${opened.host}${opened.pathname}`).toBe(
      'vscode://heron.heron-vscode/auth',
    );
    expect(opened.searchParams.get('state')).toBe('e2e');
    const code = opened.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText(en('auth.editor.opened', { editor: 'VS Code' }))).toBeVisible();
    await expect(
      page.getByRole('link', { name: en('auth.editor.openAgain', { editor: 'VS Code' }) }),
    ).toHaveAttribute('href', (await opening).url());

    // The extension's side: trade the code for a token, once.
    const extension = await playwright.request.newContext({ baseURL });
    const traded = await extension.post('/api/v1/auth/editor-token', {
      data: { code, redirectUri: CALLBACK },
    });
    expect(traded.status()).toBe(200);
    const { token } = (await traded.json()) as { token: string };
    const me = await extension.get('/api/v1/auth/session', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    const again = await extension.post('/api/v1/auth/editor-token', {
      data: { code, redirectUri: CALLBACK },
    });
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe('EDITOR_CODE_INVALID');
    await extension.dispose();
  });
});

test.describe('signed in', () => {
  test.use({ storageState: SIGNED_IN_STATE });

  test('someone already signed in confirms before the editor gets the account (in Chinese)', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('vscode://')) requested.push(request.url());
    });
    await page.goto(loginFor(CALLBACK, 'zh-CN'));
    await expect(
      page.getByRole('heading', { level: 1, name: zh('auth.editor.title', { editor: 'VS Code' }) }),
    ).toBeVisible();
    const confirm = page.getByRole('button', {
      name: zh('auth.editor.continueAs', { editor: 'VS Code', name: 'E2E Person' }),
    });
    await expect(confirm).toBeVisible();
    expect(requested).toEqual([]); // never handed over silently

    const opening = editorNavigation(page);
    await confirm.click();
    expect((await opening).url()).toMatch(
      /^vscode:\/\/heron\.heron-vscode\/auth\?state=e2e&code=[A-Za-z0-9_-]{43}$/,
    );
    await expect(page.getByText(zh('auth.editor.opened', { editor: 'VS Code' }))).toBeVisible();
  });

  for (const redirect of [
    'https://evil.example/steal',
    'zed://heron.ext/auth',
    'javascript:alert(1)',
  ]) {
    test(`redirect=${redirect} does not leave the site`, async ({ page, baseURL }) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL!)) outside.push(request.url());
      });
      await page.goto(loginFor(redirect));
      await expect(page).toHaveURL(`${baseURL}/project/list`);
      await expect(
        page.getByRole('heading', { level: 1, name: en('screens.projectList') }),
      ).toBeVisible();
      expect(outside).toEqual([]);
    });
  }
});
