import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../test/render-with-providers';
import { ChunkLoadError } from '../lib/load-chunk';
import { RouteError } from './route-error';

function failingRoute(error: unknown) {
  return [
    {
      path: '/',
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
      loader: () => {
        throw error;
      },
      Component: () => null,
    },
  ];
}

describe('RouteError', () => {
  it('names the chunk and the reason, and retries by reloading', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderRoutes(failingRoute(new ChunkLoadError('team-list-page', 'timeout')));

    expect(
      await screen.findByRole('heading', { name: 'Loading chunk team-list-page failed' }),
    ).toBeTruthy();
    expect(screen.getByText('Reason: timed out')).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry.className).toContain('plain-button-primary');

    fireEvent.click(retry);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('shows a generic message with retry for any other failure', async () => {
    renderRoutes(failingRoute(new Error('boom')));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });
});
