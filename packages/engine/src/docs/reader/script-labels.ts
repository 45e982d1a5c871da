import type { Language } from '@heron/contract';
import { readerText, readerTextKeys } from '../text/index.js';

/** The shell labels the browser script shows besides every `search.` and `tryIt.` label. */
const SHELL_KEYS = ['shell.copy', 'shell.copied', 'shell.copyFailed', 'shell.menu'];

/** The keys of every label the reader script may show (it builds some: `tryIt.failed.<reason>`). */
export function scriptLabelKeys(): string[] {
  return [...SHELL_KEYS, ...readerTextKeys('search.'), ...readerTextKeys('tryIt.')];
}

// A JSON script element is not run, so the server's CSP lets it be; `<` is escaped so no text
// can close the element (`</script>`).
const cache = new Map<Language, string>();

/** The script's labels in `lang`, as the content of `<script type="application/json" id="hr-labels">`. */
export function scriptLabelsJson(lang: Language): string {
  let json = cache.get(lang);
  if (json === undefined) {
    const labels = Object.fromEntries(scriptLabelKeys().map((key) => [key, readerText(lang, key)]));
    json = JSON.stringify(labels).replace(/</g, '\\u003c');
    cache.set(lang, json);
  }
  return json;
}
