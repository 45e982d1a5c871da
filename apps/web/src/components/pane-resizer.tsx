import { useEffect, useEffectEvent, useState, type KeyboardEvent, type PointerEvent } from 'react';
import './plain/plain.css';
import './pane-resizer.css';

/** Pixels an arrow key moves the edge; with Shift, four times as far. */
const KEY_STEP = 16;
const RESIZER_CLASS = 'heron-pane-resizer';
const VERTICAL = 'vertical';

export interface PaneResizerProps {
  /** The width of the pane on the resizer's left, in pixels. */
  width: number;
  min: number;
  max: number;
  /**
   * A new width, already held between `min` and `max`. `isFinal` is false while a drag moves
   * and true when it ends (or for a key press): the moment to remember the width.
   */
  onResize: (width: number, isFinal: boolean) => void;
  /** Enter on the focused resizer (the window-splitter pattern: collapse or restore the pane). */
  onToggle?: () => void;
  /** A double click: back to the pane's usual width. */
  onReset?: () => void;
  /** What the resizer sizes, for screen readers ("Tree width"). */
  label: string;
  'data-testid'?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * The draggable edge between a pane and what is right of it, after WAI-ARIA's window splitter: a
 * focusable vertical separator, dragged with a pointer or moved with the arrow keys (Home and
 * End go to the limits). The pane's width is the caller's: this only reports new ones.
 */
export function PaneResizer({
  width,
  min,
  max,
  onResize,
  onToggle,
  onReset,
  label,
  'data-testid': testId,
}: PaneResizerProps) {
  const [drag, setDrag] = useState<{ startX: number; startWidth: number } | null>(null);
  const report = useEffectEvent((next: number, isFinal: boolean) => onResize(next, isFinal));

  useEffect(() => {
    if (!drag) return;
    const widthAt = (clientX: number) => clamp(drag.startWidth + clientX - drag.startX, min, max);
    const move = (event: globalThis.PointerEvent) => report(widthAt(event.clientX), false);
    const end = (event: globalThis.PointerEvent) => {
      report(widthAt(event.clientX), true);
      setDrag(null);
    };
    // Text under the pointer is not selected, and the cursor stays the resize one, while dragging.
    const { cursor, userSelect } = document.body.style;
    document.body.style.cursor = 'col-resize';
    document.body.style.userSelect = 'none';
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      document.body.style.cursor = cursor;
      document.body.style.userSelect = userSelect;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [drag, min, max]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    setDrag({ startX: event.clientX, startWidth: width });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const moves: Record<string, number> = {
      ArrowLeft: width - step,
      ArrowRight: width + step,
      Home: min,
      End: max,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      onResize(clamp(to, min, max), true);
    } else if (event.key === 'Enter' && onToggle) {
      event.preventDefault();
      onToggle();
    }
  };

  return (
    <div
      role="separator"
      aria-orientation={VERTICAL}
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className={RESIZER_CLASS}
      data-dragging={drag ? true : undefined}
      data-testid={testId}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onDoubleClick={onReset}
    />
  );
}
