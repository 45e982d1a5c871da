import {
  escapeUnstorableText,
  isStorableText,
  toStorableText,
  type DesignBundle,
  type ImportIssue,
  type KnownImportIssue,
} from '@heron/contract';

/**
 * Text PostgreSQL cannot store, in an imported document: unpaired UTF-16 surrogates (`"\ud800"`
 * in JSON or YAML, or a raw one in pasted text) and the NUL character (`"\u0000"`, YAML's `"\0"`
 * or `"\x00"`, a raw one in pasted text, `%00` an importer decodes). PostgreSQL refuses both in
 * json and text alike. Requests are refused for them (text hygiene), but an imported document is
 * repaired instead: each such character becomes U+FFFD, the replacement character, with a
 * warning, rather than failing the import.
 *
 * A source decoded from bytes never holds a lone surrogate raw, and an escape needs its
 * backslash form in the text, so the design is only walked when a source could hold one: a
 * 10 MB design is not walked for nothing.
 */

const SURROGATE_ESCAPE = /\\u[dD][89abAB][0-9a-fA-F]{2}/;
/** JSON's and YAML's escapes of NUL, and the URL form an importer may decode. */
const NUL_ESCAPE = /\\(?:0|x00|u0000|U00000000)|%00/;

/** Could a design read from these source texts hold a NUL or an unpaired surrogate? */
export function mayHoldLoneSurrogates(texts: readonly string[]): boolean {
  return texts.some(
    (text) => !isStorableText(text) || SURROGATE_ESCAPE.test(text) || NUL_ESCAPE.test(text),
  );
}

/** How many texts had each kind of character replaced. */
interface Repairs {
  nul: number;
  surrogate: number;
}

function storable(text: string, repairs: Repairs): string {
  if (isStorableText(text)) return text;
  if (text.includes('\u0000')) repairs.nul += 1;
  if (!isStorableText(text.replaceAll('\u0000', ''))) repairs.surrogate += 1;
  return toStorableText(text);
}

/** The same value with every string storable, counting what had to change. */
function wellFormed(value: unknown, repairs: Repairs): unknown {
  if (typeof value === 'string') return storable(value, repairs);
  if (Array.isArray(value)) return value.map((item) => wellFormed(item, repairs));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        storable(key, repairs),
        wellFormed(item, repairs),
      ]),
    );
  }
  return value;
}

const texts = (count: number) => `${count} text${count === 1 ? '' : 's'}`;

/** `bundle` made storable, with a warning saying how many texts were repaired (if any were). */
export function withWellFormedText(bundle: DesignBundle): {
  bundle: DesignBundle;
  issue: KnownImportIssue | null;
} {
  const repairs: Repairs = { nul: 0, surrogate: 0 };
  const repaired = wellFormed(bundle, repairs) as DesignBundle;
  const { nul, surrogate } = repairs;
  if (nul === 0 && surrogate === 0) return { bundle, issue: null };
  const replaced = 'which cannot be stored; each was replaced by U+FFFD (\uFFFD).';
  if (nul === 0) {
    return {
      bundle: repaired,
      issue: {
        severity: 'warning',
        code: 'LONE_SURROGATE',
        message: `${texts(surrogate)} held an unpaired UTF-16 surrogate (such as "\\ud800"), ${replaced}`,
      },
    };
  }
  const surrogates = surrogate === 0 ? '' : ` and ${texts(surrogate)} an unpaired UTF-16 surrogate`;
  return {
    bundle: repaired,
    issue: {
      severity: 'warning',
      code: 'NUL_CHARACTER',
      message: `${texts(nul)} held a NUL character (U+0000)${surrogates}, ${replaced}`,
    },
  };
}

/**
 * Findings as they can be stored: an importer's message may quote the source (a NUL, half of a
 * surrogate pair), and a file name inside a zip may hold anything. Each such character is written
 * as its escape (`\u0000`), so the finding still says what was there.
 */
export function withStorableText(issues: readonly ImportIssue[]): ImportIssue[] {
  return issues.map((issue) => {
    const isClean =
      isStorableText(issue.code) &&
      isStorableText(issue.message) &&
      (issue.file === undefined || isStorableText(issue.file)) &&
      (issue.pointer === undefined || isStorableText(issue.pointer));
    if (isClean) return issue;
    return {
      ...issue,
      code: escapeUnstorableText(issue.code),
      message: escapeUnstorableText(issue.message),
      ...(issue.file === undefined ? {} : { file: escapeUnstorableText(issue.file) }),
      ...(issue.pointer === undefined ? {} : { pointer: escapeUnstorableText(issue.pointer) }),
    };
  });
}
