import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { dropControls, text } from './html.js';

/**
 * Markdown from the design (descriptions, documents) as HTML: GitHub-flavoured, through
 * micromark. Raw HTML in the source is escaped, not passed through (micromark's default; the
 * option that lets it through is never set), and link targets with a scheme other than http(s),
 * mailto, irc(s) and xmpp (`javascript:`, `data:`) come out empty. Control characters are
 * dropped first, so no text from the design can hold the build's markers.
 */

// Made once: micromark combines the extensions on every call, but the objects can be shared.
const EXTENSIONS = [gfm()];
const HTML_EXTENSIONS = [gfmHtml()];

// One line without any of these cannot hold Markdown syntax, an entity, an autolink or raw
// HTML: it is escaped and wrapped as a paragraph without the parser. Most descriptions of
// properties are such sentences, and micromark takes about 0.1 ms even for a short one (a `#`,
// `>` or `|` inside a line, a `:` or `&` not starting a link or entity, are plain text).
const MAYBE_MARKUP =
  /[\n\r\\`*_[\]<~]|&#?\w+;|[a-z]:\/\/|mailto:|www\.|@\w|^\s*(?:[-+=>#]|\d+[.)])/i;

export interface MarkdownHtmlOptions {
  /** Give headings `id`s from their text, unique in this text (documents, the overview). */
  headingIds?: boolean;
  /**
   * Make `#` an `<h3>` and so on (descriptions inside a page whose own headings are h1 and h2):
   * levels past 6 stay at 6.
   */
  shiftHeadings?: number;
}

// Descriptions repeat across a build (a model expanded on many endpoint pages), so each text is
// rendered once. Keyed by options too; cleared by the build so memory does not outlive it.
const cache = new Map<string, string>();

/** Forget rendered texts (the builder calls it when a build ends). */
export function clearMarkdownCache(): void {
  cache.clear();
}

// Descriptions written as HTML fragments (Stripe's `<p>…</p>`, many Swagger 2.0 files) start
// with a block tag. Their few common tags are rewritten as the Markdown they stand for, and
// everything else stays text that micromark escapes: the HTML itself never reaches the page.
const HTML_FRAGMENT = /^<(p|ul|ol|div|h[1-6]|table)\b[^>]*>/i;
const HTML_TAG_AS_MARKDOWN: [RegExp, string | ((...groups: string[]) => string)][] = [
  [/<a\s+href="([^"<>]*)"[^>]*>([^<]*)<\/a>/gi, (_w, href, label) => `[${label}](${href})`],
  [/<\/?(code|tt)>/gi, '`'],
  [/<\/?(strong|b)>/gi, '**'],
  [/<\/?(em|i)>/gi, '_'],
  [/<li\b[^>]*>/gi, '\n- '],
  [/<\/li>/gi, ''],
  [/<h([1-6])\b[^>]*>/gi, (_w, level) => `\n\n${'#'.repeat(Number(level))} `],
  [/<\/h[1-6]>/gi, '\n\n'],
  [/<br\s*\/?>/gi, '\n\n'],
  [/<\/?(p|ul|ol|div)\b[^>]*>/gi, '\n\n'],
];

function htmlFragmentAsMarkdown(source: string): string {
  let out = source;
  for (const [pattern, replacement] of HTML_TAG_AS_MARKDOWN) {
    out = out.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
  }
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

export function markdownHtml(source: string, options: MarkdownHtmlOptions = {}): string {
  const clean = dropControls(source).trim();
  if (clean === '') return '';
  const key = `${options.headingIds ? 'i' : ''}${options.shiftHeadings ?? 0}\u0000${clean}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const markdown = HTML_FRAGMENT.test(clean) ? htmlFragmentAsMarkdown(clean) : clean;
  let html = MAYBE_MARKUP.test(markdown)
    ? micromark(markdown, { extensions: EXTENSIONS, htmlExtensions: HTML_EXTENSIONS })
    : `<p>${text(markdown)}</p>`;
  if (options.shiftHeadings) html = shiftHeadings(html, options.shiftHeadings);
  if (options.headingIds) html = addHeadingIds(html);
  cache.set(key, html);
  return html;
}

function shiftHeadings(html: string, by: number): string {
  return html.replace(
    /<(\/?)h([1-6])([ >])/g,
    (_whole, slash: string, level: string, after: string) =>
      `<${slash}h${Math.min(6, Number(level) + by)}${after}`,
  );
}

// micromark writes headings as `<hN>…</hN>` on their own, without attributes (footnotes' own
// heading has an id already, and is left alone by the `>` right after the level).
const HEADING = /<h([1-6])>([\s\S]*?)<\/h\1>/g;

function addHeadingIds(html: string): string {
  const used = new Map<string, number>();
  return html.replace(HEADING, (_whole, level: string, inner: string) => {
    const base = headingId(inner) || 'section';
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count}`;
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
}

const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * GitHub's anchor for a heading: its text in lower case, punctuation dropped, spaces as
 * hyphens; letters and digits of any script are kept, so `## 快速开始` has a link too.
 */
export function headingId(innerHtml: string): string {
  const plain = innerHtml
    .replace(/<[^>]*>/g, '')
    .replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return NAMED[name!.toLowerCase()] ?? whole;
    });
  return plain
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
    .slice(0, 100);
}
