import { useCallback, useState } from 'react';

/**
 * The height of an element, following resizes: the virtual tree needs a number of pixels.
 * `fallback` holds until the first measure (and in test DOMs, which do not lay out).
 */
export function useElementHeight(fallback: number) {
  const [height, setHeight] = useState(fallback);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.height ?? 0);
      if (measured > 0) setHeight(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}
