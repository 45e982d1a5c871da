import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PaneResizer } from './pane-resizer';

function renderResizer(width = 300) {
  const onResize = vi.fn();
  const onToggle = vi.fn();
  const onReset = vi.fn();
  render(
    <PaneResizer
      width={width}
      min={200}
      max={600}
      onResize={onResize}
      onToggle={onToggle}
      onReset={onReset}
      label="Tree width"
    />,
  );
  return {
    separator: screen.getByRole('separator', { name: 'Tree width' }),
    onResize,
    onToggle,
    onReset,
  };
}

describe('PaneResizer', () => {
  it('is a focusable vertical separator that says its width and limits', () => {
    const { separator } = renderResizer();
    expect(separator.getAttribute('aria-orientation')).toBe('vertical');
    expect(separator.getAttribute('aria-valuenow')).toBe('300');
    expect(separator.getAttribute('aria-valuemin')).toBe('200');
    expect(separator.getAttribute('aria-valuemax')).toBe('600');
    expect(separator.tabIndex).toBe(0);
  });

  it('follows a drag, held within its limits, and reports the end as final', () => {
    const { separator, onResize } = renderResizer();
    fireEvent.pointerDown(separator, { button: 0, clientX: 500 });
    fireEvent.pointerMove(window, { clientX: 620 });
    expect(onResize).toHaveBeenLastCalledWith(420, false);
    fireEvent.pointerMove(window, { clientX: 1200 });
    expect(onResize).toHaveBeenLastCalledWith(600, false);
    fireEvent.pointerUp(window, { clientX: 100 });
    expect(onResize).toHaveBeenLastCalledWith(200, true);
    // Let go: moving the pointer no longer resizes.
    onResize.mockClear();
    fireEvent.pointerMove(window, { clientX: 700 });
    expect(onResize).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys, Home and End, toggles on Enter and resets on a double click', () => {
    const { separator, onResize, onToggle, onReset } = renderResizer();
    fireEvent.keyDown(separator, { key: 'ArrowRight' });
    expect(onResize).toHaveBeenLastCalledWith(316, true);
    fireEvent.keyDown(separator, { key: 'ArrowLeft', shiftKey: true });
    expect(onResize).toHaveBeenLastCalledWith(236, true);
    fireEvent.keyDown(separator, { key: 'End' });
    expect(onResize).toHaveBeenLastCalledWith(600, true);
    fireEvent.keyDown(separator, { key: 'Home' });
    expect(onResize).toHaveBeenLastCalledWith(200, true);
    fireEvent.keyDown(separator, { key: 'Enter' });
    expect(onToggle).toHaveBeenCalledTimes(1);
    fireEvent.doubleClick(separator);
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
