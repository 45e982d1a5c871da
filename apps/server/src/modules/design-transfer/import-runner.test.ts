import { describe, expect, it } from 'vitest';
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
});
