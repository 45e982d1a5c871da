import { CHANGELOG_STYLE } from './style-changelog.js';
import { CODE_STYLE } from './style-code.js';
import { PAGE_STYLE } from './style-page.js';
import { SHELL_STYLE } from './style-shell.js';

/**
 * reader.css: the frame (style-shell.ts), the pages' content (style-page.ts), code samples with
 * "Try it" (style-code.ts) and the changelog (style-changelog.ts). A light theme in the manner
 * of Apifox and Stoplight docs: 14 px text, radius 4, generous whitespace, the site's accent in
 * `--hr-accent`.
 */
export const READER_STYLE =
  `${SHELL_STYLE}${PAGE_STYLE}${CODE_STYLE}${CHANGELOG_STYLE}`.trim() + '\n';
