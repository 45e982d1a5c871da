import { escapeUserText, label } from '../reader/escape.js';

/**
 * The few pieces every page renderer writes with. Text from the design always goes through
 * `text` (escaped, control characters dropped, so it cannot forge a marker); fixed words always
 * through `t` (a marker the server fills in the reader's language); links between pages always
 * through `pageHref` (a marker for the base path the site is served under).
 */

/** User text for HTML content or a quoted attribute. */
export const text = escapeUserText;

/** A fixed label in the reader's language; `key` is a `page.` key of PAGE_TEXT. */
export function t(key: `page.${string}`): string {
  return label(key);
}

/** The base-path marker (see doc-site-types.ts). */
export const BASE = '\u0001b\u0002';

/** The address of a page of the build: `''` is the overview. */
export function pageHref(slug: string): string {
  return `${BASE}/${slug}`;
}

/** A link to a page of the build, its text escaped. */
export function pageLink(slug: string, content: string, className?: string): string {
  const classAttribute = className ? ` class="${className}"` : '';
  return `<a${classAttribute} href="${pageHref(slug)}">${text(content)}</a>`;
}

// C0 controls but tab, line feed and carriage return, and DEL: what escapeUserText drops.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text with the control characters dropped: for Markdown sources and the build's plain texts. */
export function dropControls(value: string): string {
  return value.replace(CONTROLS, '');
}

/** A JSON value as short text (a default, an enum value, a constant), controls dropped. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return dropControls(value);
  if (value === undefined) return '';
  return dropControls(JSON.stringify(value) ?? String(value));
}
