import { escapePointer } from '../import/parse-text.js';
import { isObject } from './json-value.js';

/** A JSON pointer (`/a/b~1c`) from its segments. */
export function pointerOf(segments: readonly (string | number)[]): string {
  let pointer = '';
  for (const segment of segments) pointer += '/' + escapePointer(String(segment));
  return pointer;
}

/** The segments of a JSON pointer; null when it is not one. */
export function segmentsOf(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return null;
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * The segments of a reference's fragment (`#/components/schemas/Pet`, percent-encoding
 * allowed as in a URI), or null when the fragment is not a JSON pointer (an anchor like `#pet`).
 */
export function fragmentSegments(fragment: string): string[] | null {
  let decoded = fragment;
  if (fragment.includes('%')) {
    try {
      decoded = decodeURIComponent(fragment);
    } catch {
      return null;
    }
  }
  return segmentsOf(decoded);
}

/** The value at the segments, following own properties and array indexes only. */
export function valueAt(root: unknown, segments: readonly string[]): unknown {
  let node = root;
  for (const segment of segments) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
      node = node[Number(segment)];
    } else if (isObject(node)) {
      if (!Object.hasOwn(node, segment)) return undefined;
      node = node[segment];
    } else {
      return undefined;
    }
  }
  return node;
}

/** Splits a `$ref` into the file part (empty for the same document) and the fragment. */
export function splitRef(ref: string): { file: string; fragment: string } {
  const hash = ref.indexOf('#');
  if (hash === -1) return { file: ref, fragment: '' };
  return { file: ref.slice(0, hash), fragment: ref.slice(hash + 1) };
}
