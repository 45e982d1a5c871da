import { describe, expect, it } from 'vitest';
import { PAGE_CLASS_NAMES } from '../site/class-names.js';
import { READER_SCRIPT } from './reader-script.js';
import { READER_STYLE } from './reader-style.js';
import { fixtureInput } from './test-support/reader-fixture.js';
import { renderReaderDocument } from './render-document.js';
import { renderReaderMessage } from './render-message.js';

/** The `hr-` classes in `class="…"` attributes and in the script's string literals. */
function classesIn(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, list] of source.matchAll(/class="([^"]*)"/g)) {
    for (const name of (list ?? '').split(/\s+/)) if (name.startsWith('hr-')) found.add(name);
  }
  for (const [name] of source.matchAll(/(?<![\w-])hr-[a-z0-9-]+/g)) found.add(name);
  return found;
}

// Classes that only name an element for the script or for tests, or that are built by joining
// (`hr-method-` + method, `hr-status-` + class): their styled forms are checked below.
const UNSTYLED = new Set([
  'hr-reader',
  'hr-page-endpoint',
  'hr-dropdown-text',
  'hr-dropdown-version',
  'hr-search-result-',
  'hr-method-',
  'hr-status-',
  'hr-labels',
  'hr-sidebar-nav',
  'hr-search-results',
  'hr-main',
  'hr-sidebar',
  'hr-search',
  'hr-password',
  'hr-password-wrong',
  'hr-js',
  'hr-try-on',
  'hr-nav-open',
]);

function styled(name: string): boolean {
  return new RegExp(`\\.${name}(?![\\w-])`).test(READER_STYLE);
}

describe('READER_STYLE', () => {
  it('styles every class the shell, the message pages and the script use', () => {
    const shell = fixtureInput({ navHtml: '' });
    const used = new Set([
      // The shell alone: the page's and the navigation's classes are the site builder's.
      ...classesIn(renderReaderDocument({ ...shell, page: { ...shell.page, html: '' } })),
      ...classesIn(
        renderReaderMessage({
          lang: 'en',
          site: { title: 'S', logoUrl: null, accentColor: '#000000' },
          titleKey: 'message.password.title',
          messageKey: 'message.password.text',
          passwordForm: { action: '/x', wrong: true },
          signInHref: '/user/login',
        }),
      ),
      ...classesIn(READER_SCRIPT),
    ]);
    const missing = [...used].filter((name) => !UNSTYLED.has(name) && !styled(name));
    expect(missing).toEqual([]);
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      expect(styled(`hr-method-${method}`), method).toBe(true);
    }
    for (const status of ['2xx', '3xx', '4xx', '5xx']) {
      expect(styled(`hr-status-${status}`), status).toBe(true);
    }
  });

  it('styles every class the site builder lists for its pages', () => {
    const missing = PAGE_CLASS_NAMES.filter((name) => !styled(name));
    expect(missing).toEqual([]);
  });

  it('uses the accent property and loads nothing from elsewhere', () => {
    expect(READER_STYLE).toContain('var(--hr-accent)');
    expect(READER_STYLE).not.toMatch(/@import|url\(|@font-face|https?:/i);
    expect(READER_STYLE.split('{').length).toBe(READER_STYLE.split('}').length);
  });

  it('collapses the navigation on narrow screens', () => {
    expect(READER_STYLE).toMatch(/@media \(max-width: 900px\)/);
  });
});
