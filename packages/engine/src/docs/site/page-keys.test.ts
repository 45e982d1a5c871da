import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, PARAMETER_LOCATIONS } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT } from '../text/page-text.js';

// The pages' labels are markers filled from PAGE_TEXT when a page is served: a key the builder
// writes and a language lacks would show as the key itself. The fixture design does not reach
// every label (an example cut short, a cookie parameter), so the sources are read instead.
const FOLDER = import.meta.dirname;
const sources = fs
  .readdirSync(FOLDER)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => fs.readFileSync(path.join(FOLDER, name), 'utf8'))
  .join('\n');

/** Keys written whole, and the ones made from a template with every value it takes. */
function keysInSources(): Set<string> {
  const keys = new Set(
    [...sources.matchAll(/['`](page\.[A-Za-z.]*[A-Za-z])['`]/g)].map((m) => m[1]!),
  );
  expect(sources).toContain('`page.params.${location}`');
  for (const location of PARAMETER_LOCATIONS) keys.add(`page.params.${location}`);
  expect(sources).toContain('`page.schema.${node.variants.kind}`');
  for (const kind of ['oneOf', 'anyOf', 'allOf']) keys.add(`page.schema.${kind}`);
  return keys;
}

describe('page labels', () => {
  const keys = keysInSources();

  it('are in every language', () => {
    expect(keys.size).toBeGreaterThan(40);
    for (const key of keys) {
      for (const lang of LANGUAGES) expect(PAGE_TEXT[lang][key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('are all used, and all prefixed `page.`', () => {
    for (const key of Object.keys(PAGE_TEXT.en)) {
      expect(key.startsWith('page.'), key).toBe(true);
      expect(keys.has(key), `${key} is not used`).toBe(true);
    }
  });

  it('are translated, not copied from English', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = Object.keys(PAGE_TEXT.en).filter(
        (key) => PAGE_TEXT[lang][key] === PAGE_TEXT.en[key],
      );
      // `Body`, `Format` … are the words Indonesian developers use too.
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThan(5);
    }
  });
});
