import { describe, expect, it } from 'vitest';
import {
  antdLocaleCodeFor,
  LANGUAGES,
  normalizeLanguage,
  SHORT_LOCALE_CODES,
} from './languages.js';

describe('normalizeLanguage', () => {
  it.each([
    ['en', 'en'],
    ['EN-us', 'en'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['zh-hant', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['ja-JP', 'ja'],
    ['id', 'id'],
    ['in', 'id'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });

  it.each([null, undefined, '', '  ', 'fr', 'klingon', '-'])('has no language for %j', (input) => {
    expect(normalizeLanguage(input)).toBeUndefined();
  });

  it('accepts every canonical code as itself', () => {
    for (const language of LANGUAGES) expect(normalizeLanguage(language)).toBe(language);
  });
});

describe('locale codes', () => {
  it('maps to antd locales, English for anything else (spec §4)', () => {
    expect(antdLocaleCodeFor('en')).toBe('en_US');
    expect(antdLocaleCodeFor('ja')).toBe('ja_JP');
    expect(antdLocaleCodeFor('id')).toBe('id_ID');
    expect(antdLocaleCodeFor('zh-Hant')).toBe('zh_TW');
    expect(antdLocaleCodeFor('zh-CN')).toBe('en_US');
    expect(antdLocaleCodeFor('fr')).toBe('en_US');
  });

  it('has the spec short codes (§3)', () => {
    expect(SHORT_LOCALE_CODES).toEqual({
      en: 'en',
      'zh-CN': 'zh',
      ja: 'ja',
      id: 'id',
      'zh-Hant': 'zh-hant',
    });
  });
});
