/**
 * C0 controls, DEL and C1 controls (U+0000–U+001F, U+007F–U+009F): characters a string literal
 * writes as escapes, whatever the language, so the code shows them and editors keep them.
 */
export function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}
