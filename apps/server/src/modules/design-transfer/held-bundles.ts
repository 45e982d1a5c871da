import type { DesignBundle } from '@heron/contract';

/**
 * The parsed designs of ready imports, kept in memory by the server that parsed them, so that
 * committing does not read back, unzip and parse again what it has just made (GitHub's
 * description: 10 MB of JSON, about 100 ms). The copy in the job row stays the one that counts:
 * a commit on another server, or after a restart, reads that one.
 *
 * A parsed large description holds tens of megabytes of objects, so only the newest few are
 * kept, and none for long: a person who leaves a preview open is served from the row.
 */
export class HeldBundles {
  readonly #held = new Map<string, { bundle: DesignBundle; until: number }>();

  constructor(
    private readonly limit = 2,
    private readonly lifetimeMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  hold(jobId: string, bundle: DesignBundle): void {
    this.#dropExpired();
    this.#held.delete(jobId);
    // Maps keep insertion order: the first key is the oldest.
    while (this.#held.size >= this.limit) this.#held.delete(this.#held.keys().next().value!);
    this.#held.set(jobId, { bundle, until: this.now() + this.lifetimeMs });
  }

  /** The job's parsed design if this server still holds it; it is held no longer. */
  take(jobId: string): DesignBundle | undefined {
    this.#dropExpired();
    const held = this.#held.get(jobId);
    this.#held.delete(jobId);
    return held?.bundle;
  }

  drop(jobId: string): void {
    this.#held.delete(jobId);
  }

  get size(): number {
    this.#dropExpired();
    return this.#held.size;
  }

  #dropExpired(): void {
    const now = this.now();
    for (const [jobId, held] of this.#held) if (held.until <= now) this.#held.delete(jobId);
  }
}
