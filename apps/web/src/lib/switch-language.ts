import type { i18n as I18n } from 'i18next';
import type { Language } from '@heron/contract';
import { storeLanguage } from './language-storage';
import { ChunkLoadError } from './load-chunk';

// The app's translations live in one namespace (app/i18n.ts).
const NAMESPACE = 'translation';

/**
 * The language switcher's action on an i18next instance: fetch the language, then apply it and
 * remember it for the next visit (spec §4). Rejects with a ChunkLoadError, leaving the language
 * as it was, when its texts could not be fetched. Takes the instance rather than importing the
 * app's, so shared components (the switcher in every frame's header) can call it.
 */
export async function switchI18nLanguage(i18n: I18n, language: Language): Promise<void> {
  // i18next marks a failed language and never asks again unless told to reload.
  if (!i18n.hasResourceBundle(language, NAMESPACE)) await i18n.reloadResources(language);
  if (!i18n.hasResourceBundle(language, NAMESPACE)) {
    throw new ChunkLoadError(`translation-${language}`, 'missing');
  }
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
