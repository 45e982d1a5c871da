import type {
  ScriptDocument,
  ScriptElement,
  ScriptLocation,
  ScriptNavigator,
  ScriptNode,
  ScriptStorage,
} from './script-dom.js';

// The browser's globals, declared for this module only (see script-dom.ts).
declare const document: ScriptDocument;
declare const location: ScriptLocation;
declare const localStorage: ScriptStorage;
declare const navigator: ScriptNavigator;

/**
 * The reader's script (issue 23), served as reader.js. The page is whole without it; it adds
 * search, code-sample tabs, copy buttons, "Try it", closing the header menus and the mobile
 * navigation. It is written here as one function and served as its source text, so it must
 * reach nothing outside itself: no imports, no module-level values (types are erased).
 * Text from the server's answers (search, try-it) is only ever set as `textContent`, never
 * parsed as HTML. The one HTML it parses is the navigation's (`-/nav`): the same build's HTML the
 * page itself was made of, from the same address.
 */
function readerMain(): void {
  const doc = document;
  const body = doc.body;
  doc.documentElement.classList.add('hr-js');
  const base = body.dataset.base ?? '';
  const tryUrl = body.dataset.tryUrl;

  // Labels in the reader's language, from <script type="application/json" id="hr-labels">.
  let labels: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(doc.getElementById('hr-labels')?.textContent ?? '{}');
    if (parsed && typeof parsed === 'object') labels = parsed as Record<string, unknown>;
  } catch {
    labels = {};
  }
  function hasLabel(key: string): boolean {
    return Object.prototype.hasOwnProperty.call(labels, key) && typeof labels[key] === 'string';
  }
  function text(key: string, values?: Record<string, string | number>): string {
    const template = hasLabel(key) ? String(labels[key]) : key;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
    );
  }

  function make(tag: string, className?: string, content?: string): ScriptElement {
    const element = doc.createElement(tag);
    if (className) element.className = className;
    if (content !== undefined) element.textContent = content;
    return element;
  }
  function all(selectors: string, root?: ScriptElement): ScriptElement[] {
    return Array.from((root ?? doc).querySelectorAll(selectors));
  }
  function storageGet(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage refused (private mode, blocked cookies)
    }
  }
  function storageSet(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Remembering is a convenience; without storage the choice lasts for this page.
    }
  }

  // ---- Search -------------------------------------------------------------------------------

  interface SearchEntry {
    slug: string;
    kind: string;
    title: string;
    method: string;
    path: string;
    text: string;
    section: string;
    /** Lower-cased title and path, then everything matched. */
    head: string;
    all: string;
  }

  function setUpSearch(): void {
    const input = doc.getElementById('hr-search');
    const panel = doc.getElementById('hr-search-results');
    const box = input?.closest('.hr-search') ?? null;
    if (!input || !panel || !box) return;
    const field = input;
    const results = panel;
    let entries: SearchEntry[] | null = null;
    let loading = false;
    let failed = false;
    let links: ScriptElement[] = [];
    let active = -1;

    function asString(value: unknown): string {
      return typeof value === 'string' ? value : '';
    }
    function load(): void {
      if (entries || loading) return;
      loading = true;
      failed = false;
      fetch(base + '/search.json', { credentials: 'same-origin' })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.json() as Promise<unknown>;
        })
        .then((list) => {
          entries = (Array.isArray(list) ? (list as Record<string, unknown>[]) : [])
            .filter((item) => item && typeof item === 'object' && typeof item.slug === 'string')
            .map((item) => {
              const entry = {
                slug: asString(item.slug),
                kind: asString(item.kind),
                title: asString(item.title),
                method: asString(item.method),
                path: asString(item.path),
                text: asString(item.text),
                section: asString(item.section),
              };
              const head = (entry.title + ' ' + entry.path).toLowerCase();
              const rest = [entry.method, entry.text, entry.section].join(' ').toLowerCase();
              return { ...entry, head, all: head + ' ' + rest };
            });
        })
        .catch(() => {
          failed = true; // tried again on the next focus
        })
        .then(() => {
          loading = false;
          if (field.value.trim()) render();
        });
    }

    /** Every word must match somewhere; title and path matches come first, then build order. */
    function find(query: string): SearchEntry[] {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      if (!entries || words.length === 0) return [];
      const phrase = words.join(' ');
      const found: { entry: SearchEntry; score: number; order: number }[] = [];
      entries.forEach((entry, order) => {
        if (!words.every((word) => entry.all.includes(word))) return;
        const title = entry.title.toLowerCase();
        let score = words.every((word) => entry.head.includes(word)) ? 2 : 0;
        if (title.startsWith(phrase)) score += 2;
        else if (title.includes(phrase)) score += 1;
        found.push({ entry, score, order });
      });
      found.sort((a, b) => b.score - a.score || a.order - b.order);
      return found.slice(0, 50).map((item) => item.entry);
    }

    function resultLink(entry: SearchEntry, index: number): ScriptElement {
      const link = make('a', 'hr-search-result');
      link.id = 'hr-search-result-' + index;
      link.setAttribute('role', 'option');
      link.setAttribute('aria-selected', 'false');
      link.setAttribute('href', base + '/' + entry.slug);
      link.append(
        entry.method
          ? make(
              'span',
              'hr-method hr-method-' + entry.method.toLowerCase(),
              entry.method.toUpperCase(),
            )
          : make('span', 'hr-search-kind', text('search.kind.' + (entry.kind || 'doc'))),
      );
      const main = make('span', 'hr-search-main');
      main.append(make('span', 'hr-search-title', entry.title));
      if (entry.path) main.append(make('span', 'hr-search-path', entry.path));
      if (entry.section) main.append(make('span', 'hr-search-section', entry.section));
      if (entry.text) main.append(make('span', 'hr-search-text', entry.text));
      link.append(main);
      return link;
    }

    function status(message: string): void {
      results.append(make('p', 'hr-search-status', message));
    }

    function render(): void {
      const query = field.value.trim();
      active = -1;
      field.removeAttribute('aria-activedescendant');
      if (!query) {
        close();
        return;
      }
      results.replaceChildren();
      links = [];
      if (entries) {
        links = find(query).map(resultLink);
        if (links.length === 0) status(text('search.noResults', { query }));
        else results.append(...links);
      } else {
        status(text(failed ? 'search.failed' : 'search.loading'));
      }
      results.hidden = false;
      field.setAttribute('aria-expanded', 'true');
    }

    function close(): void {
      results.hidden = true;
      field.setAttribute('aria-expanded', 'false');
      field.removeAttribute('aria-activedescendant');
      active = -1;
    }

    function move(step: number): void {
      if (links.length === 0) return;
      links[active]?.setAttribute('aria-selected', 'false');
      links[active]?.classList.remove('hr-active');
      active = (active + step + links.length) % links.length;
      const link = links[active];
      if (!link) return;
      link.setAttribute('aria-selected', 'true');
      link.classList.add('hr-active');
      field.setAttribute('aria-activedescendant', link.id);
      link.scrollIntoView({ block: 'nearest' });
    }

    field.addEventListener('focus', () => {
      load();
      if (field.value.trim()) render();
    });
    field.addEventListener('input', render);
    field.addEventListener('keydown', (event) => {
      if (event.isComposing) return; // the reader is still composing a CJK word
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (results.hidden) render();
        move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Enter') {
        const link = links[active] ?? links[0];
        const href = link?.getAttribute('href');
        event.preventDefault();
        if (href !== null && href !== undefined) location.assign(href);
      } else if (event.key === 'Escape') {
        if (!results.hidden) close();
        else field.blur();
      }
    });
    doc.addEventListener('click', (event) => {
      if (!box.contains(event.target)) close();
    });
    doc.addEventListener('keydown', (event) => {
      const target = event.target;
      const typing =
        !!target &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName || ''));
      const commandK = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      const slash = event.key === '/' && !typing && !event.ctrlKey && !event.metaKey;
      if (commandK || slash) {
        event.preventDefault();
        field.focus();
        field.select();
      }
    });
  }

  // ---- Code-sample tabs ---------------------------------------------------------------------

  const TAB_KEY = 'heron-docs-code-tab';

  /** A tab's or panel's group: the nearest element around it holding both tabs and panels. */
  function tabGroup(element: ScriptElement): ScriptElement | null {
    let node = element.parentElement;
    while (node) {
      if (node.querySelector('[data-code-tab]') && node.querySelector('[data-code-panel]')) {
        return node;
      }
      node = node.parentElement;
    }
    return null;
  }

  /** Shows `id` in `group` if the group has it; tabs and panels of groups inside are left. */
  function selectTab(group: ScriptElement, id: string): boolean {
    const panels = all('[data-code-panel]', group).filter((panel) => tabGroup(panel) === group);
    if (!panels.some((panel) => panel.dataset.codePanel === id)) return false;
    for (const panel of panels) panel.hidden = panel.dataset.codePanel !== id;
    for (const tab of all('[data-code-tab]', group)) {
      if (tabGroup(tab) !== group) continue;
      const on = tab.dataset.codeTab === id;
      // Toggle buttons say so with aria-pressed, tabs of a tab list with aria-selected.
      tab.setAttribute(
        tab.hasAttribute('aria-pressed') ? 'aria-pressed' : 'aria-selected',
        String(on),
      );
      tab.classList.toggle('hr-active', on);
      tab.tabIndex = on ? 0 : -1;
    }
    return true;
  }

  function tabGroups(): ScriptElement[] {
    const groups: ScriptElement[] = [];
    for (const tab of all('[data-code-tab]')) {
      const group = tabGroup(tab);
      if (group && !groups.includes(group)) groups.push(group);
    }
    return groups;
  }

  function setUpCodeTabs(): void {
    const remembered = storageGet(TAB_KEY);
    if (remembered) for (const group of tabGroups()) selectTab(group, remembered);
    doc.addEventListener('click', (event) => {
      const tab = event.target?.closest('[data-code-tab]');
      const id = tab?.dataset.codeTab;
      if (!tab || !id) return;
      const group = tabGroup(tab);
      if (!group) return;
      selectTab(group, id);
      storageSet(TAB_KEY, id);
      // The reader picked a language: the page's other samples follow.
      for (const other of tabGroups()) if (other !== group) selectTab(other, id);
    });
    // Arrow keys move along a tab list, as in every tab widget.
    doc.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      const tab = event.target?.closest('[data-code-tab]');
      const group = tab ? tabGroup(tab) : null;
      if (!tab || !group) return;
      const tabs = all('[data-code-tab]', group).filter((each) => tabGroup(each) === group);
      const next =
        tabs[
          (tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length
        ];
      const id = next?.dataset.codeTab;
      if (!next || !id) return;
      event.preventDefault();
      selectTab(group, id);
      next.focus();
    });
  }

  // ---- Copy ---------------------------------------------------------------------------------

  /** The text a copy button copies: the element it names, else the nearest visible <pre>. */
  function copySource(button: ScriptElement): string {
    const named = button.dataset.copy ? doc.getElementById(button.dataset.copy) : null;
    if (named) return named.textContent ?? '';
    for (let node = button.parentElement; node; node = node.parentElement) {
      const pre = all('pre', node).find((each) => !each.closest('[hidden]'));
      if (pre) return pre.textContent ?? '';
    }
    return '';
  }

  function copyByCommand(value: string): boolean {
    const area = make('textarea', 'hr-copy-buffer');
    area.value = value;
    area.setAttribute('readonly', '');
    body.append(area);
    area.select();
    let copied = false;
    try {
      copied = doc.execCommand('copy');
    } catch {
      copied = false;
    }
    area.remove();
    return copied;
  }

  function copyText(value: string): Promise<boolean> {
    const clipboard = navigator.clipboard;
    if (clipboard && typeof clipboard.writeText === 'function') {
      return clipboard.writeText(value).then(
        () => true,
        () => copyByCommand(value),
      );
    }
    return Promise.resolve(copyByCommand(value));
  }

  const copyLabels = new Map<
    ScriptElement,
    { nodes: ScriptNode[]; timer: ReturnType<typeof setTimeout> }
  >();

  function showCopied(button: ScriptElement, copied: boolean): void {
    const before = copyLabels.get(button);
    if (before) clearTimeout(before.timer);
    const nodes = before ? before.nodes : Array.from(button.childNodes);
    button.textContent = text(copied ? 'shell.copied' : 'shell.copyFailed');
    button.classList.toggle('hr-copied', copied);
    button.classList.toggle('hr-copy-failed', !copied);
    const timer = setTimeout(() => {
      copyLabels.delete(button);
      button.replaceChildren(...nodes);
      button.classList.remove('hr-copied', 'hr-copy-failed');
    }, 1600);
    copyLabels.set(button, { nodes, timer });
  }

  function setUpCopy(): void {
    doc.addEventListener('click', (event) => {
      const button = event.target?.closest('button[data-copy]');
      if (!button) return;
      event.preventDefault();
      void copyText(copySource(button)).then((copied) => showCopied(button, copied));
    });
  }

  // ---- Try it -------------------------------------------------------------------------------

  interface TryAnswer {
    method: string;
    url: string;
    status: number;
    statusText: string;
    headers: [string, string][];
    body: string;
    truncated: boolean;
    timeMs: number;
  }

  function collect(form: ScriptElement) {
    // No prototype, so a parameter named `__proto__` is a plain key.
    const path = Object.create(null) as Record<string, string>;
    const query: { name: string; value: string }[] = [];
    const headers: { name: string; value: string }[] = [];
    for (const field of all('input[data-in], select[data-in], textarea[data-in]', form)) {
      const name = field.dataset.name || field.getAttribute('name') || '';
      if (!name || (field.type === 'checkbox' && !field.checked)) continue;
      const value = field.value;
      if (field.dataset.in === 'path') path[name] = value;
      else if (field.dataset.in === 'query' && value !== '') query.push({ name, value });
      else if (field.dataset.in === 'header' && value !== '') headers.push({ name, value });
    }
    const area = form.querySelector('textarea[data-body]');
    return {
      slug: form.dataset.slug ?? '',
      path,
      query,
      headers,
      body: area
        ? { contentType: area.dataset.contentType || 'application/json', text: area.value }
        : null,
    };
  }

  function resultBox(form: ScriptElement): ScriptElement {
    const inside = form.querySelector('.hr-try-result');
    if (inside) return inside;
    const box = make('div', 'hr-try-result');
    form.append(box);
    return box;
  }

  function asAnswer(data: unknown): TryAnswer | null {
    if (!data || typeof data !== 'object') return null;
    const value = data as Record<string, unknown>;
    if (typeof value.status !== 'number' || typeof value.body !== 'string') return null;
    const headers = Array.isArray(value.headers) ? (value.headers as unknown[]) : [];
    return {
      method: typeof value.method === 'string' ? value.method : '',
      url: typeof value.url === 'string' ? value.url : '',
      status: value.status,
      statusText: typeof value.statusText === 'string' ? value.statusText : '',
      headers: headers
        .filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2)
        .map((pair) => [String(pair[0]), String(pair[1])]),
      body: value.body,
      truncated: value.truncated === true,
      timeMs: typeof value.timeMs === 'number' ? value.timeMs : 0,
    };
  }

  function pretty(bodyText: string, contentType: string): string {
    const trimmed = bodyText.trim();
    if (!/json/i.test(contentType) && !/^[[{]/.test(trimmed)) return bodyText;
    try {
      return JSON.stringify(JSON.parse(trimmed), null, 2);
    } catch {
      return bodyText;
    }
  }

  function showAnswer(box: ScriptElement, answer: TryAnswer): void {
    const line = make('div', 'hr-try-status');
    line.append(
      make(
        'span',
        'hr-try-code hr-status-' + Math.floor(answer.status / 100) + 'xx',
        (answer.status + ' ' + answer.statusText).trim(),
      ),
      make('span', 'hr-try-time', text('tryIt.time', { ms: answer.timeMs })),
    );
    const parts: ScriptElement[] = [line];
    if (answer.url)
      parts.push(make('div', 'hr-try-url', (answer.method + ' ' + answer.url).trim()));
    const headers = make('details', 'hr-try-headers');
    const list = make('dl', 'hr-try-header-list');
    for (const [name, value] of answer.headers) {
      list.append(make('dt', undefined, name), make('dd', undefined, value));
    }
    headers.append(
      make('summary', undefined, text('tryIt.headers', { count: answer.headers.length })),
      list,
    );
    parts.push(headers);
    if (answer.body === '') {
      parts.push(make('p', 'hr-try-note', text('tryIt.emptyBody')));
    } else {
      const type = answer.headers.find(([name]) => name.toLowerCase() === 'content-type');
      const panel = make('div', 'hr-try-body');
      const bar = make('div', 'hr-try-body-bar');
      const copy = make('button', 'hr-copy', text('shell.copy'));
      copy.setAttribute('type', 'button');
      copy.setAttribute('data-copy', '');
      bar.append(make('span', 'hr-try-label', text('tryIt.body')), copy);
      const pre = make('pre', 'hr-code-block');
      pre.append(make('code', undefined, pretty(answer.body, type ? type[1] : '')));
      panel.append(bar, pre);
      parts.push(panel);
    }
    if (answer.truncated) parts.push(make('p', 'hr-try-note', text('tryIt.truncated')));
    box.replaceChildren(...parts);
  }

  function showProblem(box: ScriptElement, data: unknown): void {
    const problem = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const code = problem.code;
    const reason = typeof problem.reason === 'string' ? problem.reason : '';
    let message = text('tryIt.error.generic');
    if (code === 'RATE_LIMITED' && typeof problem.retryAfterSeconds === 'number') {
      message = text('tryIt.error.RATE_LIMITED', { seconds: problem.retryAfterSeconds });
    } else if (code === 'DOC_TRY_FAILED' && hasLabel('tryIt.failed.' + reason)) {
      message = text('tryIt.failed.' + reason);
    } else if (code === 'VALIDATION_FAILED') {
      message = text('tryIt.error.VALIDATION_FAILED');
    }
    const error = make('p', 'hr-try-error', message);
    error.setAttribute('role', 'alert');
    const parts = [error];
    // The server's own words (in English) help with what the label cannot say: which value.
    if (
      (code === 'DOC_TRY_FAILED' || code === 'VALIDATION_FAILED') &&
      typeof problem.detail === 'string'
    ) {
      parts.push(make('p', 'hr-try-detail', problem.detail));
    }
    box.replaceChildren(...parts);
  }

  function send(form: ScriptElement, url: string): void {
    const buttons = all('button[type="submit"], button:not([type])', form);
    const box = resultBox(form);
    box.setAttribute('aria-live', 'polite');
    box.replaceChildren(make('p', 'hr-try-pending', text('tryIt.sending')));
    for (const button of buttons) button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(collect(form)),
      credentials: 'same-origin',
    })
      .then((response) =>
        response.json().then(
          (data: unknown) => ({ ok: response.ok, data }),
          () => ({ ok: false, data: null as unknown }),
        ),
      )
      .then(({ ok, data }) => {
        const answer = ok ? asAnswer(data) : null;
        if (answer) showAnswer(box, answer);
        else showProblem(box, data);
      })
      .catch(() => showProblem(box, null))
      .then(() => {
        for (const button of buttons) button.disabled = false;
        form.removeAttribute('aria-busy');
      });
  }

  function setUpTryIt(): void {
    if (!tryUrl) return;
    const url = tryUrl;
    body.classList.add('hr-try-on');
    for (const form of all('form.hr-try')) {
      form.hidden = false;
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        send(form, url);
      });
    }
  }

  // ---- Header menus, pickers and the mobile navigation ---------------------------------------

  function setUpMenus(): void {
    const menus = all('details.hr-dropdown');
    function closeMenus(except?: ScriptElement): void {
      for (const menu of menus) if (menu !== except) menu.open = false;
    }
    for (const menu of menus) {
      menu.addEventListener('toggle', () => {
        if (menu.open) closeMenus(menu);
      });
    }
    doc.addEventListener('click', (event) => {
      const inside = event.target?.closest('details.hr-dropdown') ?? undefined;
      closeMenus(inside);
    });
    doc.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      const open = menus.find((menu) => menu.open);
      if (!open) return;
      closeMenus();
      open.querySelector('summary')?.focus();
    });
    // A select that picks a page (a language or version picker written as one) goes there.
    for (const select of all('select[data-navigate]')) {
      select.addEventListener('change', () => {
        if (select.value) location.assign(select.value);
      });
    }
  }

  function setUpMobileNav(): void {
    const toggle = doc.querySelector('.hr-menu-toggle');
    const sidebar = doc.getElementById('hr-sidebar');
    if (!toggle || !sidebar) return;
    const button = toggle;
    function setOpen(open: boolean): void {
      body.classList.toggle('hr-nav-open', open);
      button.setAttribute('aria-expanded', open ? 'true' : 'false');
    }
    button.addEventListener('click', () => setOpen(!body.classList.contains('hr-nav-open')));
    doc.addEventListener('click', (event) => {
      if (!body.classList.contains('hr-nav-open')) return;
      const target = event.target;
      if (button.contains(target)) return;
      // A link in the navigation leaves the page; a click beside the panel closes it.
      if (!sidebar.contains(target) || target?.closest('a')) setOpen(false);
    });
    doc.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && body.classList.contains('hr-nav-open')) {
        setOpen(false);
        button.focus();
      }
    });
    // Long navigations (a thousand endpoints) open scrolled to the page being read.
    const current = sidebar.querySelector('[aria-current="page"]');
    if (current && current.offsetTop > sidebar.clientHeight * 0.7) {
      sidebar.scrollTop = current.offsetTop - sidebar.clientHeight / 3;
    }
  }

  // ---- The navigation's closed folders, fetched when the reader reaches for them --------------

  function setUpLazyNav(): void {
    const url = body.dataset.navUrl;
    const sidebar = doc.getElementById('hr-sidebar');
    if (!url || !sidebar || !sidebar.querySelector('ul[data-lazy]')) return;
    const panel = sidebar;
    const navUrl = url;
    let state: 'idle' | 'loading' | 'done' = 'idle';
    function fill(html: string): void {
      const holder = make('template');
      holder.innerHTML = html;
      for (const lazy of all('ul[data-lazy]', panel)) {
        const id = lazy.parentElement?.getAttribute('data-folder') ?? '';
        // Folder ids are slugs (letters, digits, hyphens): safe inside the selector.
        if (!/^[a-z0-9-]+$/.test(id)) continue;
        const whole = holder.content.querySelector('details[data-folder="' + id + '"] > ul');
        if (whole) lazy.replaceWith(whole);
      }
    }
    function load(): void {
      if (state !== 'idle') return;
      state = 'loading';
      fetch(navUrl, { credentials: 'same-origin' })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.text();
        })
        .then((html) => {
          fill(html);
          state = 'done';
        })
        .catch(() => {
          state = 'idle'; // tried again the next time the reader reaches for it
        });
    }
    panel.addEventListener('pointerenter', load);
    panel.addEventListener('focusin', load);
    panel.addEventListener('toggle', load, true);
    doc.querySelector('.hr-menu-toggle')?.addEventListener('click', load);
  }

  // Each part stands alone: one failing (an unexpected page) leaves the others working.
  for (const part of [
    setUpSearch,
    setUpCodeTabs,
    setUpCopy,
    setUpTryIt,
    setUpMenus,
    setUpMobileNav,
    setUpLazyNav,
  ]) {
    try {
      part();
    } catch {
      // nothing to do: the page is whole without the script
    }
  }
}

/**
 * reader.js. Served from the function's source: compiled by tsc that is plain JavaScript, but
 * when the server runs from source through tsx (esbuild with `keepNames`) the source calls a
 * `__name` helper that lives outside the function, so the wrapper gives it one that does nothing.
 */
export const READER_SCRIPT =
  "(function(){'use strict';var __name=function(target){return target;};(" +
  readerMain.toString() +
  ')();})();\n';
