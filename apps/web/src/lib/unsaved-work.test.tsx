import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { hasUnsavedWork, setUnsaved, useHasUnsavedWork, useReportUnsaved } from './unsaved-work';

describe('unsaved work', () => {
  it('holds while any source is dirty, and only then', () => {
    setUnsaved('a', true);
    setUnsaved('b', true);
    setUnsaved('a', false);
    expect(hasUnsavedWork()).toBe(true);
    setUnsaved('b', false);
    expect(hasUnsavedWork()).toBe(false);
  });

  it('follows a component’s report, and forgets it when the component goes', () => {
    const seen = renderHook(() => useHasUnsavedWork());
    const form = renderHook(({ dirty }) => useReportUnsaved(dirty), {
      initialProps: { dirty: false },
    });
    expect(seen.result.current).toBe(false);
    form.rerender({ dirty: true });
    expect(seen.result.current).toBe(true);
    act(() => form.unmount());
    expect(seen.result.current).toBe(false);
  });
});
