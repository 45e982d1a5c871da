import type { DocChange } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { fillMarkers } from '../reader/fill-markers.js';
import { renderChangelogHtml } from './render-changelog.js';

function change(overrides: Partial<DocChange>): DocChange {
  return {
    code: 'DESCRIPTION_CHANGED',
    breaking: false,
    endpoint: null,
    item: null,
    location: '',
    before: null,
    after: null,
    ...overrides,
  };
}

const CHANGES: DocChange[] = [
  change({ code: 'DESCRIPTION_CHANGED', endpoint: { method: 'get', path: '/users/{id}' } }),
  change({
    code: 'PARAMETER_TYPE_CHANGED',
    breaking: true,
    endpoint: { method: 'get', path: '/users/{id}' },
    location: 'query.limit',
    before: 'string',
    after: 'integer',
  }),
  change({
    code: 'MODEL_PROPERTY_REMOVED',
    breaking: true,
    item: 'User',
    location: 'login',
    before: 'string',
  }),
  change({ code: 'DOC_ADDED', item: 'Guide' }),
  change({ code: 'SERVERS_CHANGED', location: 'servers', after: 'https://api.example' }),
];

const versions = [
  { label: 'v1', href: '/docs/api/changelog?from=1' },
  { label: 'v2', href: '/docs/api/changelog?from=2' },
];

describe('renderChangelogHtml', () => {
  const html = renderChangelogHtml({
    changes: CHANGES,
    from: { label: 'v2' },
    to: { label: 'v3' },
    versions,
  });

  it('heads the page and says what is compared', () => {
    expect(html).toContain('<h1 class="hr-changelog-title">\u0001t:change.title\u0002</h1>');
    expect(html).toContain(
      '<span class="hr-version">v2</span> → <span class="hr-version">v3</span>',
    );
  });

  it('counts breaking and other changes', () => {
    expect(html).toContain('<dt>\u0001t:change.breakingCount\u0002</dt><dd>2</dd>');
    expect(html).toContain('<dt>\u0001t:change.otherCount\u0002</dt><dd>3</dd>');
  });

  it('links the versions to compare with, marking the one shown', () => {
    expect(html).toContain('<a href="/docs/api/changelog?from=1">v1</a>');
    expect(html).toContain(
      '<a href="/docs/api/changelog?from=2" class="hr-current" aria-current="page">v2</a>',
    );
  });

  it('groups by endpoint, model and page, groups with breaking changes first', () => {
    const headings = [...html.matchAll(/<h2 class="hr-changelog-subject">(.*?)<\/h2>/g)].map(
      (m) => m[1],
    );
    expect(headings).toEqual([
      '<span class="hr-method hr-method-get">GET</span> <code class="hr-path">/users/{id}</code>',
      '<span class="hr-changelog-kind">\u0001t:change.subject.model\u0002</span> <code>User</code>',
      '<span class="hr-changelog-kind">\u0001t:change.subject.design\u0002</span>',
      '<span class="hr-changelog-kind">\u0001t:change.subject.doc\u0002</span> <span>Guide</span>',
    ]);
  });

  it('writes each change with its badge, sentence, location and values', () => {
    expect(html).toContain(
      '<li class="hr-change hr-change-breaking"><span class="hr-badge-breaking">\u0001t:change.breaking\u0002</span> ' +
        '<span class="hr-change-text">\u0001t:change.PARAMETER_TYPE_CHANGED\u0002</span> ' +
        '<code class="hr-change-location">query.limit</code> ' +
        '<span class="hr-change-values"><del>string</del> → <ins>integer</ins></span></li>',
    );
    expect(html).toContain(
      '<li class="hr-change"><span class="hr-change-text">\u0001t:change.SERVERS_CHANGED\u0002</span> ' +
        '<code class="hr-change-location">servers</code> <span class="hr-change-values"><ins>https://api.example</ins></span></li>',
    );
    // Within the endpoint, the breaking change comes first.
    expect(html.indexOf('PARAMETER_TYPE_CHANGED')).toBeLessThan(
      html.indexOf('DESCRIPTION_CHANGED'),
    );
  });

  it('escapes design text and drops control characters so no marker can be injected', () => {
    const evil = renderChangelogHtml({
      changes: [
        change({
          endpoint: { method: 'get', path: '/a/<script>\u0001t:change.title\u0002' },
          location: 'a"&\u0001b\u0002',
          before: '<b>',
          after: "it's",
        }),
      ],
      from: { label: 'v1' },
      to: { label: '\u0001t:version.live\u0002' },
      versions: [{ label: '<v1>', href: '/x?a=1&b="2"' }],
    });
    expect(evil).toContain('<code class="hr-path">/a/&lt;script&gt;t:change.title</code>');
    expect(evil).toContain('<code class="hr-change-location">a&quot;&amp;b</code>');
    expect(evil).toContain('<del>&lt;b&gt;</del> → <ins>it&#39;s</ins>');
    // The caller's labels keep their markers; their text is escaped.
    expect(evil).toContain('<span class="hr-version">\u0001t:version.live\u0002</span>');
    expect(evil).toContain('<a href="/x?a=1&amp;b=&quot;2&quot;">&lt;v1&gt;</a>');
    // Every marker start left is one of the page's own labels.
    const starts = evil.split('\u0001').slice(1);
    const keys = starts.map((rest) => rest.slice(0, rest.indexOf('\u0002')));
    expect(keys.every((key) => /^t:[\w.]+$/.test(key))).toBe(true);
  });

  it('keeps a bad code from becoming another marker', () => {
    const html = renderChangelogHtml({
      changes: [change({ code: 'X\u0002\u0001b' as DocChange['code'] })],
      from: { label: 'v1' },
      to: { label: 'v2' },
      versions: [],
    });
    expect(html).toContain('\u0001t:change.X\u0002');
  });

  it('says so when nothing changed, and when there is no earlier version', () => {
    const none = renderChangelogHtml({
      changes: [],
      from: { label: 'v1' },
      to: { label: 'v2' },
      versions,
    });
    expect(none).toContain('<p class="hr-changelog-empty">\u0001t:change.none\u0002</p>');
    expect(none).not.toContain('hr-changelog-group');
    const first = renderChangelogHtml({
      changes: [],
      from: null,
      to: { label: 'v1' },
      versions: [],
    });
    expect(first).toContain('<p class="hr-changelog-empty">\u0001t:change.firstVersion\u0002</p>');
    expect(first).not.toContain('hr-changelog-summary');
    expect(first).not.toContain('hr-changelog-compare');
  });

  it('reads in every language once its markers are filled', () => {
    const ja = fillMarkers(html, '/docs/api', 'ja');
    expect(ja).toContain('変更履歴');
    expect(ja).toContain('パラメーターの型が変わりました');
    expect(ja).not.toContain('\u0001');
    const en = fillMarkers(html, '', 'en');
    expect(en).toContain('aria-label="Summary of changes"');
  });
});
