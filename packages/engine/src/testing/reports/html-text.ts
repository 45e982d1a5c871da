import { stripInvalidXmlChars } from './xml-text.js';

/**
 * Text made safe for HTML, in element content and in quoted attributes alike. Every string
 * from a report goes through here: names, URLs, headers and bodies come from users and servers.
 * Characters that HTML reads as parse errors (NUL, other C0 controls, half surrogate pairs)
 * become U+FFFD, which is what a browser would show for most of them anyway.
 */
export function escapeHtml(text: string): string {
  return stripInvalidXmlChars(text, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Puts values in a label's placeholders: `Iteration {n}` with `{ n: '2' }`. */
export function fillLabel(label: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    label,
  );
}
