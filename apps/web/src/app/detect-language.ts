import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@heron/contract';

/** The address query parameter that picks the interface language (spec §2, §4). */
export const LANGUAGE_QUERY_PARAM = 'lang';

export interface LanguageSources {
  /** `location.search`, with or without its leading `?`. */
  search: string;
  /** The value stored under `i18nextLng`, or null. */
  stored: string | null;
  /** The instance default from the `heron-default-language` meta tag, or null/empty. */
  instanceDefault: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[];
}

export type LanguageSource = 'query' | 'stored' | 'instance' | 'browser' | 'fallback';

export interface LanguageDetection {
  language: Language;
  source: LanguageSource;
  /**
   * Set when the address carried a `lang` parameter, valid or not: the search string to put in
   * the address bar instead (`''` or `?a=1`), since the choice is stored, not kept in the URL.
   */
  searchWithoutLang?: string;
}

/**
 * Picks the interface language in the spec's order (§4): query parameter, stored value, instance
 * default, browser language, English. A value no supported language matches is skipped.
 */
export function detectLanguage(sources: LanguageSources): LanguageDetection {
  const params = new URLSearchParams(sources.search);
  const hasQuery = params.has(LANGUAGE_QUERY_PARAM);
  const fromQuery = normalizeLanguage(params.get(LANGUAGE_QUERY_PARAM));
  params.delete(LANGUAGE_QUERY_PARAM);
  const rest = params.toString();
  const cleanup = hasQuery ? { searchWithoutLang: rest ? `?${rest}` : '' } : {};

  const candidates: [LanguageSource, Language | undefined][] = [
    ['query', fromQuery],
    ['stored', normalizeLanguage(sources.stored)],
    ['instance', normalizeLanguage(sources.instanceDefault)],
    ...sources.browserLanguages.map((tag): [LanguageSource, Language | undefined] => [
      'browser',
      normalizeLanguage(tag),
    ]),
  ];
  for (const [source, language] of candidates) {
    if (language) return { language, source, ...cleanup };
  }
  return { language: FALLBACK_LANGUAGE, source: 'fallback', ...cleanup };
}
