/**
 * Text the API stores must be storable: PostgreSQL refuses the NUL character (U+0000) in text
 * and in json alike, and an unpaired UTF-16 surrogate (half of a character outside the Basic
 * Multilingual Plane, such as `"\ud800"` in JSON) is not Unicode at all. The server refuses both
 * in any request text (values and object keys) with `VALIDATION_FAILED` and this message; the
 * web app shows it translated. Imported documents are repaired instead (the server's
 * well-formed-text).
 */
export const TEXT_VALIDATION = {
  unsafeText: 'validation.unsafeText',
} as const;

/** A NUL, a high surrogate not followed by a low one, or a low one not after a high one. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Any NUL or surrogate: a plain character class, much faster to rule out than UNSAFE_TEXT. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/** True when `text` holds neither a NUL nor an unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !SUSPECT.test(text) || !UNSAFE_TEXT.test(text);
}

const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, 'g');

/**
 * `text` with each NUL and each unpaired surrogate replaced: by U+FFFD unless told, or by what
 * `replacement` makes of the character.
 */
export function toStorableText(
  text: string,
  replacement: string | ((character: string) => string) = '\uFFFD',
): string {
  if (isStorableText(text)) return text;
  return typeof replacement === 'string'
    ? text.replace(UNSAFE_TEXT_ALL, replacement)
    : text.replace(UNSAFE_TEXT_ALL, replacement);
}

/** `text` with each NUL and unpaired surrogate written as its escape (`\u0000`, `\ud800`). */
export function escapeUnstorableText(text: string): string {
  return toStorableText(
    text,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Where an unstorable text was found: the path to the value, or to the member whose key it is. */
export interface UnsafeTextPlace {
  path: (string | number)[];
  /** True when the object key at the end of `path` is the unstorable text, not its value. */
  isKey: boolean;
}

export interface FindUnsafeTextOptions {
  /** Stop after this many places (a hostile body could hold millions). Default 20. */
  limit?: number;
  /**
   * Paths whose string value is not looked at (a document that is repaired later, not refused),
   * each as the list of keys from the root.
   */
  exempt?: readonly (readonly (string | number)[])[];
}

/** Marks, on the stack, a member whose key is unstorable (so it is reported in order). */
class UnsafeKey {}

/** A value still to look at; its path is built from the parents only when it is needed. */
interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string | number;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * The places in a parsed JSON value (or a query or params object) that hold unstorable text, in
 * document order. Walks with its own stack, so any depth of nesting is fine.
 */
export function findUnsafeText(
  value: unknown,
  options: FindUnsafeTextOptions = {},
): UnsafeTextPlace[] {
  const limit = options.limit ?? 20;
  const exempt = options.exempt ?? [];
  const found: UnsafeTextPlace[] = [];
  // Pushed in reverse, so values come out in document order.
  const stack: Visit[] = [{ value, parent: null, key: '' }];
  while (stack.length > 0 && found.length < limit) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (current instanceof UnsafeKey) {
      found.push({ path: pathOf(visit.parent!), isKey: true });
    } else if (typeof current === 'string') {
      if (isStorableText(current)) continue;
      const path = pathOf(visit);
      if (!exempt.some((candidate) => samePath(candidate, path))) {
        found.push({ path, isKey: false });
      }
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) {
        stack.push({ value: current[i], parent: visit, key: i });
      }
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i]!;
        const child: Visit = {
          value: (current as Record<string, unknown>)[key],
          parent: visit,
          key,
        };
        // A bad key is reported in place of its value, which is not looked at.
        if (isStorableText(key)) stack.push(child);
        else stack.push({ value: new UnsafeKey(), parent: child, key: '' });
      }
    }
  }
  return found;
}
