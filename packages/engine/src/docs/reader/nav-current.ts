import { escapeHtml } from './escape.js';

const DETAILS_TAG = /<details\b[^>]*>|<\/details>/g;
const HAS_OPEN = /\sopen(?=[\s=>/])/;

/**
 * Marks the page being read in the build's navigation, on the server so the page needs no script
 * for it: the link whose `data-slug` is `slug` gets `aria-current="page"`, and every folder
 * (`<details data-folder>`) around it is opened. The navigation is the same for every page of a
 * build, so this is string work on each request: one scan of the HTML before the link.
 */
export function markCurrentPage(navHtml: string, slug: string): string {
  const needle = ` data-slug="${escapeHtml(slug)}"`;
  const at = navHtml.indexOf(needle);
  if (at < 0) return navHtml;
  const linkEnd = at + needle.length;

  // The folders still open at the link are the ones that hold it.
  const open: { index: number; tag: string }[] = [];
  DETAILS_TAG.lastIndex = 0;
  for (let match = DETAILS_TAG.exec(navHtml); match; match = DETAILS_TAG.exec(navHtml)) {
    if (match.index >= at) break;
    if (match[0] === '</details>') open.pop();
    else open.push({ index: match.index, tag: match[0] });
  }

  const inserts: { index: number; text: string }[] = open
    .filter(({ tag }) => /\sdata-folder(?=[\s=>])/.test(tag) && !HAS_OPEN.test(tag))
    .map(({ index }) => ({ index: index + '<details'.length, text: ' open' }));
  const tagEnd = navHtml.indexOf('>', linkEnd);
  const tag = navHtml.slice(navHtml.lastIndexOf('<', at), tagEnd < 0 ? navHtml.length : tagEnd);
  if (!/\saria-current=/.test(tag)) inserts.push({ index: linkEnd, text: ' aria-current="page"' });

  let result = '';
  let from = 0;
  for (const { index, text } of inserts) {
    result += navHtml.slice(from, index) + text;
    from = index;
  }
  return result + navHtml.slice(from);
}
