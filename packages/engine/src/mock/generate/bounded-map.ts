/**
 * A map for process-wide caches (filtered pools, compiled patterns, names read): the server
 * builds mocks for many projects over its life, so the cache starts over when it is full
 * rather than grow without end. Entries are cheap to make again.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
