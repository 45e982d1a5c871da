import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguageDetection } from './apply-language-detection';

function setMeta(content: string) {
  let meta = document.querySelector('meta[name="heron-default-language"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'heron-default-language');
    document.head.append(meta);
  }
  meta.setAttribute('content', content);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  setMeta('');
});

describe('applyLanguageDetection', () => {
  it('stores a ?lang= choice and removes only that parameter from the address', () => {
    window.history.replaceState(null, '', '/team/list?a=1&lang=zh-hant&b=2#top');
    expect(applyLanguageDetection()).toBe('zh-Hant');
    expect(window.localStorage.getItem('i18nextLng')).toBe('zh-Hant');
    expect(window.location.pathname).toBe('/team/list');
    expect(window.location.search).toBe('?a=1&b=2');
    expect(window.location.hash).toBe('#top');
  });

  it('uses the instance default from the meta tag when nothing is stored', () => {
    setMeta('ja');
    expect(applyLanguageDetection()).toBe('ja');
    expect(window.localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('prefers the stored language over the instance default', () => {
    setMeta('ja');
    window.localStorage.setItem('i18nextLng', 'id');
    expect(applyLanguageDetection()).toBe('id');
  });
});
