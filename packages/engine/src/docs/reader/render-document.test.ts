import { describe, expect, it } from 'vitest';
import { fixtureInput } from './test-support/reader-fixture.js';
import { renderReaderDocument } from './render-document.js';

describe('renderReaderDocument', () => {
  it('writes a whole document with its head', () => {
    const html = renderReaderDocument(fixtureInput());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en" style="--hr-accent:#12ab34">');
    expect(html).toContain('<title>Get a pet — Pet Store</title>');
    expect(html).toContain('<meta name="description" content="Returns one pet by its id.">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(
      '<link rel="canonical" href="https://docs.test/docs/pets/endpoints/get-pet">',
    );
    expect(html).toContain('<link rel="stylesheet" href="/docs-assets/reader.css">');
    expect(html).toContain('<script defer src="/docs-assets/reader.js"></script>');
    expect(html).not.toContain('\u0001');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('keeps inline code out: no <style>, only the JSON labels element', () => {
    const html = renderReaderDocument(fixtureInput());
    expect(html).not.toMatch(/<style/i);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script defer src="/docs-assets/reader.js">',
      '<script type="application/json" id="hr-labels">',
    ]);
    const json = /<script type="application\/json" id="hr-labels">([^<]*)<\/script>/.exec(html);
    const labels = JSON.parse(json?.[1] ?? '{}') as Record<string, string>;
    expect(labels['search.noResults']).toBe('No results for “{query}”');
    expect(labels['tryIt.failed.timeout']).toBeTruthy();
  });

  it('passes the script its data on <body>', () => {
    const html = renderReaderDocument(fixtureInput());
    expect(html).toContain(
      '<body class="hr-reader" data-base="/docs/pets" data-lang="en" data-slug="endpoints/get-pet" data-try-url="/docs/pets/-/try">',
    );
    expect(renderReaderDocument(fixtureInput({ tryItUrl: null }))).not.toContain('data-try-url');
  });

  it('is indexable and without canonical link when asked', () => {
    const html = renderReaderDocument(fixtureInput({ indexable: true, canonicalUrl: null }));
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('rel="canonical"');
  });

  it('falls back to the default accent for anything but #rrggbb', () => {
    for (const accentColor of ['red', '#fff', '#12345g', '#123456;color:red', '']) {
      const input = fixtureInput();
      const html = renderReaderDocument({ ...input, site: { ...input.site, accentColor } });
      expect(html).toContain('style="--hr-accent:#835CFF"');
    }
  });

  it('fills the page, the navigation and the labels, and marks the page', () => {
    const html = renderReaderDocument(fixtureInput({ lang: 'ja' }));
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain(
      'href="/docs/pets/endpoints/get-pet" data-slug="endpoints/get-pet" aria-current="page"',
    );
    expect(html).toContain('<details open data-folder="pets">');
    expect(html).toContain('<button type="button" class="hr-copy" data-copy>コピー</button>');
    expect(html).toContain('>ライブ</span>');
    expect(html).toContain('<a class="hr-brand" href="/docs/pets/">');
  });

  it('links versions, languages, downloads and the changelog', () => {
    const html = renderReaderDocument(fixtureInput());
    expect(html).toContain('<a class="hr-dropdown-item" href="/docs/pets/v/1">v1</a>');
    expect(html).toContain('href="/docs/pets/" aria-current="true">Live</a>');
    for (const lang of ['en', 'zh-CN', 'ja', 'id', 'zh-Hant']) {
      expect(html).toContain(`href="?lang=${lang}"`);
    }
    expect(html).toContain('简体中文');
    expect(html).toContain('href="/docs/pets/openapi.json"');
    expect(html).toContain('href="/docs/pets/openapi-3.0.json"');
    expect(html).toContain('href="/docs/pets/llms.txt"');
    expect(html).toContain('href="/docs/pets/endpoints/get-pet.md"');
    expect(html).toContain('href="/docs/pets/changelog">Changelog</a>');
  });

  it('links the overview as index.md and offers no Markdown for other pages', () => {
    const input = fixtureInput();
    const overview = renderReaderDocument({
      ...input,
      page: { ...input.page, slug: '', kind: 'overview', title: 'Pet Store' },
    });
    expect(overview).toContain('href="/docs/pets/index.md"');
    expect(overview).toContain('<title>Pet Store</title>');
    const changelog = renderReaderDocument({
      ...input,
      page: { ...input.page, slug: 'changelog', kind: 'doc' },
      changelogHref: null,
      versions: [],
    });
    expect(changelog).not.toContain('.md"');
    expect(changelog).not.toContain('hr-dropdown-version');
  });

  it('escapes what people typed and drops markers from it', () => {
    const input = fixtureInput({ notice: 'Until <b>May</b>' });
    const html = renderReaderDocument({
      ...input,
      site: {
        title: 'A & "B" \u0001t:shell.copy\u0002',
        logoUrl: 'javascript:alert(1)',
        accentColor: '#000000',
      },
      page: { ...input.page, title: '<img src=x onerror=alert(1)>', summary: '"quoted"' },
    });
    expect(html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; — A &amp; &quot;B&quot; t:shell.copy',
    );
    expect(html).toContain('content="&quot;quoted&quot;"');
    expect(html).toContain('<p class="hr-notice" role="note">Until &lt;b&gt;May&lt;/b&gt;</p>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img class="hr-logo"');
  });

  it('works on a custom host, where the base is empty', () => {
    const html = renderReaderDocument(fixtureInput({ base: '' }));
    expect(html).toContain('data-base=""');
    expect(html).toContain('<a class="hr-brand" href="/">');
    expect(html).toContain('href="/endpoints/get-pet" data-slug="endpoints/get-pet"');
  });
});
