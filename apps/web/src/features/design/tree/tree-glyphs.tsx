import type { ReactNode } from 'react';
import './tree-glyphs.css';

/**
 * The small pictures of the tree's rows, drawn as plain SVG: a row mounts while the list scrolls,
 * and an icon component per row (with its context and style checks) cost more than the row.
 * Their size and colour come from the class (tree-glyphs.css): fewer writes per mounted row.
 */
const GLYPH_CLASS = 'heron-glyph';
const LINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.4,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 16 16" className={GLYPH_CLASS} aria-hidden focusable="false">
      {children}
    </svg>
  );
}

export function FolderGlyph() {
  return (
    <Glyph>
      <path d="M1.5 3.5h4.5l1.5 1.5h7v7.5h-13z" {...LINE} />
    </Glyph>
  );
}

/** A data model: a box with a header row, like a table of fields. */
export function ModelGlyph() {
  return (
    <Glyph>
      <rect x="2" y="2.5" width="12" height="11" rx="1.5" {...LINE} />
      <path d="M2 6h12M6 6v7.5" {...LINE} />
    </Glyph>
  );
}

/** A document: a page with a folded corner and two lines of text. */
export function DocGlyph() {
  return (
    <Glyph>
      <path d="M3.5 1.5h6l3 3v10h-9z" {...LINE} />
      <path d="M5.5 8.5h5M5.5 11h5" {...LINE} />
    </Glyph>
  );
}
