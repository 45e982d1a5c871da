import { dropControls } from './html.js';

/** How long a page's summary may be (doc-site-types.ts: its meta description and snippet). */
export const SUMMARY_MAX = 200;

/**
 * A Markdown text as one line of plain text, for summaries and search: the first paragraph
 * that has words, with the syntax taken out. Approximate on purpose: a summary only has to
 * read well, and parsing every description fully would cost more than the pages themselves.
 * Raw HTML tags are dropped (Stripe's descriptions are written as `<p>…</p>`).
 */
export function plainSummary(markdown: string, max = SUMMARY_MAX): string {
  const source = dropControls(markdown)
    // Fenced code is not prose.
    .replace(/^ {0,3}(```|~~~)[\s\S]*?(^ {0,3}\1|(?![\s\S]))/gm, '\n\n');
  for (const block of source.split(/\n\s*\n|<\/p>/)) {
    const line = inlinePlain(block);
    if (line !== '') return cut(line, max);
  }
  return '';
}

/** Inline Markdown as plain text on one line. */
export function inlinePlain(markdown: string): string {
  return dropControls(markdown)
    .replace(/<[^>\n]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|~~|`+)/g, '')
    .replace(/(^|\W)[*_](\S)/g, '$1$2')
    .replace(/(\S)[*_](?=\W|$)/g, '$1')
    .replace(/&(nbsp|#160);/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word when one is near, with an ellipsis. */
export function cut(line: string, max = SUMMARY_MAX): string {
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${space > max * 0.6 ? head.slice(0, space) : head}…`;
}
