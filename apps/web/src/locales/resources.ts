import type { Language } from '@heron/contract';
import en from './en/translation.json';
import id from './id/translation.json';
import ja from './ja/translation.json';
import zhCN from './zh-CN/translation.json';
import zhHant from './zh-Hant/translation.json';

/** English is the reference: its keys type `t()`, and the locale test holds the others to it. */
export type Translation = typeof en;

// Bundled rather than fetched: the app must work offline with zero extra requests at start, and
// the five files together are small.
export const RESOURCES: Record<Language, { translation: Translation }> = {
  en: { translation: en },
  'zh-CN': { translation: zhCN },
  ja: { translation: ja },
  id: { translation: id },
  'zh-Hant': { translation: zhHant },
};
