import type { MockOptions, MockStats } from '@heron/engine/mock';
import { WorkerHostLostError, WorkerMemoryError, type WorkerHosts } from '../../workers/index.js';
import type { ProjectDesign } from '../design/index.js';
import {
  MISSING,
  type BuildAnswer,
  type HandleAnswer,
  type HostedRequest,
  type Missing,
  type MockHostTask,
} from './mock-host-task.js';

export { MISSING, type HostedRequest, type Missing } from './mock-host-task.js';

const HOST_TASK = new URL('./mock-host-task.js', import.meta.url).href;

export interface MockHostLimits {
  /**
   * How long one request may hold its host thread (a hostile regular expression in an
   * expectation, say); then the thread is killed and its programs are rebuilt on their next
   * request. Default 10 s.
   */
  answerTimeoutMs?: number;
  /** How long one build may hold its host thread; then it fails and the thread is killed. */
  buildTimeoutMs: number;
  /** Programs kept in all (the registry's `maxProjects`), spread over the hosts. */
  maxProjects: number;
}

export const DEFAULT_ANSWER_TIMEOUT_MS = 10_000;
/** How long the settings screen waits for a busy host's statistics before showing the build's. */
const STATS_WAIT_MS = 1_000;

/**
 * The mock's programs on host threads (issue 19). A program is stateful (stateful mode keeps
 * resources) and compiled once, so a project's program lives on one host (`WorkerHosts` picks
 * it by the project id) and its requests are answered there: the thread that answers HTTP only
 * reads the rows, checks the token, writes the live log and waits the answer's delay.
 */
export class MockHosts {
  #lastBuildId = 0;
  readonly answerTimeoutMs: number;

  constructor(
    readonly hosts: WorkerHosts,
    readonly limits: MockHostLimits,
  ) {
    this.answerTimeoutMs = limits.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS;
  }

  /**
   * A build id above every one given before. Taken when a build starts, before its rows are read,
   * so ids follow the order in which builds were asked for.
   */
  newBuildId(): number {
    this.#lastBuildId += 1;
    return this.#lastBuildId;
  }

  /**
   * Builds the project's program on its host. A thread lost under the build (killed for another
   * project's request) is tried once more; a build killed for its own time or memory rejects
   * (WorkerTimeoutError, WorkerMemoryError), as does a full host (WorkerBusyError).
   */
  async build(
    projectId: string,
    buildId: number,
    design: ProjectDesign,
    options: MockOptions,
  ): Promise<HostedMock> {
    const task: MockHostTask = {
      op: 'build',
      projectId,
      buildId,
      design,
      options,
      capacity: Math.ceil((this.limits.maxProjects * 3) / (2 * this.hosts.count)),
    };
    for (let attempt = 0; ; attempt += 1) {
      const life = this.hosts.lifeOf(projectId);
      try {
        const built = await this.run<BuildAnswer>(task, this.limits.buildTimeoutMs);
        return new HostedMock(this, projectId, buildId, life, built);
      } catch (error) {
        if (!(error instanceof WorkerHostLostError) || attempt > 0) throw error;
      }
    }
  }

  /**
   * Starts the project's host thread and loads the mock on it, if that is not done yet, without
   * building anything: a project whose design was just imported is likely to be called soon, and
   * its first request then waits only for its build.
   */
  warm(projectId: string): void {
    void this.run({ op: 'warm', projectId }, this.limits.buildTimeoutMs).catch(() => undefined);
  }

  /** Runs one task on the project's host; a request's body (a copy of its own) is moved, not copied. */
  run<R>(task: MockHostTask, limitMs: number): Promise<R> {
    const body = task.op === 'handle' ? task.request.body : undefined;
    return this.hosts.run<R>(
      task.projectId,
      { module: HOST_TASK, payload: task },
      body ? { limitMs, transferList: [body.buffer as ArrayBuffer] } : { limitMs },
    );
  }
}

/**
 * A program on its host, as the registry keeps it. `MISSING` from `handle` means the host no
 * longer has it (its thread was killed, ran out of memory or idled out): the caller rebuilds it.
 */
export class HostedMock {
  /** The statistics as built (the settings screen asks the host for fresh ones). */
  readonly stats: MockStats;
  /** The host thread that built the program. */
  readonly threadId: number;

  constructor(
    private readonly owner: MockHosts,
    readonly projectId: string,
    readonly buildId: number,
    /** The host's life the program was built in: once it changes, the program is gone. */
    private readonly life: number,
    built: BuildAnswer,
  ) {
    this.stats = built.stats;
    this.threadId = built.threadId;
  }

  /**
   * Answers on the host. Rejects with WorkerTimeoutError when this request held the host past
   * its limit (the host was killed), WorkerBusyError when the host holds too much, or
   * WorkerStoppedError when the server is stopping.
   */
  async handle(request: HostedRequest): Promise<HandleAnswer> {
    if (this.isGone()) return MISSING;
    // The body crosses in a buffer of its own, exactly its size: a Node buffer may be a slice of
    // a shared pool, which must be neither copied whole nor moved.
    const body = request.body && new Uint8Array(request.body);
    try {
      return await this.owner.run<HandleAnswer>(
        {
          op: 'handle',
          projectId: this.projectId,
          buildId: this.buildId,
          request: body ? { ...request, body } : request,
        },
        this.owner.answerTimeoutMs,
      );
    } catch (error) {
      if (error instanceof WorkerHostLostError || error instanceof WorkerMemoryError) {
        return MISSING;
      }
      throw error;
    }
  }

  /** Forgets what stateful mode stored; a program no longer on its host had nothing to forget. */
  async reset(): Promise<void> {
    if (this.isGone()) return;
    await this.owner
      .run<boolean>(
        { op: 'reset', projectId: this.projectId, buildId: this.buildId },
        this.owner.answerTimeoutMs,
      )
      .catch(() => undefined);
  }

  /**
   * The statistics as they are now (request validators compiled at first requests add their
   * warnings), or as built when the host does not answer at once or no longer has the program.
   */
  async currentStats(): Promise<MockStats> {
    if (this.isGone()) return this.stats;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Missing>((resolve) => {
      timer = setTimeout(() => resolve(MISSING), STATS_WAIT_MS);
    });
    const fresh = this.owner
      .run<MockStats | Missing>(
        { op: 'stats', projectId: this.projectId, buildId: this.buildId },
        this.owner.answerTimeoutMs,
      )
      .catch((): Missing => MISSING);
    const found = await Promise.race([fresh, late]);
    clearTimeout(timer);
    return found === MISSING ? this.stats : found;
  }

  /** The registry no longer keeps this program: its host may forget it. */
  drop(): void {
    if (this.isGone()) return;
    void this.owner
      .run(
        { op: 'drop', projectId: this.projectId, buildId: this.buildId },
        this.owner.answerTimeoutMs,
      )
      .catch(() => undefined);
  }

  private isGone(): boolean {
    return this.owner.hosts.lifeOf(this.projectId) !== this.life;
  }
}
