import { LANGUAGE_NATIVE_NAMES, LANGUAGES, THEME_TOKENS, type Language } from '@heron/contract';
import { escapeHtml, escapeUserText, label } from './escape.js';

/** The look of a site, as the server hands it (null on a page no site owns). */
export interface ReaderSiteLook {
  title: string;
  logoUrl: string | null;
  accentColor: string;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The site's accent, or Heron's when it is not a plain `#rrggbb` (it goes into a style attribute). */
export function accentColor(value: string | null | undefined): string {
  return value && HEX_COLOUR.test(value) ? value : THEME_TOKENS.colorPrimary;
}

// A logo may be anywhere (the reader's CSP allows images from any host), but only as an image
// address: no `javascript:` or other schemes that mean something else.
const IMAGE_URL = /^(https?:\/\/|\/(?!\/)|data:image\/(png|gif|jpeg|webp);)/i;

export function safeImageUrl(url: string | null | undefined): string | null {
  return url && IMAGE_URL.test(url.trim()) ? url.trim() : null;
}

export interface HeadInput {
  lang: Language;
  accent: string;
  title: string;
  description: string;
  indexable: boolean;
  canonicalUrl: string | null;
  assetsBase: string;
  withScript: boolean;
}

/**
 * From `<!doctype html>` to the end of `<head>`. The accent is a custom property in the `style`
 * attribute of `<html>`, not a `<style>` element: the reader's CSP may refuse inline elements.
 * `title` and `description` arrive escaped.
 */
export function documentHead(input: HeadInput): string {
  const assets = escapeHtml(input.assetsBase.replace(/\/+$/, ''));
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(input.lang)}" style="--hr-accent:${accentColor(input.accent)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${input.title}</title>`,
    input.description ? `<meta name="description" content="${input.description}">` : '',
    input.indexable ? '' : '<meta name="robots" content="noindex">',
    input.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">` : '',
    `<meta property="og:title" content="${input.title}">`,
    input.description ? `<meta property="og:description" content="${input.description}">` : '',
    `<link rel="stylesheet" href="${assets}/reader.css">`,
    input.withScript ? `<script defer src="${assets}/reader.js"></script>` : '',
    '</head>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The site's logo and title, linking to the site's first page when `homeHref` is given. */
export function brand(site: ReaderSiteLook | null, homeHref: string | null): string {
  const logo = safeImageUrl(site?.logoUrl);
  const title = site?.title.trim() ? escapeUserText(site.title.trim()) : label('shell.untitled');
  const inner =
    (logo ? `<img class="hr-logo" src="${escapeHtml(logo)}" alt="">` : '') +
    `<span class="hr-brand-title">${title}</span>`;
  return homeHref === null
    ? `<span class="hr-brand">${inner}</span>`
    : `<a class="hr-brand" href="${escapeHtml(homeHref)}">${inner}</a>`;
}

/** A menu in the header that works without the script (`<details>`); the script closes others. */
export function dropdown(
  kind: string,
  summary: string,
  ariaLabel: string,
  items: string[],
): string {
  return (
    `<details class="hr-dropdown hr-dropdown-${kind}">` +
    `<summary class="hr-dropdown-button" aria-label="${ariaLabel}">${summary}${ICONS.chevron}</summary>` +
    `<ul class="hr-dropdown-list">${items.map((item) => `<li>${item}</li>`).join('')}</ul>` +
    '</details>'
  );
}

/**
 * The reader's language: links to `?lang=<code>` (the server keeps the choice in a cookie), each
 * name in its own language so a reader finds theirs whatever the page's language is.
 */
export function languagePicker(current: Language): string {
  const items = LANGUAGES.map((lang) => {
    const currentMark = lang === current ? ' aria-current="true"' : '';
    return (
      `<a class="hr-dropdown-item" href="?lang=${encodeURIComponent(lang)}" hreflang="${lang}" ` +
      `lang="${lang}"${currentMark}>${escapeHtml(LANGUAGE_NATIVE_NAMES[lang])}</a>`
    );
  });
  return dropdown(
    'lang',
    `${ICONS.globe}<span class="hr-dropdown-text">${escapeHtml(LANGUAGE_NATIVE_NAMES[current])}</span>`,
    label('lang.label'),
    items,
  );
}

// Small inline icons (no icon font or CDN); `aria-hidden` as their meaning is in the text beside.
const svg = (body: string) =>
  `<svg class="hr-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">${body}</svg>`;

export const ICONS = {
  chevron: svg(
    '<path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>',
  ).replace('hr-icon', 'hr-icon hr-chevron'),
  globe: svg(
    '<circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" stroke-width="1.3"/><path d="M1.75 8h12.5M8 1.75c1.8 1.9 2.6 4 2.6 6.25S9.8 12.35 8 14.25C6.2 12.35 5.4 10.25 5.4 8S6.2 3.65 8 1.75z" fill="none" stroke="currentColor" stroke-width="1.3"/>',
  ),
  search: svg(
    '<circle cx="7" cy="7" r="4.75" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M10.5 10.5l3.5 3.5" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/>',
  ),
  menu: svg(
    '<path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/>',
  ),
  download: svg(
    '<path d="M8 2v8M4.5 6.5L8 10l3.5-3.5M2.5 13.5h11" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
};
