import type { DesignBundle, KnownImportIssue } from '@heron/contract';

/**
 * Unpaired UTF-16 surrogates (`"\ud800"` in JSON or YAML, or a raw one in pasted text) can be
 * parsed but not stored: PostgreSQL refuses them in json and text alike. They are replaced by
 * U+FFFD, the replacement character, with a warning, rather than failing the import.
 *
 * A source decoded from bytes never holds one raw, and one written as an escape needs `\uD8…` to
 * `\uDF…` in the text, so the design is only walked when a source could hold one: a 10 MB design
 * is not walked for nothing.
 */

// `String.prototype.isWellFormed` / `toWellFormed` are in Node 20; the compiler's lib is ES2023.
type WellFormedString = string & { isWellFormed(): boolean; toWellFormed(): string };

const SURROGATE_ESCAPE = /\\u[dD][89abAB][0-9a-fA-F]{2}/;

export function mayHoldLoneSurrogates(texts: readonly string[]): boolean {
  return texts.some(
    (text) => !(text as WellFormedString).isWellFormed() || SURROGATE_ESCAPE.test(text),
  );
}

/** The same value with every string well formed, and how many strings had to change. */
function wellFormed(value: unknown, counter: { replaced: number }): unknown {
  if (typeof value === 'string') {
    const text = value as WellFormedString;
    if (text.isWellFormed()) return value;
    counter.replaced += 1;
    return text.toWellFormed();
  }
  if (Array.isArray(value)) return value.map((item) => wellFormed(item, counter));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        wellFormed(key, counter) as string,
        wellFormed(item, counter),
      ]),
    );
  }
  return value;
}

/** `bundle` made storable, with a warning saying how many texts were repaired (if any were). */
export function withWellFormedText(bundle: DesignBundle): {
  bundle: DesignBundle;
  issue: KnownImportIssue | null;
} {
  const counter = { replaced: 0 };
  const repaired = wellFormed(bundle, counter) as DesignBundle;
  if (counter.replaced === 0) return { bundle, issue: null };
  return {
    bundle: repaired,
    issue: {
      severity: 'warning',
      code: 'LONE_SURROGATE',
      message: `${counter.replaced} text${counter.replaced === 1 ? '' : 's'} held an unpaired UTF-16 surrogate (such as "\\ud800"), which cannot be stored; each was replaced by U+FFFD (�).`,
    },
  };
}
