import { describe, expect, it } from 'vitest';
import type { HostedMock } from './mock-hosts.js';
import type { BuiltMock } from './mock-source.js';
import { MockBusyError, MockRegistry, type MockLoader } from './mock-registry.js';

/** A loader whose builds end when the test says, each numbered, and whose stamp the test sets. */
function controlledLoader() {
  const pending: { resolve: (built: BuiltMock | null) => void; reject: (e: Error) => void }[] = [];
  let builds = 0;
  const state = { stamp: 's1', stampCalls: 0 };
  const loader: MockLoader = {
    load: () => {
      builds += 1;
      const n = builds;
      return new Promise<BuiltMock | null>((resolve, reject) => {
        pending.push({ resolve: () => resolve(built(n, state.stamp)), reject });
      });
    },
    stamp: async () => {
      state.stampCalls += 1;
      return state.stamp;
    },
  };
  return {
    loader,
    state,
    builds: () => builds,
    finish: (index: number) => pending[index]!.resolve(null),
    fail: (index: number) => pending[index]!.reject(new Error('database gone')),
  };
}

function built(n: number, stamp: string): BuiltMock {
  let resets = 0;
  let drops = 0;
  const program = {
    handle: () => {
      throw new Error('not called');
    },
    reset: async () => {
      resets += 1;
    },
    drop: () => (drops += 1),
    stats: { routes: n, resources: 0, buildMs: 0, warnings: [] },
    get resets() {
      return resets;
    },
    get drops() {
      return drops;
    },
  } as unknown as HostedMock;
  return { program, access: 'public', token: 't', stamp, builtAt: new Date() };
}

