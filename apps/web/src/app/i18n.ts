import i18next, { type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, normalizeLanguage, type Language } from '@heron/contract';
import type { Translation } from '../locales/resources';
import { loadTranslation } from '../locales/load-translation';
import { loadAntdLocale } from './antd-locale';
import { switchI18nLanguage } from '../lib/switch-language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

const NAMESPACE = 'translation';

/** The app's one i18next instance; components reach it through react-i18next's context. */
export const i18n = i18next.createInstance();

function reflectLanguageInDocument(language: string): void {
  document.documentElement.lang = language;
}

/**
 * i18next asks for a language before it applies it: its interface texts and antd's arrive
 * together, so a switch never shows one half in the old language.
 */
async function readLanguage(language: string): Promise<Translation> {
  const supported = normalizeLanguage(language);
  if (!supported) throw new Error(`unsupported language ${language}`);
  const [translation] = await Promise.all([loadTranslation(supported), loadAntdLocale(supported)]);
  return translation;
}

/**
 * Starts i18n in `language`; resolves once that language's texts are in, so the first render
 * never shows keys. `resources` hands every language over at once (the tests do, to switch
 * synchronously); the app leaves it out and fetches only the language it shows.
 */
export async function initI18n(language: Language, resources?: Resource): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return i18n;
  }
  i18n.on('languageChanged', reflectLanguageInDocument);
  reflectLanguageInDocument(language);
  await i18n
    .use(resourcesToBackend(readLanguage))
    .use(initReactI18next)
    .init({
      ...(resources ? { resources } : {}),
      lng: language,
      // Every language has every key (locales/translations.test.ts), so English would never be
      // read as a fallback: loading it beside another language would be a second file for nothing.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      // Only the exact codes exist; never look up `zh` for `zh-CN`.
      load: 'currentOnly',
      // Handed resources (the tests), i18n is ready when init returns; fetching, when it resolves.
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
  return i18n;
}

/**
 * The language switcher's action on the app's instance (see lib/switch-language.ts): rejects
 * with a ChunkLoadError, leaving the language as it was, when its texts could not be fetched.
 */
export function switchLanguage(language: Language): Promise<void> {
  return switchI18nLanguage(i18n, language);
}
