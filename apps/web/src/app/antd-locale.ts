import type { ConfigProviderProps } from 'antd';
import { antdLocaleCodeFor, normalizeLanguage, type AntdLocaleCode } from '@heron/contract';

type Locale = NonNullable<ConfigProviderProps['locale']>;
type FetchedCode = Exclude<AntdLocaleCode, 'en_US'>;
type DatePickerLocale = NonNullable<Locale['DatePicker']>;

// antd speaks English by itself; the other locales (with their date picker and pagination texts)
// are fetched with the language that needs them, not bundled with the app.
const ANTD_LOCALES: Record<FetchedCode, () => Promise<{ default: Locale }>> = {
  ja_JP: () => import('antd/locale/ja_JP'),
  id_ID: () => import('antd/locale/id_ID'),
  zh_TW: () => import('antd/locale/zh_TW'),
};

// antd's date pickers draw their calendars with dayjs, which knows only English until a
// language's locale is loaded: month and weekday names, and the first day of the week, come
// from these (issue 21). Each registers itself with dayjs when loaded.
const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  ja: () => import('dayjs/locale/ja'),
  id: () => import('dayjs/locale/id'),
  'zh-Hant': () => import('dayjs/locale/zh-tw'),
};

// zh-CN keeps antd's English texts (spec §4, decisions 6), but a calendar in English among
// Chinese helps nobody: its date picker speaks the UI language like the other four's (issue 21).
const PICKER_ONLY: Record<string, () => Promise<{ default: DatePickerLocale }>> = {
  'zh-CN': () => import('antd/es/date-picker/locale/zh_CN'),
};

const loaded = new Map<FetchedCode, Locale>();
const pickerOnly = new Map<string, Locale>();

/** Fetches antd's own texts and the date pickers' calendar for `language`, once. */
export async function loadAntdLocale(language: string): Promise<void> {
  const supported = normalizeLanguage(language);
  const code = antdLocaleCodeFor(language);
  await Promise.all([
    code === 'en_US' || loaded.has(code)
      ? undefined
      : ANTD_LOCALES[code]().then((module) => void loaded.set(code, module.default)),
    supported ? DAYJS_LOCALES[supported]?.() : undefined,
    supported && !pickerOnly.has(supported)
      ? PICKER_ONLY[supported]?.().then(
          (module) =>
            // Everything but the picker stays antd's built-in English.
            void pickerOnly.set(supported, { locale: 'en', DatePicker: module.default }),
        )
      : undefined,
  ]);
}

/**
 * antd's own texts follow the UI language where antd has them (spec §4); others use English.
 * Undefined means antd's built-in English, also while a locale has not been fetched yet.
 */
export function antdLocaleFor(language: string): Locale | undefined {
  const code = antdLocaleCodeFor(language);
  return code === 'en_US' ? undefined : loaded.get(code);
}

/**
 * The locale antd's providers are given: `antdLocaleFor`'s, and where that leaves antd in
 * English for a language of ours, English with the date picker in the UI language.
 */
export function antdProviderLocaleFor(language: string): Locale | undefined {
  const supported = normalizeLanguage(language);
  return antdLocaleFor(language) ?? (supported ? pickerOnly.get(supported) : undefined);
}
