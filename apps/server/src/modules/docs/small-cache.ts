/**
 * A few recent results kept in memory, the oldest dropped first: what readers ask for again and
 * again (a changelog, an OpenAPI download) is worked out once per build, not once per reader.
 */
export class SmallCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly size: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.size) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}
