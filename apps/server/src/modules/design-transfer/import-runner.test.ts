import { describe, expect, it, vi } from 'vitest';
import { ImportCancelled, ImportRunner, ServerStopping } from './import-runner.js';

describe('ImportRunner', () => {
  it('runs work after the caller returns, and reports progress while it runs', async () => {
    const runner = new ImportRunner(() => undefined);
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    runner.run(
      'job-1',
      'parsing',
      async (work) => {
        order.push('work');
        work.setProgress(3, 10);
        await gate;
      },
      async () => undefined,
    );
    order.push('returned');
    expect(runner.isRunning('job-1')).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['returned', 'work']);
    expect(runner.progressOf('job-1')).toEqual({ stage: 'parsing', done: 3, total: 10 });
    release();
    await runner.settled('job-1');
    expect(runner.isRunning('job-1')).toBe(false);
    expect(runner.progressOf('job-1')).toBeUndefined();
  });

  it('hands failures to onError, and failures of onError to the logger, never to the process', async () => {
    const unexpected: unknown[] = [];
    const runner = new ImportRunner((error) => unexpected.push(error));
    const seen: unknown[] = [];
    runner.run(
      'job-2',
      'importing',
      async () => {
        throw new Error('boom');
      },
      async (error) => {
        seen.push(error);
        throw new Error('the database is gone too');
      },
    );
    await runner.settled('job-2');
    expect(seen).toHaveLength(1);
    expect((seen[0] as Error).message).toBe('boom');
    expect((unexpected[0] as Error).message).toBe('the database is gone too');
  });

  it('cancels with ImportCancelled, and stops everything with ServerStopping', async () => {
    const runner = new ImportRunner(() => undefined);
    const reasons: unknown[] = [];
    const waitForAbort = async (signal: AbortSignal) => {
      if (!signal.aborted) {
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      }
      signal.throwIfAborted();
    };
    runner.run(
      'a',
      'parsing',
      (work) => waitForAbort(work.signal),
      async (e) => void reasons.push(e),
    );
    runner.run(
      'b',
      'importing',
      (work) => waitForAbort(work.signal),
      async (e) => void reasons.push(e),
    );
    runner.cancel('a');
    await runner.settled('a');
    await runner.stop();
    expect(reasons[0]).toBeInstanceOf(ImportCancelled);
    expect(reasons[1]).toBeInstanceOf(ServerStopping);
    expect(runner.isRunning('b')).toBe(false);
  });

  it('settledWithin ends with the work, after its time, or when the server stops', async () => {
    vi.useFakeTimers();
    try {
      const runner = new ImportRunner(() => undefined);
      const ended: string[] = [];
      const follow = (name: string, jobId: string, ms: number) =>
        void runner.settledWithin(jobId, ms).then(() => ended.push(name));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      runner.run(
        'job',
        'parsing',
        () => gate,
        async () => undefined,
      );
      follow('work', 'job', 60_000);
      follow('time', 'elsewhere', 1_000);
      follow('stop', 'elsewhere', 60_000);
      await vi.advanceTimersByTimeAsync(999);
      expect(ended).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(ended).toEqual(['time']);
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(ended).toEqual(['time', 'work']);
      await runner.stop();
      await vi.advanceTimersByTimeAsync(0);
      expect(ended).toEqual(['time', 'work', 'stop']);
      // Once stopping, nothing waits.
      expect(runner.stopping).toBe(true);
      await runner.settledWithin('other', 60_000);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
