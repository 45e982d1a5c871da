// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { DocSearchEntry, ReaderDocumentInput } from '../site/doc-site-types.js';
import { fixtureInput } from './test-support/reader-fixture.js';
import { READER_SCRIPT } from './reader-script.js';
import { renderReaderDocument } from './render-document.js';
import type { ScriptDocument, ScriptElement } from './script-dom.js';

// The test files compile without the DOM library too (see script-dom.ts): the few extra
// members the tests use are typed here.
type TestElement = ScriptElement & {
  click(): void;
  dispatchEvent(event: unknown): boolean;
  readonly children: ArrayLike<TestElement>;
};
type TestDocument = Omit<
  ScriptDocument,
  'getElementById' | 'querySelector' | 'querySelectorAll'
> & {
  getElementById(id: string): TestElement | null;
  querySelector(selectors: string): TestElement | null;
  querySelectorAll(selectors: string): ArrayLike<TestElement>;
};
interface EventInit {
  bubbles?: boolean;
  cancelable?: boolean;
  key?: string;
  ctrlKey?: boolean;
}
const jsdom = globalThis as unknown as {
  DOMParser: new () => { parseFromString(html: string, type: string): TestDocument };
  Event: new (type: string, init?: EventInit) => unknown;
  KeyboardEvent: new (type: string, init?: EventInit) => unknown;
};

interface FakeResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

const SEARCH: DocSearchEntry[] = [
  {
    slug: 'pages/guide',
    kind: 'doc',
    title: 'Getting started',
    text: 'How to find a pet',
    section: 'Guides',
  },
  {
    slug: 'endpoints/list-pets',
    kind: 'endpoint',
    title: 'List pets',
    method: 'get',
    path: '/pets',
    text: 'All pets',
    section: 'Pets',
  },
  {
    slug: 'models/pet',
    kind: 'model',
    title: 'Pet',
    text: 'A <b>pet</b>',
    section: 'Models',
  },
];

/**
 * Runs reader.js on a fresh document made by renderReaderDocument. The script's globals are
 * handed in as parameters (its free names), so no test changes the real globals.
 */
function load(
  answer: (url: string, init: { body?: string }) => FakeResponse,
  input: ReaderDocumentInput = fixtureInput(),
) {
  const doc = new jsdom.DOMParser().parseFromString(renderReaderDocument(input), 'text/html');
  const fetch = vi.fn(
    (url: string, init: { body?: string } = {}) =>
      new Promise<FakeResponse>((resolve) => resolve(answer(url, init))),
  );
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  const location = { href: 'http://docs.test/', assign: vi.fn() };
  const writeText = vi.fn(() => Promise.resolve());
  const navigator = { clipboard: { writeText } };
  const run = () =>
    new Function('document', 'location', 'localStorage', 'navigator', 'fetch', READER_SCRIPT)(
      doc,
      location,
      storage,
      navigator,
      fetch,
    );
  run();
  const get = (selectors: string): TestElement => {
    const element = doc.querySelector(selectors);
    if (!element) throw new Error(`no ${selectors}`);
    return element;
  };
  return { doc, fetch, stored, location, writeText, get, run };
}

const json = (data: unknown, status = 200): FakeResponse => ({
  ok: status < 300,
  status,
  json: () => Promise.resolve(data),
});

// A document made by DOMParser has no window, so focus() fires no event there: tests send it.
function focus(input: TestElement) {
  input.dispatchEvent(new jsdom.Event('focus'));
}
function type(input: TestElement, value: string) {
  input.value = value;
  input.dispatchEvent(new jsdom.Event('input', { bubbles: true }));
}
function press(target: TestElement, key: string, extra: EventInit = {}) {
  target.dispatchEvent(
    new jsdom.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...extra }),
  );
}

