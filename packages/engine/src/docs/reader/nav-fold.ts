/**
 * The navigation a page is sent with, made small (issue 23). A large API's navigation links every
 * page (GitHub's: 1,200 links, 400 kB), and laying all of it out is most of what a browser does
 * before it shows the title. So the closed top-level folders are sent without their contents,
 * as an empty `<ul data-lazy>`, and the reader script fetches the whole navigation (`-/nav`)
 * when the reader reaches for it (points at it, tabs into it, opens the menu). The folder that
 * holds the page is open, so its links are there; search engines reach the others through the
 * overview's sections, each linked to a page whose folder is then open.
 */

/** Below this size the whole navigation is sent: folding it would save nothing worth a fetch. */
export const NAV_FOLD_MIN_LENGTH = 24_000;

const DETAILS_TAG = /<details\b[^>]*>|<\/details>/g;
const HAS_OPEN = /\sopen(?=[\s=>/])/;
const SUMMARY_END = '</summary>';
export const LAZY_LIST = '<ul data-lazy></ul>';

/** The navigation (already marked, see nav-current.ts) with closed top-level folders emptied. */
export function foldClosedFolders(navHtml: string): string {
  let depth = 0;
  let foldFrom = -1;
  let from = 0;
  let out = '';
  DETAILS_TAG.lastIndex = 0;
  for (let match = DETAILS_TAG.exec(navHtml); match; match = DETAILS_TAG.exec(navHtml)) {
    if (match[0] === '</details>') {
      depth -= 1;
      if (depth === 0 && foldFrom >= 0) {
        out += navHtml.slice(from, foldFrom) + LAZY_LIST;
        from = match.index;
        foldFrom = -1;
      }
      continue;
    }
    if (depth === 0 && !HAS_OPEN.test(match[0])) {
      const summaryEnd = navHtml.indexOf(SUMMARY_END, match.index);
      if (summaryEnd >= 0) foldFrom = summaryEnd + SUMMARY_END.length;
    }
    depth += 1;
  }
  return out + navHtml.slice(from);
}
