import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestTask } from './test-support/test-task.js';
import {
  WorkerBusyError,
  WorkerMemoryError,
  WorkerStoppedError,
  WorkerTimeoutError,
} from './worker-errors.js';
import { WorkerPool } from './worker-pool.js';

const TEST_TASK = new URL('./test-support/test-task.js', import.meta.url).href;
const settings = { threads: 2, queueMax: 4, memoryMb: 64, importTimeoutMs: 10_000 };

let pools: WorkerPool[] = [];
function pool(overrides: Partial<typeof settings> = {}) {
  const made = new WorkerPool({ ...settings, ...overrides });
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

const task = (payload: TestTask) => ({ module: TEST_TASK, payload });
/** Settles with what the promise did, so a rejection can be looked at after other work. */
const outcome = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('WorkerPool', () => {
  it('runs a task on a worker thread and answers its result', async () => {
    const workers = pool();
    await expect(
      workers.run('scripts', task({ kind: 'echo', value: { a: [1, 'two'] } }), {
        owner: 'ada',
        timeoutMs: 30_000,
      }),
    ).resolves.toEqual({ echoed: { a: [1, 'two'] } });
  });

  it('hands back what the task threw', async () => {
    const workers = pool();
    await expect(
      workers.run('imports', task({ kind: 'throw', message: 'bad input' }), {
        owner: 'ada',
        timeoutMs: 30_000,
      }),
    ).rejects.toThrow('bad input');
  });

  it('kills an endless task at its time limit, keeps the event loop free meanwhile, and goes on with a new thread', async () => {
    const workers = pool();
    const events: string[] = [];
    const endless = workers
      .run('scripts', task({ kind: 'spin' }), { owner: 'mallory', timeoutMs: 1_500 })
      .catch((error: unknown) => {
        events.push('endless ended');
        throw error;
      });
    // The thread that runs tests (the server's event loop, in the app) answers while it spins.
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.push('event loop answered');
    await expect(endless).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(events).toEqual(['event loop answered', 'endless ended']);
    await expect(
      workers.run('scripts', task({ kind: 'echo', value: 1 }), {
        owner: 'mallory',
        timeoutMs: 30_000,
      }),
    ).resolves.toEqual({ echoed: 1 });
  });

  it(
    'stops a task that needs more memory than a worker may take',
    { timeout: 60_000 },
    async () => {
      const workers = pool();
      await expect(
        workers.run('imports', task({ kind: 'allocate' }), { owner: 'ada', timeoutMs: 50_000 }),
      ).rejects.toBeInstanceOf(WorkerMemoryError);
      await expect(
        workers.run('imports', task({ kind: 'echo', value: 2 }), {
          owner: 'ada',
          timeoutMs: 30_000,
        }),
      ).resolves.toEqual({ echoed: 2 });
    },
  );

  it('keeps a thread free for others while one owner’s endless tasks run', async () => {
    const workers = pool();
    // Both threads start before the race: on a loaded machine a thread's start alone can take
    // longer than Mallory's deadline, which would decide the order instead of the pool's rule.
    await Promise.all(
      ['warm-a', 'warm-b'].map((owner) =>
        workers.run('scripts', task({ kind: 'echo', value: owner }), { owner, timeoutMs: 30_000 }),
      ),
    );
    const hostile = [1, 2, 3].map(() =>
      outcome(
        workers.run('scripts', task({ kind: 'spin' }), { owner: 'mallory', timeoutMs: 1_000 }),
      ),
    );
    // Mallory may run one task at a time on two threads: Ada's goes first, on the other thread.
    const order: string[] = [];
    const honest = workers
      .run('scripts', task({ kind: 'echo', value: 'ada' }), { owner: 'ada', timeoutMs: 30_000 })
      .then((value) => {
        order.push('ada answered');
        return value;
      });
    void Promise.all(hostile).then(() => order.push('mallory ended'));
    await expect(honest).resolves.toEqual({ echoed: 'ada' });
    expect(workers.stats().scripts.waiting).toBe(2);
    expect(order).toEqual(['ada answered']);
    for (const result of await Promise.all(hostile)) {
      expect((result as { error: unknown }).error).toBeInstanceOf(WorkerTimeoutError);
    }
  });

  it('refuses an owner past its share of the queue, and everyone once the queue is full', async () => {
    const workers = pool({ threads: 2, queueMax: 4 });
    const spin = (owner: string) =>
      outcome(workers.run('scripts', task({ kind: 'spin' }), { owner, timeoutMs: 1_000 }));
    const running = [spin('mallory'), spin('eve')];
    const waiting = [spin('mallory'), spin('mallory')];
    const ownerFull = await outcome(
      workers.run('scripts', task({ kind: 'spin' }), { owner: 'mallory', timeoutMs: 1_000 }),
    );
    expect((ownerFull as { error: WorkerBusyError }).error).toMatchObject({
      name: 'WorkerBusyError',
      reason: 'owner-full',
    });
    waiting.push(spin('eve'), spin('trudy'));
    expect(() => workers.checkRoom('scripts', 'ada')).toThrow(WorkerBusyError);
    const full = await outcome(
      workers.run('scripts', task({ kind: 'echo', value: 0 }), { owner: 'ada', timeoutMs: 1_000 }),
    );
    const busy = (full as { error: WorkerBusyError }).error;
    expect(busy).toBeInstanceOf(WorkerBusyError);
    expect(busy.reason).toBe('full');
    expect(busy.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // The other lane is not affected.
    await expect(
      workers.run('imports', task({ kind: 'echo', value: 3 }), { owner: 'ada', timeoutMs: 30_000 }),
    ).resolves.toEqual({ echoed: 3 });
    await workers.close();
    await Promise.all([...running, ...waiting]);
  });

  it('takes a cancelled task out of line, and kills a cancelled running one', async () => {
    const workers = pool({ threads: 2 });
    const running = new AbortController();
    const first = outcome(
      workers.run('scripts', task({ kind: 'spin' }), {
        owner: 'ada',
        timeoutMs: 60_000,
        signal: running.signal,
      }),
    );
    const waiting = new AbortController();
    const second = outcome(
      workers.run('scripts', task({ kind: 'echo', value: 1 }), {
        owner: 'ada',
        timeoutMs: 60_000,
        signal: waiting.signal,
      }),
    );
    expect(workers.stats().scripts.waiting).toBe(1);
    waiting.abort(new Error('changed my mind'));
    expect(await second).toEqual({ error: new Error('changed my mind') });
    expect(workers.stats().scripts.waiting).toBe(0);
    running.abort(new Error('stop it'));
    expect(await first).toEqual({ error: new Error('stop it') });
  });

  it('reports progress through a port while the task runs', async () => {
    const workers = pool();
    const { port1, port2 } = new MessageChannel();
    const seen: unknown[] = [];
    port1.on('message', (message) => seen.push(message));
    await expect(
      workers.run(
        'imports',
        { ...task({ kind: 'progress', steps: 3 }), port: port2 },
        { owner: 'ada', timeoutMs: 30_000, transferList: [port2] },
      ),
    ).resolves.toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 20));
    port1.close();
    expect(seen).toEqual([
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
  });

  it('closes at once, whatever its threads are doing, and refuses work after', async () => {
    const workers = pool();
    const endless = outcome(
      workers.run('imports', task({ kind: 'spin' }), { owner: 'ada', timeoutMs: 600_000 }),
    );
    const waiting = outcome(
      workers.run('imports', task({ kind: 'spin' }), { owner: 'ada', timeoutMs: 600_000 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await workers.close();
    expect(((await endless) as { error: unknown }).error).toBeInstanceOf(WorkerStoppedError);
    expect(((await waiting) as { error: unknown }).error).toBeInstanceOf(WorkerStoppedError);
    await expect(
      workers.run('scripts', task({ kind: 'echo', value: 1 }), { owner: 'ada', timeoutMs: 1_000 }),
    ).rejects.toBeInstanceOf(WorkerStoppedError);
  });
});
