import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import jaJP from 'antd/locale/ja_JP';
import zhTW from 'antd/locale/zh_TW';
import { antdLocaleCodeFor, type AntdLocaleCode } from '@heron/contract';

type Locale = NonNullable<ConfigProviderProps['locale']>;

const ANTD_LOCALES: Record<AntdLocaleCode, Locale> = {
  en_US: enUS,
  ja_JP: jaJP,
  id_ID: idID,
  zh_TW: zhTW,
};

/** antd's own texts follow the UI language where antd has them (spec §4); others use English. */
export function antdLocaleFor(language: string): Locale {
  return ANTD_LOCALES[antdLocaleCodeFor(language)];
}
