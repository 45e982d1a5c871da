import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  clearSessionVariables,
  sessionValueCount,
  sessionVariablesOf,
  setSessionVariables,
  useSessionVariables,
} from './session-variables';

const P1 = 'p1';
const P2 = 'p2';
const SESSION = { environment: { a: '1' }, collection: { b: '2' }, globals: { c: '3' } };

afterEach(() => {
  clearSessionVariables(P1);
  clearSessionVariables(P2);
});

describe('session variables', () => {
  it('are kept per project until cleared', () => {
    setSessionVariables(P1, SESSION);
    expect(sessionVariablesOf(P1)).toEqual(SESSION);
    expect(sessionVariablesOf(P2)).toEqual({ environment: {}, collection: {}, globals: {} });
    expect(sessionValueCount(SESSION)).toBe(3);
    clearSessionVariables(P1);
    expect(sessionValueCount(sessionVariablesOf(P1))).toBe(0);
  });

  it('tell the components that read them', () => {
    const { result } = renderHook(() => useSessionVariables(P1));
    expect(sessionValueCount(result.current.session)).toBe(0);
    act(() => setSessionVariables(P1, SESSION));
    expect(result.current.session).toEqual(SESSION);
    act(() => result.current.clear());
    expect(sessionValueCount(result.current.session)).toBe(0);
  });
});
