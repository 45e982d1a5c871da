import type { BuiltMock } from './mock-source.js';
import { MockLogRing } from './mock-log.js';

/** How the registry builds a project's mock and tells whether it changed. */
export interface MockLoader {
  /** Null when the project does not exist or is in the trash. */
  load(projectId: string): Promise<BuiltMock | null>;
  /** See `mockStamp`. */
  stamp(projectId: string): Promise<string>;
}

export interface MockRegistryOptions {
  /**
   * How often a serving mock checks the database for changes made by another server (this
   * server's own writes call `invalidate` at once). Default 5 s.
   */
  recheckMs?: number;
  /**
   * Projects whose mock is kept built; the least recently called one goes first (its host is told
   * to drop the program). Default `MOCK_MAX_PROJECTS`.
   */
  maxProjects?: number;
  /**
   * Builds for requests that may run at once (the mock is called without signing in, so a flood
   * of unknown project ids must not turn into a flood of database reads); a request beyond it is
   * refused with `MockBusyError`. Rebuilds after this server's own writes do not count. Default 4.
   */
  maxConcurrentBuilds?: number;
  onError?: (error: unknown, projectId: string) => void;
}

/** Mocks kept built by default. */
export const MOCK_MAX_PROJECTS = 200;

/** Too many mocks are being built for requests at once: try again shortly (503). */
export class MockBusyError extends Error {
  constructor() {
    super('Too many mocks are being built at once.');
    this.name = 'MockBusyError';
  }
}

interface Slot {
  projectId: string;
  /** undefined: never built; null: no such project (or in the trash). */
  current: BuiltMock | null | undefined;
  building: Promise<BuiltMock | null> | undefined;
  /** The generation `building` started at. */
  buildingGeneration: number;
  /** Bumped by every invalidation: a build that started before one is stale when it ends. */
  generation: number;
  /** The generation `current` was built at: an older build ending late never replaces it. */
  currentGeneration: number;
  /** The current mock may not be served: the next request waits for a fresh build. */
  stale: boolean;
  checking: boolean;
  checkedAt: number;
  lastUsed: number;
  log: MockLogRing;
}

/**
 * Every project's mock, built on its first request and kept while it is called. A design or
 * settings change on this server (`invalidate`) makes the next request wait for a rebuild, so an
 * answer never lags a save; a mock already in use is rebuilt at once, before anyone asks. Changes
 * from other servers sharing the database are found by comparing the stamp every `recheckMs`,
 * in the background, the old mock answering until the new one is ready. A rebuild starts stateful
 * mode afresh (the resources may have changed shape).
 */
export class MockRegistry {
  private readonly slots = new Map<string, Slot>();
  private readonly recheckMs: number;
  private readonly maxProjects: number;
  private readonly maxConcurrentBuilds: number;
  private requestBuilds = 0;
  private seq = 0;

  constructor(
    private readonly loader: MockLoader,
    private readonly options: MockRegistryOptions = {},
  ) {
    this.recheckMs = options.recheckMs ?? 5_000;
    this.maxProjects = options.maxProjects ?? MOCK_MAX_PROJECTS;
    this.maxConcurrentBuilds = options.maxConcurrentBuilds ?? 4;
  }

  /**
   * The project's mock, synchronously when it is built and current (the hot path allocates no
   * promise), else a promise of it. Null: no such project.
   */
  get(projectId: string): BuiltMock | null | Promise<BuiltMock | null> {
    const slot = this.slot(projectId);
    const now = Date.now();
    slot.lastUsed = now;
    if (slot.current !== undefined && !slot.stale) {
      if (now - slot.checkedAt > this.recheckMs) this.recheck(slot, now);
      return slot.current;
    }
    if (slot.building && slot.buildingGeneration === slot.generation) return slot.building;
    if (this.requestBuilds >= this.maxConcurrentBuilds) return Promise.reject(new MockBusyError());
    this.requestBuilds += 1;
    const building = this.build(slot);
    const done = () => (this.requestBuilds -= 1);
    building.then(done, done);
    return building;
  }

