import type { KnownImportIssue } from '@heron/contract';
import { IMPORT_LIMITS } from '@heron/contract';
import * as jsYaml from 'js-yaml';
import { JSON_SCHEMA, load, YAMLException, type LoadOptions } from 'js-yaml';
import type { SourceFile } from './types.js';

/**
 * YAML's JSON schema (no timestamps: `2024-10-01` stays the string it is in JSON) plus merge
 * keys (`<<: *anchor`), which real descriptions use.
 */
const YAML_SCHEMA = JSON_SCHEMA.extend({
  // js-yaml 4 exports its built-in types; @types/js-yaml does not declare them.
  implicit: [(jsYaml as unknown as { types: { merge: jsYaml.Type } }).types.merge],
});

export type ParsedText =
  | {
      ok: true;
      value: unknown;
      syntax: 'json' | 'yaml';
      /** YAML aliases of a list or an object: the places the value shares (0 for JSON). */
      aliases: number;
      /** Where the first such alias is written (an offset into the text without its BOM). */
      firstAlias?: number;
    }
  | { ok: false; issue: KnownImportIssue };

/** The limits parsing itself enforces (the rest of the budget is checked on the value). */
export interface ParseLimits {
  maxDepth: number;
  maxAliases: number;
}

/**
 * Reads a JSON or YAML file into a value. A syntax error becomes one `error` issue with the line
 * and column; JSON is tried first (it is several times faster than YAML on large files). YAML
 * nested deeper than `maxDepth` is `TOO_DEEP`, and more than `maxAliases` aliases of lists or
 * objects is `TOO_COMPLEX`, both found while parsing, at the place they are written.
 */
export function parseDocumentText(
  file: SourceFile,
  limits: ParseLimits = IMPORT_LIMITS,
): ParsedText {
  const text = file.text.replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  if (first === '{' || first === '[') {
    try {
      return { ok: true, value: JSON.parse(text), syntax: 'json', aliases: 0 };
    } catch (error) {
      return { ok: false, issue: jsonSyntaxIssue(file.name, text, error) };
    }
  }
  const aliases = mayHoldAnchors(text) ? new AliasCounter(text, limits.maxAliases) : null;
  try {
    // JSON_SCHEMA keeps dates and timestamps as the strings they were written as. js-yaml's own
    // nesting limit is set one past ours, so that the walk after parsing names the place.
    // js-yaml 4.3 reads `maxDepth`; @types/js-yaml does not declare it.
    const options: LoadOptions & { maxDepth: number } = {
      filename: file.name,
      json: true,
      schema: YAML_SCHEMA,
      maxDepth: limits.maxDepth + 1,
    };
    if (aliases !== null) options.listener = aliases.listener;
    const value = load(text, options);
    if (aliases === null || aliases.count === 0) {
      return { ok: true, value, syntax: 'yaml', aliases: 0 };
    }
    return {
      ok: true,
      value,
      syntax: 'yaml',
      aliases: aliases.count,
      firstAlias: aliases.first,
    };
  } catch (error) {
    if (error instanceof TooManyAliases) {
      return {
        ok: false,
        issue: {
          severity: 'error',
          code: 'TOO_COMPLEX',
          file: file.name,
          ...lineColumnAt(text, error.offset),
          message: `The file uses more than ${limits.maxAliases} YAML aliases of lists or objects; an import reads at most ${limits.maxAliases}.`,
        },
      };
    }
    if (error instanceof YAMLException && /nesting exceeded maxDepth/.test(error.reason)) {
      return {
        ok: false,
        issue: {
          severity: 'error',
          code: 'TOO_DEEP',
          file: file.name,
          line: error.mark.line + 1,
          column: error.mark.column + 1,
          message: `Values nest deeper than ${limits.maxDepth} levels.`,
        },
      };
    }
    if (error instanceof YAMLException) {
      return {
        ok: false,
        issue: {
          severity: 'error',
          code: 'SYNTAX',
          file: file.name,
          line: error.mark.line + 1,
          column: error.mark.column + 1,
          message: `YAML syntax error: ${error.reason}.`,
        },
      };
    }
    return {
      ok: false,
      issue: { severity: 'error', code: 'SYNTAX', file: file.name, message: String(error) },
    };
  }
}

function jsonSyntaxIssue(fileName: string, text: string, error: unknown): KnownImportIssue {
  const message = error instanceof Error ? error.message : String(error);
  // V8: "… in JSON at position 123 (line 4 column 5)" or "… at position 123".
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  const position = /position (\d+)/.exec(message);
  let line: number | undefined;
  let column: number | undefined;
  if (lineColumn !== null) {
    line = Number(lineColumn[1]);
    column = Number(lineColumn[2]);
  } else if (position !== null) {
    ({ line, column } = lineColumnAt(text, Number(position[1])));
  } else if (/Unexpected end of JSON input/.test(message)) {
    ({ line, column } = lineColumnAt(text, text.length));
  }
  const reason = message.replace(/^JSON\.parse: /, '').replace(/\s*\(line \d+ column \d+\)$/, '');
  return {
    severity: 'error',
    code: 'SYNTAX',
    file: fileName,
    ...(line !== undefined ? { line, column } : {}),
    message: `JSON syntax error: ${reason}.`,
  };
}

/** 1-based line and column of a character offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Could the YAML text define an anchor (`&name` where a node starts: after a space, a line
 * break, `[`, `{`, `,` or `:`)? Without one there is no alias, and the parse needs no listener;
 * a false yes (`a &b` in a description) only costs the counting.
 */
function mayHoldAnchors(text: string): boolean {
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    const after = text[at + 1];
    if (after === undefined || ANCHOR_END.test(after)) continue;
    if (at === 0 || ANCHOR_START.test(text[at - 1]!)) return true;
  }
  return false;
}

const ANCHOR_START = /[\s[{,:]/;
const ANCHOR_END = /[\s[\]{},]/;

class TooManyAliases extends Error {
  constructor(readonly offset: number) {
    super('too many YAML aliases');
  }
}

/**
 * Counts, through js-yaml's node events, the aliases that name a list or an object: an alias
 * node has no kind and no tag of its own, only the anchored value as its result. js-yaml reads
 * some nodes twice (a block sequence's entry is first tried as a mapping key), so an alias is
 * counted once per place. Stops the parse (throws TooManyAliases) one past the limit.
 */
class AliasCounter {
  first: number | undefined;
  private opened = 0;
  private readonly places = new Set<number>();

  constructor(
    private readonly text: string,
    private readonly max: number,
  ) {}

  get count(): number {
    return this.places.size;
  }

  readonly listener = (event: 'open' | 'close', state: YamlState): void => {
    if (event === 'open') {
      this.opened = state.position;
      return;
    }
    if (state.kind !== null || (state.tag ?? null) !== null) return;
    if (typeof state.result !== 'object' || state.result === null) return;
    // An alias has no children: the last node opened is this one; its `*` is at or after there.
    const at = Math.max(this.text.indexOf('*', this.opened), 0);
    this.places.add(at);
    this.first ??= at;
    if (this.places.size > this.max) throw new TooManyAliases(at);
  };
}

/** The part of js-yaml's parser state a listener reads (@types/js-yaml does not declare it). */
interface YamlState {
  position: number;
  kind: string | null;
  tag?: string | null;
  result: unknown;
}

export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
