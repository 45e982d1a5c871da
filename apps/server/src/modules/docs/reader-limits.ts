/**
 * Per-reader limits of the reader's costly or guessable requests (issue 23): "Try it" makes the
 * server send a request, and a password form invites guessing. Counted per client address and
 * project in a sliding minute, in this process (each server of several counts its own).
 */
export class WindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; answers the seconds to wait when it is over the limit, else 0. */
  take(key: string): number {
    const now = this.now();
    const since = now - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (list.length >= this.max) {
      this.hits.set(key, list);
      return Math.max(1, Math.ceil((list[0]! + this.windowMs - now) / 1000));
    }
    list.push(now);
    this.hits.set(key, list);
    // Forget idle keys now and then, so the map does not grow with every address ever seen.
    if (this.hits.size > 10_000) {
      for (const [k, v] of this.hits) if (v.every((at) => at <= since)) this.hits.delete(k);
    }
    return 0;
  }
}
