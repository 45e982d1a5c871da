import { PAGE_TEXT } from '../text/page-text.js';
import { dropControls } from './html.js';
import type { PageKey } from './schema-tree.js';

/**
 * Helpers for the pages' Markdown (`….md`, llms-full.txt): English headings and labels (the
 * same texts the HTML shows English readers), user text with its control characters dropped,
 * names and values in code spans that survive backticks inside them.
 */

export function english(key: PageKey): string {
  return PAGE_TEXT.en[key] ?? key;
}

/** A code span around any text: fenced with more backticks than it holds, on one line. */
export function code(value: string): string {
  const line = dropControls(value).replace(/\s*[\r\n]+\s*/g, ' ');
  const longest = Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = line.startsWith('`') || line.endsWith('`') || line === '' ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

/** A fenced code block; the fence is longer than any run of backticks in the text. */
export function codeBlock(body: string, language = ''): string {
  const clean = dropControls(body).replace(/\n+$/, '');
  const longest = Math.max(2, ...(clean.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${clean}\n${fence}`;
}

/** Markdown written by a person, as one line (inside a list item or a table cell). */
export function oneLine(markdown: string): string {
  return dropControls(markdown)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
}

/** A table cell: one line, pipes escaped. */
export function cell(markdown: string): string {
  return oneLine(markdown).replace(/\|/g, '\\|');
}

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Text for a heading or a link's text: one line, controls dropped, brackets escaped. */
export function plainLine(value: string): string {
  return oneLine(value).replace(/([[\]])/g, '\\$1');
}

/** The relative address of a page's Markdown from another page's Markdown. */
export function markdownHref(fromSlug: string, toSlug: string): string {
  const target = `${toSlug === '' ? 'index' : toSlug}.md`;
  return fromSlug.includes('/') ? `../${target}` : target;
}
