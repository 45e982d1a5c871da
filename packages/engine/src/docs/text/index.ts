import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@heron/contract';
import { CHANGE_TEXT } from './change-text.js';
import { PAGE_TEXT } from './page-text.js';
import { SHELL_TEXT } from './shell-text.js';
import type { TextTable } from './text-table.js';

export type { TextTable } from './text-table.js';

/** The reader's text tables by owner, so tests can check each one whole. */
export const READER_TEXT_TABLES: Readonly<Record<string, TextTable>> = {
  shell: SHELL_TEXT,
  page: PAGE_TEXT,
  change: CHANGE_TEXT,
};

// Merged once at load into Maps: labels are looked up per marker on every page served, and a Map
// has no inherited keys (a key such as `constructor` must not find Object's own).
const MERGED = new Map<Language, Map<string, string>>(
  LANGUAGES.map((lang) => [
    lang,
    new Map(Object.values(READER_TEXT_TABLES).flatMap((table) => Object.entries(table[lang]))),
  ]),
);
const FALLBACK = MERGED.get(FALLBACK_LANGUAGE) ?? new Map<string, string>();

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The reader-interface text `key` in `lang`, else in English, else the key itself (a missing
 * translation shows something readable rather than nothing). `{name}` placeholders are filled
 * from `values`; one without a value is left as it is, so the browser script can fill it later.
 */
export function readerText(
  lang: Language,
  key: string,
  values?: Record<string, string | number>,
): string {
  const text = MERGED.get(lang)?.get(key) ?? FALLBACK.get(key) ?? key;
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Every key of the reader's texts (English holds them all) that starts with `prefix`. */
export function readerTextKeys(prefix = ''): string[] {
  return [...FALLBACK.keys()].filter((key) => key.startsWith(prefix));
}
