import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdProviders } from './antd-providers';

/** A stand-in for the system setting, which a test can change. */
function stubReducedMotion(initially: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (text) => ({ ...query, media: text, matches: query.matches }) as unknown as MediaQueryList,
  );
  return (matches: boolean) => {
    query.matches = matches;
    for (const listener of listeners) listener();
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <p data-testid="motion">{String(token.motion)}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('AntdProviders', () => {
  it('turns antd’s motion off for a person who asked their system for less, and back on', () => {
    const setReduced = stubReducedMotion(true);
    render(
      <AntdProviders>
        <Motion />
      </AntdProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
    act(() => setReduced(false));
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
