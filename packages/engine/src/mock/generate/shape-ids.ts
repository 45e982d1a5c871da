/**
 * Short ids for schema shapes: two schemas get the same id when they are written the same,
 * whatever objects hold them. Ids are built bottom-up and remembered per object, so a merged
 * schema that shares parts (`allOf` wraps of the same sub-schemas, a DAG whose text would be
 * exponentially long) costs its number of objects, not the length of its text.
 */
export class ShapeIds {
  private readonly byObject = new WeakMap<object, string>();
  private readonly byForm = new Map<string, string>();
  private readonly open = new WeakSet<object>();
  /** Ids of shapes holding a local `$ref` (`#/$defs/…`), which resolve against their root. */
  private readonly local = new Set<string>();
  private fresh = 0;

  idOf(value: unknown): string {
    if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
    const known = this.byObject.get(value);
    if (known !== undefined) return known;
    // A schema object that contains itself is its own shape.
    if (this.open.has(value)) return `~${(this.fresh += 1)}`;
    this.open.add(value);
    let form: string;
    let isLocal = false;
    if (Array.isArray(value)) {
      const ids = value.map((item) => this.idOf(item));
      isLocal = ids.some((id) => this.local.has(id));
      form = `[${ids.join(',')}]`;
    } else {
      const parts: string[] = [];
      for (const [key, item] of Object.entries(value)) {
        const id = this.idOf(item);
        if (this.local.has(id)) isLocal = true;
        if (
          key === '$ref' &&
          typeof item === 'string' &&
          item.startsWith('#') &&
          !item.startsWith('#/components/')
        ) {
          isLocal = true;
        }
        parts.push(`${JSON.stringify(key)}:${id}`);
      }
      form = `{${parts.join(',')}}`;
    }
    this.open.delete(value);
    let id = this.byForm.get(form);
    if (id === undefined) {
      id = `@${this.byForm.size}`;
      this.byForm.set(form, id);
    }
    if (isLocal) this.local.add(id);
    this.byObject.set(value, id);
    return id;
  }

  /** Whether two schemas are written the same. */
  isSame(a: unknown, b: unknown): boolean {
    return a === b || this.idOf(a) === this.idOf(b);
  }

  /** Whether a shape holds a local `$ref`. */
  isLocal(id: string): boolean {
    return this.local.has(id);
  }
}