describe('reader script: search', () => {
  it('loads the index on first focus and lists matches, title and path first', async () => {
    const page = load(() => json(SEARCH));
    const input = page.get('#hr-search');
    focus(input);
    focus(input);
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.fetch.mock.calls[0]?.[0]).toBe('/docs/pets/search.json');
    type(input, 'PET');
    const results = page.get('#hr-search-results');
    await vi.waitFor(() => expect(results.querySelectorAll('a')).toHaveLength(3));
    expect(results.hidden).toBe(false);
    const links = Array.from(results.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/docs/pets/models/pet',
      '/docs/pets/endpoints/list-pets',
      '/docs/pets/pages/guide',
    ]);
    expect(links[1]?.querySelector('.hr-method')?.textContent).toBe('GET');
    // Entries' text is text: the model's summary is not markup.
    expect(links[0]?.querySelector('b')).toBeNull();
    expect(links[0]?.textContent).toContain('A <b>pet</b>');
  });

  it('needs every word, says when nothing matches, and closes on Escape', async () => {
    const page = load(() => json(SEARCH));
    const input = page.get('#hr-search');
    focus(input);
    type(input, 'list pets');
    const results = page.get('#hr-search-results');
    await vi.waitFor(() => expect(results.querySelectorAll('a')).toHaveLength(1));
    type(input, 'pets zebra');
    expect(results.querySelectorAll('a')).toHaveLength(0);
    expect(results.textContent).toBe('No results for “pets zebra”');
    press(input, 'Escape');
    expect(results.hidden).toBe(true);
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const page = load(() => json(SEARCH));
    const input = page.get('#hr-search');
    focus(input);
    type(input, 'pet');
    const results = page.get('#hr-search-results');
    await vi.waitFor(() => expect(results.querySelectorAll('a')).toHaveLength(3));
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe('hr-search-result-1');
    press(input, 'ArrowUp');
    press(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe('hr-search-result-2');
    press(input, 'Enter');
    expect(page.location.assign).toHaveBeenCalledWith('/docs/pets/pages/guide');
  });

  it('focuses the search box on / and Ctrl+K, but not while typing elsewhere', () => {
    const page = load(() => json(SEARCH));
    const input = page.get('#hr-search');
    const focused = vi.spyOn(input, 'focus');
    press(page.get('.hr-title'), '/');
    expect(focused).toHaveBeenCalledTimes(1);
    press(page.get('.hr-title'), 'k', { ctrlKey: true });
    expect(focused).toHaveBeenCalledTimes(2);
    press(page.get('form.hr-try input'), '/');
    expect(focused).toHaveBeenCalledTimes(2);
  });

  it('says when the index cannot be loaded', async () => {
    const page = load(() => json({}, 500));
    const input = page.get('#hr-search');
    focus(input);
    type(input, 'pet');
    const results = page.get('#hr-search-results');
    await vi.waitFor(() => expect(results.textContent).toBe('Search is not available right now.'));
  });
});

describe('reader script: code samples and copy', () => {
  it('switches tabs, remembers the choice and applies it on the next page', () => {
    const page = load(() => json([]));
    const curl = page.get('pre[data-code-panel="curl"]');
    const js = page.get('pre[data-code-panel="js"]');
    page.get('[data-code-tab="js"]').click();
    expect(curl.hidden).toBe(true);
    expect(js.hidden).toBe(false);
    expect(page.get('[data-code-tab="js"]').getAttribute('aria-pressed')).toBe('true');
    expect(page.get('[data-code-tab="curl"]').getAttribute('aria-pressed')).toBe('false');
    expect(page.stored.get('heron-docs-code-tab')).toBe('js');

    const next = load(() => json([]));
    next.stored.set('heron-docs-code-tab', 'js');
    next.run();
    expect(next.get('pre[data-code-panel="curl"]').hidden).toBe(true);
    expect(next.get('pre[data-code-panel="js"]').hidden).toBe(false);
  });

  it('copies the visible sample and says so', async () => {
    const page = load(() => json([]));
    const button = page.get('button[data-copy]');
    button.click();
    await vi.waitFor(() => expect(button.textContent).toBe('Copied'));
    expect(page.writeText).toHaveBeenCalledWith('curl https://api.test/pets/1');
    page.get('[data-code-tab="js"]').click();
    button.click();
    await vi.waitFor(() => expect(page.writeText).toHaveBeenCalledTimes(2));
    expect(page.writeText).toHaveBeenLastCalledWith('await fetch("https://api.test/pets/1")');
  });
});

