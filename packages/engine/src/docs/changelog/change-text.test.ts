import { DOC_CHANGE_CODES, LANGUAGES } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { CHANGE_TEXT } from '../text/change-text.js';

describe('CHANGE_TEXT', () => {
  it('has a sentence for every change code in every language', () => {
    for (const lang of LANGUAGES) {
      for (const code of DOC_CHANGE_CODES) {
        expect(CHANGE_TEXT[lang][`change.${code}`]?.trim(), `${lang} ${code}`).toBeTruthy();
      }
    }
  });

  it('has the same keys in every language, all under change.', () => {
    const keys = Object.keys(CHANGE_TEXT.en).sort();
    expect(keys.every((key) => key.startsWith('change.'))).toBe(true);
    for (const lang of LANGUAGES) expect(Object.keys(CHANGE_TEXT[lang]).sort(), lang).toEqual(keys);
  });

  it('is translated, not copied from English, and holds no placeholders (markers carry no values)', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = Object.keys(CHANGE_TEXT.en).filter(
        (key) => CHANGE_TEXT[lang][key] === CHANGE_TEXT.en[key],
      );
      expect(same, lang).toEqual([]);
    }
    for (const lang of LANGUAGES) {
      for (const text of Object.values(CHANGE_TEXT[lang])) expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('gives different codes different sentences', () => {
    for (const lang of LANGUAGES) {
      const sentences = DOC_CHANGE_CODES.map((code) => CHANGE_TEXT[lang][`change.${code}`]);
      expect(new Set(sentences).size, lang).toBe(sentences.length);
    }
  });
});
