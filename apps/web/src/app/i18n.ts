import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@heron/contract';
import { RESOURCES, type Translation } from '../locales/resources';
import { storeLanguage } from '../lib/language-storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** The app's one i18next instance; components reach it through react-i18next's context. */
export const i18n = i18next.createInstance();

function reflectLanguageInDocument(language: string): void {
  document.documentElement.lang = language;
}

/** Initialises i18n synchronously (resources are bundled) in the given language. */
export function initI18n(language: Language): typeof i18n {
  if (i18n.isInitialized) {
    void i18n.changeLanguage(language);
    return i18n;
  }
  i18n.on('languageChanged', reflectLanguageInDocument);
  void i18n.use(initReactI18next).init({
    resources: RESOURCES,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Only the exact codes exist; never look up `zh` for `zh-CN`.
    load: 'currentOnly',
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  reflectLanguageInDocument(language);
  return i18n;
}

/** The language switcher's action: apply now and remember for the next visit (spec §4). */
export async function switchLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