describe('reader script: try it', () => {
  function submit(page: ReturnType<typeof load>) {
    page
      .get('form.hr-try')
      .dispatchEvent(new jsdom.Event('submit', { bubbles: true, cancelable: true }));
  }

  it('shows the forms (by a class the stylesheet answers) only when try-it is on', () => {
    expect(load(() => json([])).doc.body.classList.contains('hr-try-on')).toBe(true);
    const off = load(() => json([]), fixtureInput({ tryItUrl: null }));
    expect(off.doc.body.classList.contains('hr-try-on')).toBe(false);
  });

  it('sends what the reader typed and shows the answer as text', async () => {
    const answer = {
      method: 'GET',
      url: 'https://api.test/pets/7?verbose=yes',
      status: 200,
      statusText: 'OK <i>fine</i>',
      headers: [
        ['content-type', 'application/json'],
        ['x-note', '<script>alert(1)</script>'],
      ],
      body: '{"name":"<img src=x onerror=alert(1)>","id":7}',
      truncated: true,
      timeMs: 42,
    };
    const page = load((url) => json(url.endsWith('/-/try') ? answer : []));
    const button = page.get('form.hr-try button[type="submit"]');
    submit(page);
    expect(button.disabled).toBe(true);
    const result = page.get('.hr-try-result');
    await vi.waitFor(() => expect(result.querySelector('.hr-try-status')).not.toBeNull());
    expect(button.disabled).toBe(false);

    const [url, init] = page.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/docs/pets/-/try');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init?.body ?? '')).toEqual({
      slug: 'endpoints/get-pet',
      path: { petId: '7' },
      query: [{ name: 'verbose', value: 'yes' }],
      headers: [{ name: 'X-Token', value: 'abc' }],
      body: { contentType: 'application/json', text: '{"a":1}' },
    });

    expect(result.querySelector('.hr-try-code')?.textContent).toBe('200 OK <i>fine</i>');
    expect(result.querySelector('.hr-try-time')?.textContent).toBe('42 ms');
    expect(result.querySelector('.hr-try-headers summary')?.textContent).toBe('Headers (2)');
    expect(result.querySelector('.hr-try-header-list')?.textContent).toContain(
      '<script>alert(1)</script>',
    );
    expect(result.querySelector('pre code')?.textContent).toBe(
      '{\n  "name": "<img src=x onerror=alert(1)>",\n  "id": 7\n}',
    );
    expect(result.textContent).toContain('only its first megabyte is shown');
    // Nothing of the answer became markup.
    expect(result.querySelectorAll('img, script, i')).toHaveLength(0);
  });

  it('names why a request failed', async () => {
    const cases: [unknown, number, string][] = [
      [{ code: 'RATE_LIMITED', retryAfterSeconds: 30 }, 429, 'Try again in 30 s.'],
      [
        { code: 'DOC_TRY_FAILED', reason: 'timeout', detail: 'Deadline <b>15 s</b>' },
        502,
        'The API did not answer in time.',
      ],
      [{ code: 'DOC_TRY_FAILED', reason: 'unheard-of' }, 502, 'could not be sent'],
      [{ code: 'VALIDATION_FAILED', detail: 'slug' }, 400, 'Some of the values are not valid.'],
      [{ code: 'PERMISSION_DENIED' }, 403, 'could not be sent'],
    ];
    for (const [problem, status, expected] of cases) {
      const page = load((url) => json(url.endsWith('/-/try') ? problem : [], status));
      submit(page);
      const result = page.get('.hr-try-result');
      await vi.waitFor(() => expect(result.querySelector('.hr-try-error')).not.toBeNull());
      expect(result.querySelector('.hr-try-error')?.textContent).toContain(expected);
      expect(result.querySelector('b')).toBeNull();
    }
  });

  it('reports a network failure', async () => {
    const page = load(() => {
      throw new Error('offline');
    });
    submit(page);
    const result = page.get('.hr-try-result');
    await vi.waitFor(() =>
      expect(result.querySelector('.hr-try-error')?.textContent).toContain('could not be sent'),
    );
  });
});

describe('reader script: menus', () => {
  it('keeps one header menu open at a time and toggles the mobile navigation', () => {
    const page = load(() => json([]));
    expect(page.doc.documentElement.classList.contains('hr-js')).toBe(true);
    const version = page.get('details.hr-dropdown-version');
    const lang = page.get('details.hr-dropdown-lang');
    version.open = true;
    page.get('details.hr-dropdown-lang summary').click();
    expect(lang.open).toBe(true);
    expect(version.open).toBe(false);
    page.get('.hr-title').click();
    expect(lang.open).toBe(false);

    const toggle = page.get('.hr-menu-toggle');
    toggle.click();
    expect(page.doc.body.classList.contains('hr-nav-open')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    page.get('.hr-sidebar a[aria-current="page"]').click();
    expect(page.doc.body.classList.contains('hr-nav-open')).toBe(false);
  });
});
