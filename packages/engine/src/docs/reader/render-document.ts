import type { ReaderDocumentInput, ReaderVersionLink } from '../site/doc-site-types.js';
import { escapeHtml, escapeUserText, label } from './escape.js';
import { fillMarkers } from './fill-markers.js';
import { markCurrentPage } from './nav-current.js';
import { foldClosedFolders, NAV_FOLD_MIN_LENGTH } from './nav-fold.js';
import { scriptLabelsJson } from './script-labels.js';
import { ICONS, brand, documentHead, dropdown, languagePicker } from './shell-parts.js';

/**
 * A published doc page as a whole HTML document (issue 23): the header (brand, search, version,
 * downloads, language), the navigation with the page marked, and the page. Everything the
 * browser script needs is in `data-*` attributes of `<body>` and a JSON element, never in an
 * inline script, so a strict CSP can hold. Labels are written as markers and filled with the
 * page's own markers in one pass at the end.
 */
export function renderReaderDocument(input: ReaderDocumentInput): string {
  const { page, site } = input;
  const base = input.base.replace(/\/+$/, '');
  const siteTitle = site.title.trim();
  const pageTitle = page.title.trim();
  const title =
    pageTitle && pageTitle !== siteTitle
      ? escapeUserText(siteTitle ? `${pageTitle} — ${siteTitle}` : pageTitle)
      : siteTitle
        ? escapeUserText(siteTitle)
        : label('shell.untitled');

  const head = documentHead({
    lang: input.lang,
    accent: site.accentColor,
    title,
    description: escapeUserText(page.summary.trim()),
    indexable: input.indexable,
    canonicalUrl: input.canonicalUrl,
    assetsBase: input.assetsBase,
    withScript: true,
  });

  const folds = input.navUrl !== null && input.navHtml.length >= NAV_FOLD_MIN_LENGTH;
  const marked = markCurrentPage(input.navHtml, page.slug);
  const bodyData = [
    `data-base="${escapeHtml(base)}"`,
    folds ? `data-nav-url="${escapeHtml(input.navUrl!)}"` : '',
    `data-lang="${escapeHtml(input.lang)}"`,
    `data-slug="${escapeHtml(page.slug)}"`,
    input.tryItUrl !== null ? `data-try-url="${escapeHtml(input.tryItUrl)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const html = [
    head,
    `<body class="hr-reader" ${bodyData}>`,
    `<a class="hr-skip" href="#hr-main">${label('shell.skipToContent')}</a>`,
    header(input, base),
    '<div class="hr-layout">',
    `<aside class="hr-sidebar" id="hr-sidebar">`,
    `<nav class="hr-sidebar-nav" aria-label="${label('shell.navigation')}">`,
    folds ? foldClosedFolders(marked) : marked,
    '</nav>',
    '</aside>',
    '<main class="hr-main" id="hr-main" tabindex="-1">',
    input.notice ? `<p class="hr-notice" role="note">${escapeUserText(input.notice)}</p>` : '',
    // The page brings its own <article class="hr-page …">; the changelog, its own markup.
    '<div class="hr-content">',
    page.html,
    '</div>',
    `<footer class="hr-footer">${label('shell.poweredBy')}</footer>`,
    '</main>',
    '</div>',
    `<script type="application/json" id="hr-labels">${scriptLabelsJson(input.lang)}</script>`,
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
  return fillMarkers(html, base, input.lang);
}

function header(input: ReaderDocumentInput, base: string): string {
  const tools = [
    versionPicker(input.versions),
    input.changelogHref
      ? `<a class="hr-tool-link" href="${escapeHtml(input.changelogHref)}">${label('shell.changelog')}</a>`
      : '',
    downloads(input, base),
    languagePicker(input.lang),
  ];
  return [
    '<header class="hr-header">',
    `<button type="button" class="hr-menu-toggle" aria-controls="hr-sidebar" aria-expanded="false" aria-label="${label('shell.menu')}">${ICONS.menu}</button>`,
    brand(input.site, `${base}/`),
    searchBox(),
    `<div class="hr-tools">${tools.filter(Boolean).join('')}</div>`,
    '</header>',
  ].join('\n');
}

/** The search box; the script fills the results list (it is inert without the script). */
function searchBox(): string {
  return (
    `<div class="hr-search" role="search">` +
    ICONS.search.replace('hr-icon', 'hr-icon hr-search-icon') +
    `<input type="search" id="hr-search" class="hr-search-input" placeholder="${label('search.placeholder')}" ` +
    `aria-label="${label('search.label')}" title="${label('search.shortcut')}" autocomplete="off" spellcheck="false" ` +
    `role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="hr-search-results">` +
    `<kbd class="hr-search-key" aria-hidden="true">/</kbd>` +
    `<div id="hr-search-results" class="hr-search-results" role="listbox" aria-label="${label('search.results')}" hidden></div>` +
    `</div>`
  );
}

/** Published versions and the live design, as links; the current one named on the button. */
function versionPicker(versions: ReaderVersionLink[]): string {
  if (versions.length === 0) return '';
  const current = versions.find((version) => version.current);
  const items = versions.map(
    (version) =>
      `<a class="hr-dropdown-item" href="${escapeHtml(version.href)}"` +
      `${version.current ? ' aria-current="true"' : ''}>${escapeHtml(version.label)}</a>`,
  );
  const summary = current ? escapeHtml(current.label) : label('version.label');
  return dropdown(
    'version',
    `<span class="hr-dropdown-text">${summary}</span>`,
    label('version.label'),
    items,
  );
}

// The build's own pages have these slugs (doc-site-types.ts); others, such as the changelog,
// are made per request and have no Markdown twin.
const BUILD_PAGE = /^(endpoints|models|pages|tags)\//;

function downloads(input: ReaderDocumentInput, base: string): string {
  const { slug } = input.page;
  const markdown =
    slug === '' ? `${base}/index.md` : BUILD_PAGE.test(slug) ? `${base}/${slug}.md` : null;
  const links: [string, string][] = [
    [input.downloads.openapi31, 'download.openapi31'],
    [input.downloads.openapi30, 'download.openapi30'],
    [input.downloads.llms, 'download.llms'],
    ...(markdown ? [[markdown, 'download.markdown'] as [string, string]] : []),
  ];
  const items = links.map(
    ([href, key]) => `<a class="hr-dropdown-item" href="${escapeHtml(href)}">${label(key)}</a>`,
  );
  // Narrow headers have no room for the changelog link: it moves into this menu.
  if (input.changelogHref) {
    items.push(
      `<a class="hr-dropdown-item hr-narrow-only" href="${escapeHtml(input.changelogHref)}">${label('shell.changelog')}</a>`,
    );
  }
  return dropdown(
    'download',
    `${ICONS.download}<span class="hr-dropdown-text">${label('shell.download')}</span>`,
    label('shell.download'),
    items,
  );
}
