import { describe, expect, it } from 'vitest';
import { detectLanguage, type LanguageSources } from './detect-language';

const none: LanguageSources = {
  search: '',
  stored: null,
  instanceDefault: null,
  browserLanguages: [],
};

describe('detectLanguage', () => {
  it('falls back to English when nothing is known', () => {
    expect(detectLanguage(none)).toEqual({ language: 'en', source: 'fallback' });
  });

  it('prefers the query parameter over everything else and asks to remove it', () => {
    expect(
      detectLanguage({
        search: '?a=1&lang=ja&b=2',
        stored: 'en',
        instanceDefault: 'id',
        browserLanguages: ['zh-CN'],
      }),
    ).toEqual({ language: 'ja', source: 'query', searchWithoutLang: '?a=1&b=2' });
  });

  it.each([
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['ZH-TW', 'zh-Hant'],
    ['zh-hant', 'zh-Hant'],
    ['zh_Hant', 'zh-Hant'],
    ['ja-JP', 'ja'],
    ['ID', 'id'],
    ['EN', 'en'],
  ])('accepts the spelling %s in the query as %s', (value, language) => {
    expect(detectLanguage({ ...none, search: `lang=${value}` })).toEqual({
      language,
      source: 'query',
      searchWithoutLang: '',
    });
  });

  it('skips an unsupported query value but still removes it', () => {
    expect(detectLanguage({ ...none, search: '?lang=fr&x=y', stored: 'id' })).toEqual({
      language: 'id',
      source: 'stored',
      searchWithoutLang: '?x=y',
    });
  });

  it('uses the stored value before the instance default', () => {
    expect(detectLanguage({ ...none, stored: 'zh-Hant', instanceDefault: 'ja' })).toEqual({
      language: 'zh-Hant',
      source: 'stored',
    });
  });

  it('uses the instance default before the browser language', () => {
    expect(
      detectLanguage({ ...none, instanceDefault: 'zh-cn', browserLanguages: ['ja-JP'] }),
    ).toEqual({ language: 'zh-CN', source: 'instance' });
  });

  it('ignores an empty instance default and an invalid stored value', () => {
    expect(
      detectLanguage({ ...none, stored: 'klingon', instanceDefault: '', browserLanguages: ['id'] }),
    ).toEqual({ language: 'id', source: 'browser' });
  });

  it('takes the first supported browser language', () => {
    expect(detectLanguage({ ...none, browserLanguages: ['fr-FR', 'de', 'zh-HK', 'ja'] })).toEqual({
      language: 'zh-Hant',
      source: 'browser',
    });
  });
});
