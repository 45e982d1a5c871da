import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useStoredValue } from './use-stored-value';

const parseCount = (stored: unknown) => (typeof stored === 'number' ? stored : 0);

afterEach(() => window.localStorage.clear());

describe('useStoredValue', () => {
  it('reads the stored value, and writes a change only when asked to keep it', () => {
    window.localStorage.setItem('count.a', '5');
    const { result } = renderHook(() => useStoredValue('count.a', parseCount));
    expect(result.current[0]).toBe(5);
    act(() => result.current[1]((count) => count + 1, false));
    expect(result.current[0]).toBe(6);
    expect(window.localStorage.getItem('count.a')).toBe('5');
    act(() => result.current[1]((count) => count + 1, true));
    expect(window.localStorage.getItem('count.a')).toBe('7');
  });

  it('reads again when the key changes, and parses what is broken or missing', () => {
    window.localStorage.setItem('count.b', '{not json');
    window.localStorage.setItem('count.c', '3');
    const { result, rerender } = renderHook(({ key }) => useStoredValue(key, parseCount), {
      initialProps: { key: null as string | null },
    });
    expect(result.current[0]).toBe(0);
    rerender({ key: 'count.b' });
    expect(result.current[0]).toBe(0);
    rerender({ key: 'count.c' });
    expect(result.current[0]).toBe(3);
  });
});
