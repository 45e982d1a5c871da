import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useStoredChoice } from './use-stored-choice';

describe('useStoredChoice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells every reader of a key about a change, and forgets on null', () => {
    const first = renderHook(() => useStoredChoice('heron.test.choice'));
    const second = renderHook(() => useStoredChoice('heron.test.choice'));
    act(() => first.result.current[1]('b'));
    expect(second.result.current[0]).toBe('b');
    expect(window.localStorage.getItem('heron.test.choice')).toBe('b');
    act(() => second.result.current[1](null));
    expect(first.result.current[0]).toBeNull();
  });

  it('reads as none when the browser refuses storage, and does not throw on a write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('refused');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('refused');
    });
    const { result } = renderHook(() => useStoredChoice('heron.test.refused'));
    expect(result.current[0]).toBeNull();
    expect(() => act(() => result.current[1]('x'))).not.toThrow();
  });
});
