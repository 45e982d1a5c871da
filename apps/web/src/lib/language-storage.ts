/** The local-storage key holding the chosen interface language (spec §3). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// Storage can be unavailable (privacy modes, sandboxed frames): the language then lasts one visit.
export function readStoredLanguage(win: Window = window): string | null {
  try {
    return win.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: string, win: Window = window): void {
  try {
    win.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisting is acceptable; the choice still applies to this visit.
  }
}