  /** The mock as it is, without building it (for the settings screen's statistics). */
  peek(projectId: string): BuiltMock | null | undefined {
    const slot = this.slots.get(projectId);
    return slot && !slot.stale ? slot.current : undefined;
  }

  /** This server changed what the project's mock is built from. */
  invalidate(projectId: string): void {
    const slot = this.slots.get(projectId);
    if (!slot) return;
    slot.generation += 1;
    slot.stale = true;
    // A mock in use is rebuilt now, so its next caller does not wait.
    if (slot.current) void this.build(slot).catch(() => undefined);
  }

  /**
   * The host of `built` no longer has its program (its thread was killed or idled out): the next
   * `get` rebuilds it. Many requests finding it missing at once cause one rebuild.
   */
  lost(projectId: string, built: BuiltMock): void {
    const slot = this.slots.get(projectId);
    if (!slot || slot.current !== built || slot.stale) return;
    slot.generation += 1;
    slot.stale = true;
  }

  /** Forgets what stateful mode stored. */
  async reset(projectId: string): Promise<void> {
    await this.slots.get(projectId)?.current?.program.reset();
  }

  /** The project's live log (kept through rebuilds). */
  log(projectId: string): MockLogRing {
    return this.slot(projectId).log;
  }

  nextSeq(): number {
    this.seq += 1;
    return this.seq;
  }

  private slot(projectId: string): Slot {
    let slot = this.slots.get(projectId);
    if (slot) return slot;
    slot = {
      projectId,
      current: undefined,
      building: undefined,
      buildingGeneration: 0,
      generation: 0,
      currentGeneration: -1,
      stale: false,
      checking: false,
      checkedAt: 0,
      lastUsed: Date.now(),
      log: new MockLogRing(),
    };
    this.slots.set(projectId, slot);
    if (this.slots.size > this.maxProjects) this.evict();
    return slot;
  }

  /**
   * A build that started after the latest invalidation: the one under way when it did, else a new
   * one (an older build still running is left to end; its result is not used if newer is there).
   */
  private build(slot: Slot): Promise<BuiltMock | null> {
    if (slot.building && slot.buildingGeneration === slot.generation) return slot.building;
    const generation = slot.generation;
    const building: Promise<BuiltMock | null> = this.loader.load(slot.projectId).then(
      (built) => {
        if (slot.building === building) slot.building = undefined;
        if (generation >= slot.currentGeneration) {
          // A project gone to the trash: its host may forget the program it had.
          if (built === null) slot.current?.program.drop();
          slot.current = built;
          slot.currentGeneration = generation;
          slot.checkedAt = Date.now();
          // Changed again while building: this one answered, but the next request rebuilds.
          slot.stale = slot.generation !== generation;
        }
        return built;
      },
      (error: unknown) => {
        if (slot.building === building) slot.building = undefined;
        this.options.onError?.(error, slot.projectId);
        throw error;
      },
    );
    slot.building = building;
    slot.buildingGeneration = generation;
    return building;
  }

  private recheck(slot: Slot, now: number): void {
    if (slot.checking || slot.building) return;
    slot.checking = true;
    slot.checkedAt = now;
    this.loader.stamp(slot.projectId).then(
      (stamp) => {
        slot.checking = false;
        if (slot.current?.stamp !== stamp) {
          // Built in the background: the current mock answers until the new one is ready.
          void this.build(slot).catch(() => undefined);
        }
      },
      (error: unknown) => {
        slot.checking = false;
        this.options.onError?.(error, slot.projectId);
      },
    );
  }

  /**
   * Drops an id that named no project first (so made-up ids cannot push real mocks out), else
   * the least recently called mock.
   */
  private evict(): void {
    let oldest: Slot | undefined;
    for (const slot of this.slots.values()) {
      if (slot.building) continue;
      if (slot.current === null) {
        this.slots.delete(slot.projectId);
        return;
      }
      if (!oldest || slot.lastUsed < oldest.lastUsed) oldest = slot;
    }
    if (oldest) {
      this.slots.delete(oldest.projectId);
      oldest.current?.program.drop();
    }
  }
}
