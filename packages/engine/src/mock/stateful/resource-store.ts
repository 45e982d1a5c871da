/**
 * What stateful mode keeps: the items of each collection (one per resource and parent, e.g. the
 * posts of user 5), in the order they were created. A mock lives in the server's memory, so the
 * store is bounded: past `MAX_STORED_CHARS` of items (as JSON) the oldest items anywhere are
 * dropped, and past `MAX_COLLECTIONS` the oldest collection.
 */

export type Item = Record<string, unknown>;

export interface Collection {
  items: Map<string, Item>;
  /** The next number an integer (or counted string) id takes. */
  nextId: number;
}

export const MAX_STORED_CHARS = 16 * 1024 * 1024;
export const MAX_COLLECTIONS = 1000;

export class ResourceStore {
  private readonly collections = new Map<string, Collection>();
  /** Every stored item in the order it was written, with its size: eviction goes oldest first. */
  private readonly ledger = new Map<string, { collection: string; id: string; size: number }>();
  private storedChars = 0;

  /** The collection, created on first use with the items `seed` makes. */
  collection(key: string, seed: () => Array<[string, Item]>): Collection {
    let collection = this.collections.get(key);
    if (collection) return collection;
    if (this.collections.size >= MAX_COLLECTIONS)
      this.dropCollection(this.collections.keys().next().value!);
    collection = { items: new Map(), nextId: 1 };
    this.collections.set(key, collection);
    for (const [id, item] of seed()) this.put(key, collection, id, item);
    return collection;
  }

  put(key: string, collection: Collection, id: string, item: Item): void {
    const entry = `${key}\u0000${id}`;
    const old = this.ledger.get(entry);
    if (old) {
      this.storedChars -= old.size;
      this.ledger.delete(entry);
    }
    const size = JSON.stringify(item).length;
    collection.items.set(id, item);
    if (/^\d+$/.test(id) && Number(id) >= collection.nextId) collection.nextId = Number(id) + 1;
    this.ledger.set(entry, { collection: key, id, size });
    this.storedChars += size;
    while (this.storedChars > MAX_STORED_CHARS && this.ledger.size > 1) this.evictOldest();
  }

  remove(key: string, collection: Collection, id: string): Item | undefined {
    const item = collection.items.get(id);
    if (item === undefined) return undefined;
    collection.items.delete(id);
    const entry = `${key}\u0000${id}`;
    this.storedChars -= this.ledger.get(entry)?.size ?? 0;
    this.ledger.delete(entry);
    return item;
  }

  clear(): void {
    this.collections.clear();
    this.ledger.clear();
    this.storedChars = 0;
  }

  private evictOldest() {
    const [entry, oldest] = this.ledger.entries().next().value!;
    this.ledger.delete(entry);
    this.storedChars -= oldest.size;
    this.collections.get(oldest.collection)?.items.delete(oldest.id);
  }

  private dropCollection(key: string) {
    const collection = this.collections.get(key);
    this.collections.delete(key);
    for (const id of collection?.items.keys() ?? []) {
      const entry = `${key}\u0000${id}`;
      this.storedChars -= this.ledger.get(entry)?.size ?? 0;
      this.ledger.delete(entry);
    }
  }
}
