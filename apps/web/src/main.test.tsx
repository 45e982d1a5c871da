import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useTranslation } from 'react-i18next';
import type { Language } from '@heron/contract';
import { LANGUAGE_STORAGE_KEY } from './lib/language-storage';
import { RESOURCES } from './locales/resources';

// The app's start (main.tsx) with a one-screen route table and a translation fetch this test
// releases: nothing may render before the language has arrived, so no key ever shows.

let deliver: () => void = () => {};

function Screen() {
  const { t } = useTranslation();
  return <h1>{t('nav.projects')}</h1>;
}

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = '<div id="root"></div>';
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
  vi.doMock('./app/routes', () => ({ routes: [{ path: '*', Component: Screen }] }));
  vi.doMock('./locales/load-translation', () => ({
    loadTranslation: (language: Language) =>
      new Promise((resolve) => {
        deliver = () => resolve(RESOURCES[language].translation);
      }),
  }));
});

afterEach(async () => {
  vi.doUnmock('./app/routes');
  vi.doUnmock('./locales/load-translation');
  document.body.innerHTML = '';
  // Leave a started i18n behind for the setup file's own clean-up.
  vi.resetModules();
  const { initI18n } = await import('./app/i18n');
  await initI18n('en', RESOURCES);
});

it('renders the first screen only once its language has arrived, never showing keys', async () => {
  const root = document.getElementById('root')!;
  const shown: string[] = [];
  const observer = new MutationObserver(() => shown.push(root.textContent ?? ''));
  observer.observe(root, { childList: true, subtree: true, characterData: true });

  await import('./main');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(root.textContent).toBe('');

  deliver();
  await vi.waitFor(() => expect(root.textContent).toContain(RESOURCES.ja.translation.nav.projects));
  observer.disconnect();
  expect(shown.some((text) => text.includes('nav.projects'))).toBe(false);
  expect(document.documentElement.lang).toBe('ja');
});
