/** Why a task was not let in: the owner's own share is used up, or the whole queue is full. */
export type Refusal = 'owner-full' | 'full';

export interface FairQueueLimits {
  /** Tasks that may wait in all. */
  maxWaiting: number;
  /** Tasks one owner may have waiting. */
  perOwnerWaiting: number;
  /** Tasks of one owner that may run at once, however idle the threads are. */
  perOwnerRunning: number;
}

/**
 * Who runs next in one pool. Tasks wait per owner (a person) and the owners take turns, so one
 * person's many tasks never stand in front of another's one; and no owner runs more than
 * `perOwnerRunning` at once even when threads are idle, so one person's endless tasks always
 * leave threads for everyone else (a pool that lent them all out would have none left when
 * someone else arrives).
 */
export class FairQueue<T> {
  readonly #waiting = new Map<string, T[]>();
  /** Owners with waiting tasks, in the order they get their next turn. */
  readonly #turns: string[] = [];
  readonly #running = new Map<string, number>();
  #size = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  /** Puts a task in line, or says why it cannot wait. */
  push(owner: string, task: T): Refusal | null {
    const own = this.#waiting.get(owner);
    if ((own?.length ?? 0) >= this.limits.perOwnerWaiting) return 'owner-full';
    if (this.#size >= this.limits.maxWaiting) return 'full';
    if (own) own.push(task);
    else {
      this.#waiting.set(owner, [task]);
      this.#turns.push(owner);
    }
    this.#size += 1;
    return null;
  }

  /** Whether `push` would take a task of this owner now. */
  refusalFor(owner: string): Refusal | null {
    if ((this.#waiting.get(owner)?.length ?? 0) >= this.limits.perOwnerWaiting) return 'owner-full';
    return this.#size >= this.limits.maxWaiting ? 'full' : null;
  }

  /** Takes a task out of line (it was cancelled while waiting); false when it is not waiting. */
  remove(owner: string, task: T): boolean {
    const own = this.#waiting.get(owner);
    const index = own?.indexOf(task) ?? -1;
    if (own === undefined || index === -1) return false;
    own.splice(index, 1);
    this.#size -= 1;
    if (own.length === 0) this.#forget(owner);
    return true;
  }

  /**
   * The next task to run, in turn among the owners still under their running share, and counts
   * it as running; null when nobody waiting may run now.
   */
  next(): { owner: string; task: T } | null {
    for (let i = 0; i < this.#turns.length; i += 1) {
      const owner = this.#turns[i]!;
      if ((this.#running.get(owner) ?? 0) >= this.limits.perOwnerRunning) continue;
      const own = this.#waiting.get(owner)!;
      const task = own.shift()!;
      this.#size -= 1;
      this.#turns.splice(i, 1);
      if (own.length === 0) this.#waiting.delete(owner);
      else this.#turns.push(owner);
      this.#running.set(owner, (this.#running.get(owner) ?? 0) + 1);
      return { owner, task };
    }
    return null;
  }

  /** Whether this owner may start a task now without waiting for one of its own to end. */
  mayRun(owner: string): boolean {
    return (this.#running.get(owner) ?? 0) < this.limits.perOwnerRunning;
  }

  /** Counts a task as running that never waited (the pool had room). */
  started(owner: string): void {
    this.#running.set(owner, (this.#running.get(owner) ?? 0) + 1);
  }

  /** A running task of this owner ended. */
  finished(owner: string): void {
    const count = (this.#running.get(owner) ?? 1) - 1;
    if (count <= 0) this.#running.delete(owner);
    else this.#running.set(owner, count);
  }

  get waiting(): number {
    return this.#size;
  }

  /** Every waiting task, taken out of line (the pool is closing). */
  drain(): T[] {
    const all = [...this.#waiting.values()].flat();
    this.#waiting.clear();
    this.#turns.length = 0;
    this.#size = 0;
    return all;
  }

  #forget(owner: string): void {
    this.#waiting.delete(owner);
    const turn = this.#turns.indexOf(owner);
    if (turn !== -1) this.#turns.splice(turn, 1);
  }
}
