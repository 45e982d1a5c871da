import { describe, expect, it } from 'vitest';
import { fillMarkers } from './fill-markers.js';

const B = '\u0001b\u0002';
const t = (key: string) => `\u0001t:${key}\u0002`;

describe('fillMarkers', () => {
  it('fills the base path and labels in the reader language', () => {
    const html = `<a href="${B}/endpoints/x">${t('shell.copy')}</a>`;
    expect(fillMarkers(html, '/docs/pets', 'en')).toBe('<a href="/docs/pets/endpoints/x">Copy</a>');
    expect(fillMarkers(html, '', 'ja')).toBe('<a href="/endpoints/x">コピー</a>');
  });

  it('escapes the base and the labels', () => {
    expect(fillMarkers(`<a href="${B}/">`, '/s/"><x', 'en')).toBe('<a href="/s/&quot;&gt;&lt;x/">');
    expect(fillMarkers(t('search.noResults'), '', 'en')).toBe('No results for “{query}”');
    expect(fillMarkers(t('a<b>'), '', 'en')).toBe('a&lt;b&gt;');
  });

  it('leaves an unknown key readable and a broken marker alone', () => {
    expect(fillMarkers(t('no.such'), '', 'en')).toBe('no.such');
    expect(fillMarkers('x\u0001t:shell.copy', '', 'en')).toBe('x\u0001t:shell.copy');
    expect(fillMarkers('plain', '/b', 'en')).toBe('plain');
    expect(fillMarkers(`\u0001x${t('shell.copy')}`, '', 'en')).toBe('\u0001xCopy');
    expect(fillMarkers(`\u0001q\u0002${B}`, '/b', 'en')).toBe('\u0001q\u0002/b');
    expect(fillMarkers(`${B}${B}${t('shell.copy')}${t('shell.copy')}`, '/b', 'en')).toBe(
      '/b/bCopyCopy',
    );
  });

  it('fills a 400 KB page quickly', () => {
    const row = `<li><a href="${B}/endpoints/e">${t('shell.copy')}</a> ${'x'.repeat(60)}</li>`;
    const html = row.repeat(Math.ceil(400_000 / row.length));
    fillMarkers(html, '/docs/big', 'zh-CN');
    const started = performance.now();
    const filled = fillMarkers(html, '/docs/big', 'zh-CN');
    const elapsed = performance.now() - started;
    expect(filled).not.toContain('\u0001');
    expect(filled).toContain('/docs/big/endpoints/e">复制</a>');
    // Typically 2–4 ms; the bound leaves room for a busy shared machine.
    expect(elapsed).toBeLessThan(100);
  });
});
