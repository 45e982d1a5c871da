import { highlightParts } from '../../../lib/design/tree-index';

const HIT_STYLE = { padding: 0, background: '#FFE58F', color: 'inherit' } as const;

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
          <mark key={at} style={HIT_STYLE}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
