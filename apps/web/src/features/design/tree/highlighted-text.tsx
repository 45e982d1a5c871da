import { highlightParts } from '../../../lib/design/tree-index';

const HIT_STYLE = { padding: 0, background: '#FFE58F', color: 'inherit' } as const;

/** `text` with the words of a search marked. */
export function HighlightedText({ text, tokens }: { text: string; tokens: readonly string[] }) {
  return (
    <>
      {highlightParts(text, tokens).map((part, at) =>
        part.isHit ? (
          <mark key={at} style={HIT_STYLE}>
            {part.text}
          </mark>
        ) : (
          <span key={at}>{part.text}</span>
        ),
      )}
    </>
  );
}
