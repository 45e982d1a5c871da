import type { JsonSchema } from '@heron/contract';

/** One step into a schema: a keyword or property name, or an index into a keyword's array. */
export type Segment = string | number;
export type SchemaPath = readonly Segment[];

/** A schema node that is an object (not the boolean schemas `true` / `false`). */
export type SchemaObject = Record<string, unknown>;

export function isSchemaObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `#/properties/a~1b/items`: the JSON pointer of a path, as a URI fragment like a `$ref`. */
export function pointerOf(path: SchemaPath): string {
  return (
    '#' +
    path
      .map((segment) => '/' + String(segment).replaceAll('~', '~0').replaceAll('/', '~1'))
      .join('')
  );
}

export function samePath(a: SchemaPath, b: SchemaPath): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}

/** The value at `path`, or undefined when any step is missing. */
export function getAt(root: unknown, path: SchemaPath): unknown {
  let node: unknown = root;
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (!Array.isArray(node)) return undefined;
      node = node[segment];
    } else {
      if (!isSchemaObject(node) || !Object.hasOwn(node, segment)) return undefined;
      node = node[segment];
    }
  }
  return node;
}

/**
 * A copy of `root` with the value at `path` replaced (or removed, when `value` is undefined).
 * Only the objects on the path are copied; an existing key keeps its place, so the order a person
 * wrote keywords and properties in survives every edit. Missing steps are created as objects.
 */
export function setAt(root: unknown, path: SchemaPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [Segment, ...Segment[]];
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    const next = setAt(list[head], rest, value);
    if (next === undefined && rest.length === 0) list.splice(head, 1);
    else list[head] = next;
    return list;
  }
  const object: SchemaObject = isSchemaObject(root) ? root : {};
  const next = setAt(ownValue(object, head), rest, value);
  return withKey(object, head, next);
}

/** A copy of `object` with `key` set in its current place (appended when new), or removed. */
export function withKey(object: SchemaObject, key: string, value: unknown): SchemaObject {
  if (value === undefined) {
    if (!Object.hasOwn(object, key)) return object;
    const copy = { ...object };
    delete copy[key];
    return copy;
  }
  return { ...object, [key]: value };
}

/**
 * `object[key]` when it is the object's own: a property named `__proto__` or `constructor` is
 * data here, never the prototype's.
 */
export function ownValue(object: SchemaObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** An object whose keys are `entries` in the given order (own keys, even `__proto__`). */
export function fromEntries(entries: Iterable<readonly [string, unknown]>): SchemaObject {
  return Object.fromEntries(entries) as SchemaObject;
}

/** Replaces the node at `path` with `update(node)`. */
export function updateAt(
  root: JsonSchema,
  path: SchemaPath,
  update: (node: JsonSchema) => JsonSchema,
): JsonSchema {
  const node = getAt(root, path) as JsonSchema | undefined;
  return setAt(root, path, update(node ?? {})) as JsonSchema;
}
