/** Small helpers for reading untrusted JSON values (parsed documents) without surprises. */

export type JsonObject = Record<string, unknown>;

/** A plain object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property only: `constructor` or `__proto__` of a document must not reach prototypes. */
export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Sets a key as an own data property. A plain assignment of `__proto__` would change the
 * object's prototype instead of storing the document's field.
 */
export function put(object: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    object[key] = value;
  }
}

/** The object's fields without the named ones, or undefined when nothing is left. */
export function restOf(object: JsonObject, taken: ReadonlySet<string>): JsonObject | undefined {
  let rest: JsonObject | undefined;
  for (const key of Object.keys(object)) {
    if (taken.has(key)) continue;
    rest ??= {};
    put(rest, key, object[key]);
  }
  return rest;
}
