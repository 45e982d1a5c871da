import type { ReactNode } from 'react';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, monospace';

/** Text shown as it is (a body as sent or about to be sent), wrapped and scrolled past a height. */
export function CodeBlock({ maxHeight, children }: { maxHeight: number; children: ReactNode }) {
  return (
    <pre
      style={{
        margin: 0,
        padding: 8,
        background: 'rgba(0, 0, 0, 0.03)',
        borderRadius: 4,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
        maxHeight,
        overflow: 'auto',
        fontFamily: MONOSPACE,
        fontSize: 12,
      }}
    >
      {children}
    </pre>
  );
}
