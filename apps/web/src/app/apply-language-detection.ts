import type { Language } from '@heron/contract';
import { detectLanguage } from './detect-language';
import { readStoredLanguage, storeLanguage } from '../lib/language-storage';

const DEFAULT_LANGUAGE_META = 'meta[name="heron-default-language"]';

/**
 * Reads the address, storage, the server-written meta tag and the browser, decides the language,
 * stores a `?lang=` choice and removes the parameter from the address bar. Runs before the router
 * is created, so the router never sees the `lang` parameter.
 */
export function applyLanguageDetection(win: Window = window): Language {
  const detection = detectLanguage({
    search: win.location.search,
    stored: readStoredLanguage(win),
    instanceDefault:
      win.document.querySelector(DEFAULT_LANGUAGE_META)?.getAttribute('content') ?? null,
    browserLanguages: win.navigator.languages ?? [win.navigator.language],
  });
  if (detection.source === 'query') storeLanguage(detection.language, win);
  if (detection.searchWithoutLang !== undefined) {
    const { pathname, hash } = win.location;
    win.history.replaceState(win.history.state, '', pathname + detection.searchWithoutLang + hash);
  }
  return detection.language;
}
