import { expect, test } from '@playwright/test';

test.describe('interface language', () => {
  test('?lang=ja switches to Japanese, is stored, and leaves the address', async ({ page }) => {
    await page.goto('/team/list?lang=ja&keep=1#top');
    await expect(page.getByRole('button', { name: '言語：日本語' })).toBeVisible();
    await expect(page.getByText('This screen arrives in a coming release.')).toHaveCount(0);
    const url = new URL(page.url());
    expect(url.searchParams.has('lang')).toBe(false);
    expect(url.searchParams.get('keep')).toBe('1');
    expect(url.hash).toBe('#top');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    // The stored choice wins over the browser's English on the next visit.
    await page.goto('/project/list');
    await expect(page.getByRole('button', { name: '言語：日本語' })).toBeVisible();
  });

  test('the spec spelling zh-cn is accepted', async ({ page }) => {
    await page.goto('/project/list?lang=zh-cn');
    await expect(page.getByRole('button', { name: '语言：简体中文' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('the header switcher changes the language and remembers it', async ({ page }) => {
    await page.goto('/team/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await expect(page.getByRole('button', { name: /繁體中文/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh-Hant');
    await page.reload();
    await expect(page.getByRole('button', { name: /繁體中文/ })).toBeVisible();
  });

  test('an unsupported ?lang is ignored and still removed', async ({ page }) => {
    await page.goto('/team/list?lang=klingon');
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('browser language', () => {
  test.use({ locale: 'id-ID' });
  test('is used when nothing was chosen', async ({ page }) => {
    await page.goto('/team/list');
    await expect(page.getByRole('button', { name: /Bahasa Indonesia/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});
