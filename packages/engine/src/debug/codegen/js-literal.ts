import { isControl } from './control-characters.js';

/** JavaScript string literals. Characters outside ASCII are written as they are (UTF-8 source). */

/** Controls, and the line separators older engines refused inside a string literal. */
const needsEscape = (char: string): boolean =>
  isControl(char) || char === '\u2028' || char === '\u2029';

/** A single-quoted string literal. */
export function jsString(value: string): string {
  let out = "'";
  for (const char of value) {
    if (char === '\\' || char === "'") out += '\\' + char;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (needsEscape(char)) out += unicodeEscape(char);
    else out += char;
  }
  return out + "'";
}

/**
 * A literal for a body: a template literal when the text has several lines (a JSON document
 * reads as itself), otherwise a single-quoted string.
 */
export function jsText(value: string): string {
  if (!value.includes('\n')) return jsString(value);
  let out = '`';
  for (let index = 0; index < value.length; index++) {
    const char = value[index]!;
    if (char === '\\' || char === '`') out += '\\' + char;
    else if (char === '$' && value[index + 1] === '{') out += '\\$';
    // A carriage return written raw in a template would be read back as a line feed.
    else if (char === '\r') out += '\\r';
    else if (char !== '\n' && char !== '\t' && needsEscape(char)) out += unicodeEscape(char);
    else out += char;
  }
  return out + '`';
}

function unicodeEscape(char: string): string {
  return '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0');
}
