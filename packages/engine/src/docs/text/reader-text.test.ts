import { LANGUAGES } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { READER_TEXT_TABLES, readerText, readerTextKeys } from './index.js';
import { SHELL_TEXT } from './shell-text.js';

const SHELL_PREFIXES = [
  'shell.',
  'search.',
  'tryIt.',
  'message.',
  'version.',
  'lang.',
  'download.',
];

describe('reader text tables', () => {
  for (const [owner, table] of Object.entries(READER_TEXT_TABLES)) {
    it(`${owner}: every language has exactly the English keys`, () => {
      const english = Object.keys(table.en).sort();
      for (const lang of LANGUAGES) {
        expect(Object.keys(table[lang]).sort(), `${owner} ${lang}`).toEqual(english);
      }
    });

    it(`${owner}: no text is empty and placeholders match English`, () => {
      for (const lang of LANGUAGES) {
        for (const [key, text] of Object.entries(table[lang])) {
          expect(text.trim(), `${owner} ${lang} ${key}`).not.toBe('');
          const names = (value: string | undefined) =>
            [...(value ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
          expect(names(text), `${owner} ${lang} ${key}`).toEqual(names(table.en[key]));
        }
      }
    });
  }

  it('no key belongs to two tables', () => {
    const seen = new Map<string, string>();
    for (const [owner, table] of Object.entries(READER_TEXT_TABLES)) {
      for (const key of Object.keys(table.en)) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, owner);
      }
    }
  });

  it('the shell keys use the shell prefixes', () => {
    for (const key of Object.keys(SHELL_TEXT.en)) {
      expect(
        SHELL_PREFIXES.some((prefix) => key.startsWith(prefix)),
        key,
      ).toBe(true);
    }
  });

  it('the shell is translated, not copied from English', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = Object.keys(SHELL_TEXT.en).filter(
        (key) => SHELL_TEXT[lang][key] === SHELL_TEXT.en[key],
      );
      // Product names and formats stay as they are in every language.
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThan(12);
    }
  });
});

describe('readerText', () => {
  it('finds a text in the language asked for', () => {
    expect(readerText('ja', 'shell.copy')).toBe('コピー');
    expect(readerText('zh-Hant', 'lang.label')).toBe('語言');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(readerText('en', 'tryIt.error.RATE_LIMITED', { seconds: 12 })).toBe(
      'Too many requests. Try again in 12 s.',
    );
    expect(readerText('en', 'tryIt.error.RATE_LIMITED')).toContain('{seconds}');
    expect(readerText('en', 'search.noResults', { other: 'x' })).toContain('{query}');
  });

  it('falls back to English, then to the key', () => {
    expect(readerText('xx' as never, 'shell.copy')).toBe('Copy');
    expect(readerText('ja', 'no.such.key')).toBe('no.such.key');
    expect(readerText('en', 'constructor')).toBe('constructor');
  });

  it('lists keys by prefix', () => {
    expect(readerTextKeys('download.')).toEqual(
      expect.arrayContaining(['download.openapi31', 'download.markdown']),
    );
    expect(readerTextKeys('download.').every((key) => key.startsWith('download.'))).toBe(true);
  });
});
