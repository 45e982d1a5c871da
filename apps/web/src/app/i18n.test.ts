import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@heron/contract';
import { RESOURCES, type Translation } from '../locales/resources';
import { LANGUAGE_STORAGE_KEY } from '../lib/language-storage';

// The setup file starts i18n with every language handed over, as the other tests want. These
// tests start a fresh copy of the module that fetches, and watch what it fetches.

type LoadTranslation = (language: Language) => Promise<Translation>;

let fetched: Language[];
let fetchTranslation: LoadTranslation;

async function freshI18n() {
  return import('./i18n');
}

beforeEach(() => {
  vi.resetModules();
  fetched = [];
  fetchTranslation = (language) => Promise.resolve(RESOURCES[language].translation);
  vi.doMock('../locales/load-translation', () => ({
    loadTranslation: (language: Language) => {
      fetched.push(language);
      return fetchTranslation(language);
    },
  }));
});

afterEach(async () => {
  vi.doUnmock('../locales/load-translation');
  // Leave a started i18n behind for the setup file's own clean-up.
  vi.resetModules();
  const { initI18n } = await freshI18n();
  await initI18n('en', RESOURCES);
});

describe('translations are fetched per language (issue 20)', () => {
  it('fetches only the language it starts in, and has its texts when started', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n('ja');
    expect(fetched).toEqual(['ja']);
    expect(i18n.t('nav.projects')).toBe(RESOURCES.ja.translation.nav.projects);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(document.documentElement.lang).toBe('ja');
  });

  it('resolves only once the first language has arrived, so the first render shows no keys', async () => {
    let deliver: () => void = () => {};
    fetchTranslation = (language) =>
      new Promise((resolve) => {
        deliver = () => resolve(RESOURCES[language].translation);
      });
    const { i18n, initI18n } = await freshI18n();
    let started = false;
    const starting = initI18n('id').then(() => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false);
    deliver();
    await starting;
    expect(i18n.t('nav.projects')).toBe(RESOURCES.id.translation.nav.projects);
  });

  it('fetches the other language when switching, and applies it only once it is in', async () => {
    const { i18n, initI18n, switchLanguage } = await freshI18n();
    await initI18n('en');
    const seenOnChange: string[] = [];
    i18n.on('languageChanged', () => seenOnChange.push(i18n.t('nav.projects')));
    await switchLanguage('ja');
    expect(fetched).toEqual(['en', 'ja']);
    expect(i18n.language).toBe('ja');
    expect(seenOnChange).toEqual([RESOURCES.ja.translation.nav.projects]);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
  });

  it("fetches antd's own texts with the language that has them", async () => {
    const { initI18n, switchLanguage } = await freshI18n();
    const { antdLocaleFor } = await import('./antd-locale');
    await initI18n('en');
    expect(antdLocaleFor('ja')).toBeUndefined();
    await switchLanguage('ja');
    expect(antdLocaleFor('ja')?.locale).toBe('ja');
    // zh-CN has no antd locale of its own in spec §4: antd's built-in English.
    await switchLanguage('zh-CN');
    expect(antdLocaleFor('zh-CN')).toBeUndefined();
  });

  it('keeps the language when the other one cannot be fetched, and fetches it on the next try', async () => {
    const { i18n, initI18n, switchLanguage } = await freshI18n();
    const { ChunkLoadError } = await import('../lib/load-chunk');
    await initI18n('en');
    fetchTranslation = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(switchLanguage('zh-Hant')).rejects.toBeInstanceOf(ChunkLoadError);
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.projects')).toBe(RESOURCES.en.translation.nav.projects);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    fetchTranslation = (language) => Promise.resolve(RESOURCES[language].translation);
    await switchLanguage('zh-Hant');
    expect(i18n.language).toBe('zh-Hant');
    expect(fetched).toEqual(['en', 'zh-Hant', 'zh-Hant']);
  });
});
