import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { rowWindow } from './tree-window';

// Rows drawn beyond each edge of the view: a scroll of a few rows shows rows already drawn.
const OVERSCAN = 8;
const SCROLLER_STYLE = { overflowY: 'auto', overflowX: 'hidden', contain: 'strict' } as const;

export interface VirtualRowsProps<Row> extends HTMLAttributes<HTMLDivElement> {
  rows: readonly Row[];
  rowHeight: number;
  /** Pixels: the view's height; only the rows in it (and a few more) are drawn. */
  height: number;
  scrollerRef: Ref<HTMLDivElement>;
  renderRow: (row: Row, at: number) => ReactNode;
}

/**
 * A scrolling list that draws only the rows in view, each placed absolutely by `renderRow` at
 * its own offset. Scrolling changes only this component's state: what renders the rows does
 * not run again, and rows that stay in view keep their props (memoized rows are not redrawn).
 * `contain: strict` keeps the browser's layout of a scroll inside the list.
 */
export function VirtualRows<Row>({
  rows,
  rowHeight,
  height,
  scrollerRef,
  renderRow,
  style,
  ...rest
}: VirtualRowsProps<Row>) {
  const [scrollTop, setScrollTop] = useState(0);
  const { first, end } = rowWindow(scrollTop, height, rowHeight, rows.length, OVERSCAN);
  const drawn: ReactNode[] = [];
  for (let at = first; at < end; at++) drawn.push(renderRow(rows[at] as Row, at));
  return (
    <div
      {...rest}
      ref={scrollerRef}
      style={{ ...SCROLLER_STYLE, ...style, height }}
      onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        // Rendered within the scroll event, so the rows that come in are drawn in the same frame
        // as the scroll; a state update alone is rendered in a task after that frame has been
        // painted, which shows a blank strip for a frame and puts two renders in the next one.
        flushSync(() => setScrollTop(top));
      }}
    >
      <div style={{ position: 'relative', height: rows.length * rowHeight }}>{drawn}</div>
    </div>
  );
}
