const SPECIAL = /[&<>"']/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML content and quoted attributes alike. It leaves the build's markers
 * (`\u0001…\u0002`) intact, so text the server made (a version's `Live` label) keeps them.
 */
export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (char) => ENTITIES[char] ?? char);
}

// C0 controls but tab, line feed and carriage return: they include the markers' delimiters.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Escapes text a person typed (a site's title, a page's title): control characters are dropped
 * first, so no marker can be smuggled in and filled later.
 */
export function escapeUserText(text: string): string {
  return escapeHtml(text.replace(CONTROLS, ''));
}

/** A reader-interface label as a marker, filled in the reader's language by fillMarkers. */
export function label(key: string): string {
  return `\u0001t:${key}\u0002`;
}
