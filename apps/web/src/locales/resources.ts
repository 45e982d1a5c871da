import type { Language } from '@heron/contract';
import en from './en/translation.json';
import id from './id/translation.json';
import ja from './ja/translation.json';
import zhCN from './zh-CN/translation.json';
import zhHant from './zh-Hant/translation.json';

/** English is the reference: its keys type `t()`, and the locale test holds the others to it. */
export type Translation = typeof en;

/**
 * Every language at once, for the tests and the locale checks. The app never imports this: it
 * fetches the one language it shows through load-translation.ts.
 */
export const RESOURCES: Record<Language, { translation: Translation }> = {
  en: { translation: en },
  'zh-CN': { translation: zhCN },
  ja: { translation: ja },
  id: { translation: id },
  'zh-Hant': { translation: zhHant },
};
