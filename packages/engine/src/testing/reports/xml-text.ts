/**
 * Text made safe for an XML 1.0 document. Report fields hold whatever a server answered or a
 * script logged, so anything may be in them: markup, `]]>`, NUL and other control characters,
 * half of a surrogate pair cut off by a body cap.
 */

// Everything outside XML 1.0's `Char` production: C0 controls but tab, LF and CR; lone
// surrogates (the `u` flag makes a lone half match on its own, a valid pair not at all); and
// U+FFFE/U+FFFF. A parser must refuse a document holding one, even escaped as `&#1;`.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Drops the characters an XML 1.0 document cannot hold, or puts `replacement` in their place
 * (the HTML report shows U+FFFD so a reader sees something was there).
 */
export function stripInvalidXmlChars(text: string, replacement = ''): string {
  return text.replace(NOT_XML_CHAR, replacement);
}

/** For element content. `>` is escaped too, so `]]>` cannot appear. */
export function escapeXmlText(text: string): string {
  return stripInvalidXmlChars(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * For a value between double quotes. Tab, LF and CR become references: written raw, a parser
 * would normalise each to a space and a multi-line message would arrive on one line.
 */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text)
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replaceAll('\t', '&#9;')
    .replaceAll('\n', '&#10;')
    .replaceAll('\r', '&#13;');
}
