/**
 * The mock programs one host thread keeps (issue 19), by project id, each with the id of the build
 * that made it. Build ids grow with every build the server starts, so they order a project's
 * builds even when they reach the host out of order (the rows of an older build can take longer
 * to read): an older build never replaces a newer one, and a request asks for "at least build n",
 * so it is never answered by a program older than the one the registry handed it. Past
 * `capacity`, the least recently used program goes.
 */
export class ProgramShelf<P> {
  readonly #held = new Map<string, { buildId: number; program: P; usedAt: number }>();
  #clock = 0;

  constructor(public capacity: number) {}

  get size(): number {
    return this.#held.size;
  }

  /** Whether a build of this id would be refused because a newer one is here. */
  isSuperseded(projectId: string, buildId: number): boolean {
    const held = this.#held.get(projectId);
    return held !== undefined && held.buildId > buildId;
  }

  /** Keeps the program unless a newer build of the project is here; says whether it did. */
  put(projectId: string, buildId: number, program: P): boolean {
    if (this.isSuperseded(projectId, buildId)) return false;
    this.#clock += 1;
    this.#held.set(projectId, { buildId, program, usedAt: this.#clock });
    while (this.#held.size > Math.max(1, this.capacity)) this.#dropLeastRecent(projectId);
    return true;
  }

  /** The project's program if it is of build `buildId` or newer; undefined when it is not here. */
  get(projectId: string, buildId: number): P | undefined {
    const held = this.#held.get(projectId);
    if (held === undefined || held.buildId < buildId) return undefined;
    this.#clock += 1;
    held.usedAt = this.#clock;
    return held.program;
  }

  /** Forgets the project's program, unless it is newer than `buildId`. */
  drop(projectId: string, buildId: number): void {
    const held = this.#held.get(projectId);
    if (held !== undefined && held.buildId <= buildId) this.#held.delete(projectId);
  }

  #dropLeastRecent(keep: string): void {
    let oldest: string | undefined;
    let oldestAt = Infinity;
    for (const [projectId, held] of this.#held) {
      if (projectId !== keep && held.usedAt < oldestAt) {
        oldest = projectId;
        oldestAt = held.usedAt;
      }
    }
    if (oldest !== undefined) this.#held.delete(oldest);
  }
}
