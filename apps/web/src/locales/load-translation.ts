import type { Language } from '@heron/contract';
import type { Translation } from './resources';

// One chunk per language (`translation-<language>-<hash>.js`, see vite.config.ts): a visitor
// fetches only the language they read, about a fifth of what all five together weigh.
const TRANSLATIONS: Record<Language, () => Promise<{ default: Translation }>> = {
  en: () => import('./en/translation.json'),
  'zh-CN': () => import('./zh-CN/translation.json'),
  ja: () => import('./ja/translation.json'),
  id: () => import('./id/translation.json'),
  'zh-Hant': () => import('./zh-Hant/translation.json'),
};

/** Fetches one language's interface texts. */
export async function loadTranslation(language: Language): Promise<Translation> {
  return (await TRANSLATIONS[language]()).default;
}
