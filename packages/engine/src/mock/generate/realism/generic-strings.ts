import type { MockLocale } from '../types.js';
import { createRng } from '../rng.js';
import { lengthOf } from '../schema-keywords.js';
import { poolOf } from './pools.js';
import { joinsWithoutSpaces, wordOf } from './string-sources.js';
import { BoundedMap } from '../bounded-map.js';

const STRINGS = 32;
const cache = new BoundedMap<string, readonly string[]>(5_000);

/**
 * Strings a field's name says nothing about: a few words in the locale, fitted to the length
 * limits (cut or extended at compile time). Used as the closest data when nothing else fits.
 */
export function genericStrings(
  locale: MockLocale,
  minLength: number,
  maxLength: number | undefined,
): readonly string[] {
  const key = `${locale}\u0000${minLength}\u0000${maxLength ?? ''}`;
  let strings = cache.get(key);
  if (strings) return strings;
  const words = poolOf(locale, 'word', wordOf);
  const separator = joinsWithoutSpaces(locale) ? '' : ' ';
  const rng = createRng(key);
  const values = new Set<string>();
  const isFree = minLength === 0 && maxLength === undefined;
  // Lengths from the upper part of a short range: a five-character field reads better with
  // three to five characters than with none or one.
  const high = Math.min(maxLength ?? Number.POSITIVE_INFINITY, minLength + 24);
  const low = maxLength === undefined ? minLength : Math.max(minLength, Math.ceil(high * 0.6));
  for (let i = 0; i < STRINGS * 2 && values.size < STRINGS; i += 1) {
    const target = isFree ? 0 : rng.int(low, high);
    const parts = [rng.pick(words)];
    const wordCount = isFree ? rng.int(1, 3) : 1;
    while (parts.length < wordCount) parts.push(rng.pick(words));
    let text = parts.join(separator);
    if (!isFree) {
      // Lengths are counted as they grow: re-counting the whole text per word would be quadratic.
      let length = lengthOf(text);
      while (length < target) {
        const word = rng.pick(words);
        text += separator + word;
        length += lengthOf(separator) + lengthOf(word);
      }
      if (length > target) text = [...text].slice(0, target).join('');
      // A cut that ends on a space would look like a mistake; a letter reads better.
      if (text.endsWith(' ')) text = `${text.slice(0, -1)}a`;
    }
    values.add(text);
  }
  strings = [...values];
  cache.set(key, strings);
  return strings;
}
