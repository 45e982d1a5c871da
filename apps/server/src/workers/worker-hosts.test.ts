import { randomUUID } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostTestTask } from './test-support/host-test-task.js';
import { hostIndexOf, WorkerHostLostError, WorkerHosts } from './worker-hosts.js';
import { WorkerBusyError, WorkerStoppedError, WorkerTimeoutError } from './worker-errors.js';

const HOST_TASK = new URL('./test-support/host-test-task.js', import.meta.url).href;
const task = (payload: HostTestTask) => ({ module: HOST_TASK, payload });
const outcome = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

let made: WorkerHosts[] = [];
function hosts(settings: Partial<ConstructorParameters<typeof WorkerHosts>[0]> = {}) {
  const h = new WorkerHosts({ hosts: 2, memoryMb: 128, ...settings });
  made.push(h);
  return h;
}
afterEach(async () => {
  await Promise.all(made.map((h) => h.close()));
  made = [];
});

/** Two keys served by different hosts of two. */
function keysOnTwoHosts(): [string, string] {
  const first = 'project-a';
  for (let i = 0; ; i += 1) {
    const other = `project-${i}`;
    if (hostIndexOf(other, 2) !== hostIndexOf(first, 2)) return [first, other];
  }
}

describe('hostIndexOf', () => {
  it('gives a key the same host every time, within range, and spreads ids evenly', () => {
    const id = '3f0c6f1e-8d2b-4c55-9a55-6f5a9b0d2c11';
    expect(hostIndexOf(id, 4)).toBe(hostIndexOf(id, 4));
    expect(hostIndexOf(id, 1)).toBe(0);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i += 1) {
      const index = hostIndexOf(randomUUID(), 4);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(4);
      counts[index]! += 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(800);
  });
});

describe('WorkerHosts', () => {
  it("keeps a key's state on its own thread, off the caller's", async () => {
    const h = hosts();
    const [a, b] = keysOnTwoHosts();
    const threadA = await h.run<number>(a, task({ kind: 'remember', key: a, value: [1] }), {
      limitMs: 30_000,
    });
    const threadB = await h.run<number>(b, task({ kind: 'remember', key: b, value: 'two' }), {
      limitMs: 30_000,
    });
    expect(threadA).not.toBe(threadId);
    expect(threadB).not.toBe(threadA);
    await expect(h.run(a, task({ kind: 'recall', key: a }), { limitMs: 30_000 })).resolves.toEqual([
      1,
    ]);
    await expect(h.run(a, task({ kind: 'thread' }), { limitMs: 30_000 })).resolves.toBe(threadA);
    // A key is only ever on its host: the other thread never saw it.
    await expect(h.run(b, task({ kind: 'recall', key: b }), { limitMs: 30_000 })).resolves.toBe(
      'two',
    );
  });

  it('kills a thread held past its task’s limit; what was sent after fails as lost, state gone, the other host untouched', async () => {
    const h = hosts();
    const [a, b] = keysOnTwoHosts();
    await h.run(a, task({ kind: 'remember', key: a, value: 1 }), { limitMs: 30_000 });
    await h.run(b, task({ kind: 'remember', key: b, value: 2 }), { limitMs: 30_000 });
    const lifeBefore = h.lifeOf(a);
    const events: string[] = [];
    const endless = outcome(h.run(a, task({ kind: 'spin' }), { limitMs: 500 })).then((result) => {
      events.push('endless ended');
      return result;
    });
    const behind = outcome(h.run(a, task({ kind: 'recall', key: a }), { limitMs: 30_000 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.push('event loop answered');
    expect(((await endless) as { error: unknown }).error).toBeInstanceOf(WorkerTimeoutError);
    expect(((await behind) as { error: unknown }).error).toBeInstanceOf(WorkerHostLostError);
    expect(events).toEqual(['event loop answered', 'endless ended']);
    expect(h.lifeOf(a)).not.toBe(lifeBefore);
    // A new thread, without the old one's state.
    await expect(h.run(a, task({ kind: 'recall', key: a }), { limitMs: 30_000 })).resolves.toBe(
      'missing',
    );
    await expect(h.run(b, task({ kind: 'recall', key: b }), { limitMs: 30_000 })).resolves.toBe(2);
  });

  it('blames only the task that held the thread when several were handed over together', async () => {
    const h = hosts();
    await h.run('k', task({ kind: 'thread' }), { limitMs: 30_000 });
    // Two go at once; what comes while they run is handed over together, in one batch.
    const first = h.run('k', task({ kind: 'busy', ms: 300 }), { limitMs: 30_000 });
    const second = h.run('k', task({ kind: 'busy', ms: 300 }), { limitMs: 30_000 });
    const before = outcome(h.run('k', task({ kind: 'thread' }), { limitMs: 30_000 }));
    const endless = outcome(h.run('k', task({ kind: 'spin' }), { limitMs: 500 }));
    const after = outcome(h.run('k', task({ kind: 'thread' }), { limitMs: 30_000 }));
    await expect(first).resolves.toBeTypeOf('number');
    await expect(second).resolves.toBeTypeOf('number');
    expect(((await endless) as { error: unknown }).error).toBeInstanceOf(WorkerTimeoutError);
    expect(((await before) as { error: unknown }).error).toBeInstanceOf(WorkerHostLostError);
    expect(((await after) as { error: unknown }).error).toBeInstanceOf(WorkerHostLostError);
    await expect(h.run('k', task({ kind: 'thread' }), { limitMs: 30_000 })).resolves.toBeTypeOf(
      'number',
    );
  });

  it('counts a task’s limit from when the thread comes to it, not from when it was sent', async () => {
    const h = hosts();
    await h.run('k', task({ kind: 'thread' }), { limitMs: 30_000 });
    const long = h.run('k', task({ kind: 'busy', ms: 900 }), { limitMs: 30_000 });
    // Sent at once, waits 900 ms behind the long one, then takes no time at all.
    const quick = h.run('k', task({ kind: 'thread' }), { limitMs: 300 });
    await expect(long).resolves.toBeTypeOf('number');
    await expect(quick).resolves.toBeTypeOf('number');
  });

  it('refuses a task past what one host may hold', async () => {
    const h = hosts({ maxPending: 2 });
    const spinning = outcome(h.run('k', task({ kind: 'busy', ms: 300 }), { limitMs: 30_000 }));
    const waiting = outcome(h.run('k', task({ kind: 'thread' }), { limitMs: 30_000 }));
    await expect(h.run('k', task({ kind: 'thread' }), { limitMs: 30_000 })).rejects.toBeInstanceOf(
      WorkerBusyError,
    );
    expect(await spinning).toHaveProperty('value');
    expect(await waiting).toHaveProperty('value');
  });

  it('closes at once, whatever its threads are doing, and refuses work after', async () => {
    const h = hosts();
    await h.run('k', task({ kind: 'thread' }), { limitMs: 30_000 });
    const endless = outcome(h.run('k', task({ kind: 'spin' }), { limitMs: 600_000 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await h.close();
    expect(((await endless) as { error: unknown }).error).toBeInstanceOf(WorkerStoppedError);
    await expect(h.run('k', task({ kind: 'thread' }), { limitMs: 1_000 })).rejects.toBeInstanceOf(
      WorkerStoppedError,
    );
  });
});
