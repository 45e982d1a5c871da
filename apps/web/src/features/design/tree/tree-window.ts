/** The slice of rows to draw: `first` up to but not including `end`. */
export interface RowWindow {
  first: number;
  end: number;
}

/**
 * The rows that are in view at `scrollTop`, with `overscan` more on each side so a small scroll
 * shows rows already drawn while the next ones are added.
 */
export function rowWindow(
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  count: number,
  overscan: number,
): RowWindow {
  const top = Math.max(0, Math.floor(scrollTop / rowHeight));
  const bottom = Math.ceil((scrollTop + viewHeight) / rowHeight);
  return {
    first: Math.max(0, Math.min(count, top - overscan)),
    end: Math.max(0, Math.min(count, bottom + overscan)),
  };
}

/**
 * Where to scroll so row `at` is wholly in view, moving as little as possible; null when it is
 * in view already.
 */
export function scrollTopToShow(
  at: number,
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
): number | null {
  const top = at * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewHeight) return Math.max(0, bottom - viewHeight);
  return null;
}
