/**
 * Interface languages (spec §1, §3, §4). The canonical codes are BCP 47 tags as i18next uses
 * them; the spec's own spellings (zh-cn, zh-hant, short codes such as zh) are accepted on input.
 */
export const LANGUAGES = ['en', 'zh-CN', 'ja', 'id', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = 'en';

/** The name of each language in itself, for the language switcher. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  ja: '日本語',
  id: 'Bahasa Indonesia',
  'zh-Hant': '繁體中文',
};

/** The spec's short locale codes (§3): zh-cn → zh, zh-hant → zh-hant, others unchanged. */
export const SHORT_LOCALE_CODES: Record<Language, string> = {
  en: 'en',
  'zh-CN': 'zh',
  ja: 'ja',
  id: 'id',
  'zh-Hant': 'zh-hant',
};

const ALIASES: Record<string, Language> = {
  en: 'en',
  zh: 'zh-CN',
  'zh-cn': 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  ja: 'ja',
  id: 'id',
  in: 'id',
  'zh-hant': 'zh-Hant',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
};

/**
 * Maps any spelling a user, a link or a browser may give (`zh-cn`, `zh_TW`, `ja-JP`, `EN`) to a
 * supported language, or undefined when there is none. Script subtags win over regions, so
 * `zh-Hant-CN` is Traditional Chinese.
 */
export function normalizeLanguage(input: string | null | undefined): Language | undefined {
  if (!input) return undefined;
  const tag = input.trim().replace(/_/g, '-').toLowerCase();
  if (!tag) return undefined;
  const direct = ALIASES[tag];
  if (direct) return direct;
  const parts = tag.split('-');
  if (parts[0] === 'zh') {
    if (parts.includes('hant')) return 'zh-Hant';
    if (parts.includes('hans')) return 'zh-CN';
    const region = parts[1];
    if (region && ALIASES[`zh-${region}`]) return ALIASES[`zh-${region}`];
    return 'zh-CN';
  }
  return parts[0] ? ALIASES[parts[0]] : undefined;
}

/**
 * The antd locale a language uses (spec §4): en, ja, id and zh_TW exist; anything else falls
 * back to English.
 */
export type AntdLocaleCode = 'en_US' | 'ja_JP' | 'id_ID' | 'zh_TW';
export function antdLocaleCodeFor(language: string): AntdLocaleCode {
  switch (normalizeLanguage(language)) {
    case 'ja':
      return 'ja_JP';
    case 'id':
      return 'id_ID';
    case 'zh-Hant':
      return 'zh_TW';
    default:
      return 'en_US';
  }
}
