import { describe, expect, it } from 'vitest';
import { renderReaderMessage } from './render-message.js';

const SITE = { title: 'Pet Store', logoUrl: null, accentColor: '#112233' };

describe('renderReaderMessage', () => {
  it('writes a small whole page in the reader language', () => {
    const html = renderReaderMessage({
      lang: 'zh-CN',
      site: SITE,
      titleKey: 'message.notFound.title',
      messageKey: 'message.notFound.text',
    });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="zh-CN" style="--hr-accent:#112233">');
    expect(html).toContain('<title>页面不存在 — Pet Store</title>');
    expect(html).toContain('<h1 class="hr-message-title">页面不存在</h1>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('href="/docs-assets/reader.css"');
    expect(html).toContain('href="?lang=ja"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('\u0001');
  });

  it('names no site when there is none', () => {
    const html = renderReaderMessage({
      lang: 'en',
      site: null,
      titleKey: 'message.notFound.title',
      messageKey: 'message.notFound.text',
    });
    expect(html).toContain('<title>Page not found</title>');
    expect(html).toContain('--hr-accent:#835CFF');
  });

  it('fills values such as the expiry date', () => {
    const html = renderReaderMessage({
      lang: 'en',
      site: SITE,
      titleKey: 'message.expired.title',
      messageKey: 'message.expired.text',
      values: { date: 'May 1, 2026 <UTC>' },
    });
    expect(html).toContain('This shared link expired on May 1, 2026 &lt;UTC&gt;.');
  });

  it('asks for a password, and says when it was wrong', () => {
    const input = {
      lang: 'en' as const,
      site: SITE,
      titleKey: 'message.password.title',
      messageKey: 'message.password.text',
    };
    const asked = renderReaderMessage({
      ...input,
      passwordForm: { action: '/docs/pets/-/unlock', wrong: false },
    });
    expect(asked).toContain(
      '<form class="hr-password-form" method="post" action="/docs/pets/-/unlock">',
    );
    expect(asked).toContain('name="password"');
    expect(asked).toContain('>Password</label>');
    expect(asked).not.toContain('hr-form-error');
    const wrong = renderReaderMessage({
      ...input,
      passwordForm: { action: '/docs/pets/-/unlock', wrong: true },
    });
    expect(wrong).toContain('That password is not right. Try again.');
    expect(wrong).toContain('aria-invalid="true"');
  });

  it('links to signing in', () => {
    const html = renderReaderMessage({
      lang: 'id',
      site: SITE,
      titleKey: 'message.signIn.title',
      messageKey: 'message.signIn.text',
      signInHref: '/user/login?redirect=%2Fdocs%2Fpets&x="',
    });
    expect(html).toContain('href="/user/login?redirect=%2Fdocs%2Fpets&amp;x=&quot;">Masuk</a>');
  });

  it('has every message the server shows, in every language', () => {
    for (const key of [
      'notFound',
      'notPublished',
      'expired',
      'revoked',
      'password',
      'signIn',
      'rateLimited',
    ]) {
      for (const lang of ['en', 'zh-CN', 'ja', 'id', 'zh-Hant'] as const) {
        const html = renderReaderMessage({
          lang,
          site: SITE,
          titleKey: `message.${key}.title`,
          messageKey: `message.${key}.text`,
          values: { date: 'D', seconds: 9 },
        });
        expect(html).not.toContain(`message.${key}`);
        expect(html).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