const routesOf = (found: BuiltMock | null) => found?.program.stats.routes;
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('MockRegistry', () => {
  it('builds once for requests that arrive together, then answers synchronously', async () => {
    const c = controlledLoader();
    const registry = new MockRegistry(c.loader);
    const first = registry.get('p');
    const second = registry.get('p');
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    c.finish(0);
    expect(routesOf(await first)).toBe(1);
    const third = registry.get('p');
    expect(third).not.toBeInstanceOf(Promise);
    expect(routesOf(third as BuiltMock)).toBe(1);
    expect(c.builds()).toBe(1);
  });

  it('after an invalidation the next request waits for a build that started after it', async () => {
    const c = controlledLoader();
    const registry = new MockRegistry(c.loader);
    const first = registry.get('p');
    // Invalidated while the first build runs: the next request must not get that build.
    registry.invalidate('p');
    const second = registry.get('p');
    expect(second).not.toBe(first);
    c.finish(1);
    expect(routesOf(await second)).toBe(2);
    // The first build ends late and does not replace the newer one.
    c.finish(0);
    expect(routesOf(await first)).toBe(1);
    expect(routesOf(registry.get('p') as BuiltMock)).toBe(2);
  });

  it('rebuilds a mock in use at once when invalidated, and serves nothing stale meanwhile', async () => {
    const c = controlledLoader();
    const registry = new MockRegistry(c.loader);
    const first = registry.get('p');
    c.finish(0);
    await first;
    registry.invalidate('p');
    expect(c.builds()).toBe(2);
    const waiting = registry.get('p');
    expect(waiting).toBeInstanceOf(Promise);
    c.finish(1);
    expect(routesOf(await waiting)).toBe(2);
  });

  it("finds another server's change by the stamp and swaps in the rebuild in the background", async () => {
    const c = controlledLoader();
    const registry = new MockRegistry(c.loader, { recheckMs: 0 });
    const first = registry.get('p');
    c.finish(0);
    await first;
    await new Promise((resolve) => setTimeout(resolve, 2));
    // Same stamp: nothing is rebuilt.
    expect(routesOf(registry.get('p') as BuiltMock)).toBe(1);
    await flush();
    expect(c.state.stampCalls).toBe(1);
    expect(c.builds()).toBe(1);

    c.state.stamp = 's2';
    await new Promise((resolve) => setTimeout(resolve, 2));
    // The old mock answers while the new one is built.
    expect(routesOf(registry.get('p') as BuiltMock)).toBe(1);
    await flush();
    expect(c.builds()).toBe(2);
    expect(routesOf(registry.get('p') as BuiltMock)).toBe(1);
    c.finish(1);
    await flush();
    expect(routesOf(registry.get('p') as BuiltMock)).toBe(2);
  });

  it('rebuilds a program its host lost once, however many requests found it missing', async () => {
    const c = controlledLoader();
    const registry = new MockRegistry(c.loader);
    const first = registry.get('p');
    c.finish(0);
    const lostOne = (await first)!;
    // Three requests in flight find the program missing on its host at about the same time.
    for (let i = 0; i < 3; i += 1) registry.lost('p', lostOne);
    const again = [registry.get('p'), registry.get('p'), registry.get('p')];
    expect(again[0]).toBeInstanceOf(Promise);
    expect(again[1]).toBe(again[0]);
    expect(c.builds()).toBe(2);
    c.finish(1);
    const rebuilt = (await again[0])!;
    expect(routesOf(rebuilt)).toBe(2);
    // A late report about the old program changes nothing.
    registry.lost('p', lostOne);
    expect(registry.get('p')).toBe(rebuilt);
    expect(c.builds()).toBe(2);
  });

  it('reports a failed build, and the next request tries again', async () => {
    const c = controlledLoader();
    const errors: unknown[] = [];
    const registry = new MockRegistry(c.loader, { onError: (error) => errors.push(error) });
    const first = registry.get('p');
    c.fail(0);
    await expect(first).rejects.toThrow('database gone');
    expect(errors).toHaveLength(1);
    const second = registry.get('p');
    c.finish(1);
    expect(routesOf(await second)).toBe(2);
  });

  it('keeps at most maxProjects mocks, dropping the least recently called; the log and reset work per project', async () => {
    const c = controlledLoader();
    const registry = new MockRegistry(c.loader, { maxProjects: 2 });
    for (const [i, id] of ['a', 'b'].entries()) {
      const found = registry.get(id);
      c.finish(i);
      await found;
    }
    const dropped = registry.peek('b')!.program as unknown as { drops: number };
    await new Promise((resolve) => setTimeout(resolve, 2));
    registry.get('a');
    const third = registry.get('c');
    c.finish(2);
    await third;
    expect(registry.peek('a')).toBeTruthy();
    expect(registry.peek('b')).toBeUndefined();
    // Its host is told it may forget the program.
    expect(dropped.drops).toBe(1);

    registry.log('a').add({
      seq: registry.nextSeq(),
      at: Date.now(),
      method: 'GET',
      path: '/x',
      status: 200,
      rule: 'generated',
      endpointId: null,
      detail: null,
      durationMs: 1,
    });
    expect(registry.log('a').read().items).toHaveLength(1);
    await registry.reset('a');
    expect((registry.peek('a')!.program as unknown as { resets: number }).resets).toBe(1);
  });

  it('refuses a request that would start one build too many, and lets one in once a build ends', async () => {
    const c = controlledLoader();
    const registry = new MockRegistry(c.loader, { maxConcurrentBuilds: 2 });
    const a = registry.get('a');
    const b = registry.get('b');
    // Waiting on a build already under way is not a new build.
    expect(registry.get('a')).toBe(a);
    await expect(registry.get('c')).rejects.toBeInstanceOf(MockBusyError);
    expect(c.builds()).toBe(2);
    c.finish(0);
    await a;
    const third = registry.get('c');
    c.finish(2);
    expect(routesOf(await third)).toBe(3);
    c.finish(1);
    await b;
  });

  it('drops ids that named no project before real mocks when full', async () => {
    const c = controlledLoader();
    const registry = new MockRegistry(
      {
        ...c.loader,
        load: (id) => (id.startsWith('ghost') ? Promise.resolve(null) : c.loader.load(id)),
      },
      { maxProjects: 2 },
    );
    const real = registry.get('real');
    c.finish(0);
    await real;
    await registry.get('ghost-1');
    await new Promise((resolve) => setTimeout(resolve, 2));
    // The real mock is the least recently called, yet the ghost goes first.
    await registry.get('ghost-2');
    expect(registry.peek('real')).toBeTruthy();
    expect(registry.peek('ghost-1')).toBeUndefined();
  });
});
