import { highlightParts } from '../../../lib/design/tree-index';
import './highlighted-text.css';

// A class, not an inline style: the tree mounts marks while it scrolls, and a style attribute is
// parsed per element and keeps the browser from sharing one computed style between them.
const HIT_CLASS = 'heron-hit';

/**
 * `text` with the words of a search marked. Only the marks are elements; the rest stays plain
 * text, since the tree mounts this for rows while it scrolls.
 */
export function HighlightedText({ text, tokens }: { text: string; tokens: readonly string[] }) {
  const parts = highlightParts(text, tokens);
  if (parts.length === 1 && !parts[0]?.isHit) return text;
  return (
    <>
      {parts.map((part, at) =>
        part.isHit ? (
          <mark key={at} className={HIT_CLASS}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
