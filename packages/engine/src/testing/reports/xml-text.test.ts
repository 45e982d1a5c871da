import { describe, expect, it } from 'vitest';
import { escapeXmlAttribute, escapeXmlText, stripInvalidXmlChars } from './xml-text.js';

describe('XML text', () => {
  it('drops what XML 1.0 forbids and keeps tab, newlines and whole surrogate pairs', () => {
    expect(stripInvalidXmlChars('a\u0000b\u0008c\u000bd\u000ce\u001ff\t\n\r')).toBe('abcdef\t\n\r');
    expect(stripInvalidXmlChars('\ud83d\ude80 \ud83d x \ude80 \uFFFE\uFFFF\uFFFD')).toBe(
      '\ud83d\ude80  x  \uFFFD',
    );
    expect(stripInvalidXmlChars('\u0001', '?')).toBe('?');
  });

  it('escapes markup in text, and quotes and line breaks too in attributes', () => {
    expect(escapeXmlText(`<a href="x">&]]>'`)).toBe(`&lt;a href="x"&gt;&amp;]]&gt;'`);
    expect(escapeXmlAttribute(`"it's"\t1\n2\r`)).toBe('&quot;it&apos;s&quot;&#9;1&#10;2&#13;');
  });
});
