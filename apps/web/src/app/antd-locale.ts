import type { ConfigProviderProps } from 'antd';
import { antdLocaleCodeFor, type AntdLocaleCode } from '@heron/contract';

type Locale = NonNullable<ConfigProviderProps['locale']>;
type FetchedCode = Exclude<AntdLocaleCode, 'en_US'>;

// antd speaks English by itself; the other locales (with their date picker and pagination texts)
// are fetched with the language that needs them, not bundled with the app.
const ANTD_LOCALES: Record<FetchedCode, () => Promise<{ default: Locale }>> = {
  ja_JP: () => import('antd/locale/ja_JP'),
  id_ID: () => import('antd/locale/id_ID'),
  zh_TW: () => import('antd/locale/zh_TW'),
};

const loaded = new Map<FetchedCode, Locale>();

/** Fetches antd's own texts for `language`, once; languages antd lacks use English. */
export async function loadAntdLocale(language: string): Promise<void> {
  const code = antdLocaleCodeFor(language);
  if (code === 'en_US' || loaded.has(code)) return;
  loaded.set(code, (await ANTD_LOCALES[code]()).default);
}

/**
 * antd's own texts follow the UI language where antd has them (spec §4); others use English.
 * Undefined means antd's built-in English, also while a locale has not been fetched yet.
 */
export function antdLocaleFor(language: string): Locale | undefined {
  const code = antdLocaleCodeFor(language);
  return code === 'en_US' ? undefined : loaded.get(code);
}
