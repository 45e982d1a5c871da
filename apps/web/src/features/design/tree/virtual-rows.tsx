import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { rowWindow, type RowWindow } from './tree-window';

// Rows drawn beyond each edge of the view: a scroll of a few rows shows rows already drawn.
const OVERSCAN = 8;
const SCROLLER_STYLE = { overflowY: 'auto', overflowX: 'hidden', contain: 'strict' } as const;
/** How long after the last scroll event the list counts as at rest. */
export const SETTLE_MS = 150;

export interface VirtualRowsProps<Row> extends HTMLAttributes<HTMLDivElement> {
  rows: readonly Row[];
  rowHeight: number;
  /** Pixels: the view's height; only the rows in it (and a few more) are drawn. */
  height: number;
  scrollerRef: Ref<HTMLDivElement>;
  /**
   * `moving`: the row came into view during a scroll that has not yet come to rest, and may be
   * drawn in a cheaper form; it is drawn again, whole, once the scroll rests (SETTLE_MS).
   */
  renderRow: (row: Row, at: number, moving: boolean) => ReactNode;
}

/**
 * A scrolling list that draws only the rows in view, each placed absolutely by `renderRow` at
 * its own offset. Scrolling changes only this component's state: what renders the rows does
 * not run again, and rows that stay in view keep their props (memoized rows are not redrawn).
 * `contain: strict` keeps the browser's layout of a scroll inside the list. Rows that come into
 * view while a scroll moves may be drawn cheaply and are drawn whole when it rests: a fast scroll
 * mounts a dozen rows a frame, and a frame has 16 ms.
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
  // While a scroll moves, the rows drawn when it started, which alone are drawn whole; null at rest.
  const [atStart, setAtStart] = useState<RowWindow | null>(null);
  const resting = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resting.current), []);
  const { first, end } = rowWindow(scrollTop, height, rowHeight, rows.length, OVERSCAN);
  const drawn: ReactNode[] = [];
  for (let at = first; at < end; at++) {
    const moving = atStart !== null && (at < atStart.first || at >= atStart.end);
    drawn.push(renderRow(rows[at] as Row, at, moving));
  }
  return (
    <div
      {...rest}
      ref={scrollerRef}
      style={{ ...SCROLLER_STYLE, ...style, height }}
      onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        const before = { first, end };
        // Rendered within the scroll event, so the rows that come in are drawn in the same frame
        // as the scroll; a state update alone is rendered in a task after that frame has been
        // painted, which shows a blank strip for a frame and puts two renders in the next one.
        flushSync(() => {
          setScrollTop(top);
          setAtStart((started) => started ?? before);
        });
        clearTimeout(resting.current);
        resting.current = setTimeout(() => setAtStart(null), SETTLE_MS);
      }}
    >
      <div style={{ position: 'relative', height: rows.length * rowHeight }}>{drawn}</div>
    </div>
  );
}
