import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@heron/contract';
import { ChunkLoadError, loadChunk } from './load-chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module when the import succeeds', async () => {
    const module = { TeamListPage: () => null };
    await expect(loadChunk('team-list-page', () => Promise.resolve(module))).resolves.toBe(module);
  });

  it('reports a chunk that could not be fetched as missing', async () => {
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/team-list-page-abc.js',
    );
    const error = await loadChunk('team-list-page', () => Promise.reject(failure)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      message: 'Loading chunk team-list-page failed',
      chunkId: 'team-list-page',
      type: 'missing',
      cause: failure,
    });
  });

  it('reports a chunk that failed while running as error', async () => {
    const error = await loadChunk('login-page', () =>
      Promise.reject(new SyntaxError('Unexpected token')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Loading chunk login-page failed', type: 'error' });
  });

  it('reports an importer that throws synchronously as error', async () => {
    const error = await loadChunk('login-page', () => {
      throw new Error('boom');
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'error' });
  });

  it('gives up after the spec timeout of 120 000 ms', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    void loadChunk('points-page', () => new Promise<never>(() => {})).then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error: unknown = outcome.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ message: 'Loading chunk points-page failed', type: 'timeout' });
  });

  it('does not time out a chunk that arrived in time', async () => {
    vi.useFakeTimers();
    const loaded = loadChunk('points-page', () => Promise.resolve('ok'), 1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(loaded).resolves.toBe('ok');
  });
});
