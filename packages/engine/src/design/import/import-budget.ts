import type { KnownImportIssue } from '@heron/contract';
import { checkShape, countValues } from '../openapi/check-shape.js';
import { DEFAULT_LIMITS, type ImportLimits } from '../openapi/limits.js';
import { lineColumnAt, parseDocumentText } from './parse-text.js';
import type { SourceFile } from './types.js';

/** A file read within the budget: its value, or the one finding that says why not. */
export type BudgetedRead =
  | { ok: true; value: unknown; syntax: 'json' | 'yaml'; text: string }
  | {
      ok: false;
      issue: KnownImportIssue;
      /** The text without its BOM, and its syntax when it parsed (the issue may point into it). */
      text: string;
      syntax?: 'json' | 'yaml';
    };

/**
 * Values one file may hold per character of its text, and beyond that. Without aliases a file
 * holds at most one per character, so this leaves real descriptions that share an anchor or two
 * plenty of room, while a few hundred bytes of nested aliases are refused after walking a few
 * thousand values instead of the billions they stand for.
 */
const NODES_PER_CHARACTER = 10;
const NODE_ALLOWANCE = 10_000;

/**
 * The one budget of an import (IMPORT_LIMITS), shared by every importer: files are read through
 * `read`, which counts the files and their bytes, parses (YAML aliases and nesting are counted
 * by the parser), and walks the value once to check its depth and count its values with aliases
 * expanded, before any importer code sees it. Work beyond reading (values copied into place by
 * following references) is paid with `spend`. Each refusal is one `error` finding that names the
 * limit and, where there is one, the place.
 */
export class ImportBudget {
  private files = 0;
  private bytes = 0;
  private nodes = 0;
  private work = 0;
  private readonly counted = new WeakSet<SourceFile>();

  constructor(readonly limits: ImportLimits = DEFAULT_LIMITS) {}

  /** Counts files and their bytes, each file once; the finding when the source is over. */
  count(files: readonly SourceFile[]): KnownImportIssue | null {
    for (const file of files) {
      if (this.counted.has(file)) continue;
      this.counted.add(file);
      this.files += 1;
      if (this.files > this.limits.maxFiles) {
        return refusal(
          'TOO_MANY_FILES',
          `An import reads at most ${this.limits.maxFiles} files; this source has more.`,
        );
      }
      this.bytes += byteLength(file.text, this.limits.maxBytes - this.bytes);
      if (this.bytes > this.limits.maxBytes) {
        const limit = megabytes(this.limits.maxBytes);
        return refusal(
          'TOO_LARGE',
          `The source is larger than ${limit} MB; imports are limited to ${limit} MB.`,
        );
      }
    }
    return null;
  }

  /** Parses a JSON or YAML file and checks its shape: the value, or the finding with its file. */
  read(file: SourceFile): BudgetedRead {
    const text = file.text.replace(/^\uFEFF/, '');
    const over = this.count([file]);
    if (over !== null) return { ok: false, issue: { ...over, file: file.name }, text };
    const parsed = parseDocumentText(file, this.limits);
    if (!parsed.ok) return { ok: false, issue: parsed.issue, text };
    const perFile = NODES_PER_CHARACTER * text.length + NODE_ALLOWANCE;
    const left = this.limits.maxNodes - this.nodes;
    const counted = { nodes: 0 };
    const problem = checkShape(
      parsed.value,
      this.limits.maxDepth,
      Math.min(perFile, left),
      counted,
    );
    this.nodes += counted.nodes;
    const { syntax } = parsed;
    if (problem === null) return { ok: true, value: parsed.value, syntax, text };
    if (problem.kind === 'cycle') {
      return issue('ALIAS_CYCLE', 'A YAML alias contains itself.', problem.pointer);
    }
    if (problem.kind === 'too-deep') {
      return issue(
        'TOO_DEEP',
        `Values nest deeper than ${this.limits.maxDepth} levels.`,
        problem.pointer,
      );
    }
    const refused =
      perFile < left && parsed.aliases > 0
        ? issue(
            'TOO_COMPLEX',
            `YAML aliases repeat values so often that this file of ${text.length} characters stands for more than ${perFile} values; the document cannot be read.`,
          )
        : issue(
            'TOO_COMPLEX',
            `The source holds more than ${this.limits.maxNodes} values${parsed.aliases > 0 ? ' once its YAML aliases are expanded' : ''}; an import reads at most ${this.limits.maxNodes}.`,
          );
    // The aliases are the cause: the first one is the place to look.
    if (parsed.firstAlias !== undefined) {
      Object.assign(refused.issue, lineColumnAt(text, parsed.firstAlias));
    }
    return refused;

    function issue(
      code: KnownImportIssue['code'],
      message: string,
      pointer?: string,
    ): { ok: false; issue: KnownImportIssue; text: string; syntax: 'json' | 'yaml' } {
      const found: KnownImportIssue = { ...refusal(code, message), file: file.name };
      if (pointer !== undefined) found.pointer = pointer;
      return { ok: false, issue: found, text, syntax };
    }
  }

  /**
   * Pays for work beyond reading: `units` values copied into place. False once the import has
   * spent more than `maxWork`; it stays false, and the caller refuses the import (`TOO_COMPLEX`,
   * `overWorkMessage`, reported where `isFirstRefusal` says).
   */
  spend(units: number): boolean {
    this.work += units;
    return this.work <= this.limits.maxWork;
  }

  /**
   * Pays for `times` copies of `value` with everything inside it. Its values are counted once
   * (and remembered), never beyond what the budget has left, so the counting is paid for too.
   */
  spendOnCopies(value: unknown, times = 1): boolean {
    if (times <= 0 || typeof value !== 'object' || value === null) return this.spend(times);
    let size = this.sizes.get(value);
    if (size === undefined) {
      const left = Math.max(0, this.limits.maxWork - this.work);
      size = countValues(value, Math.floor(left / times) + 1);
      this.sizes.set(value, size);
    }
    return this.spend(size * times);
  }

  /** True the first time it is asked once the work is over budget: where to report it, once. */
  isFirstRefusal(): boolean {
    if (this.work <= this.limits.maxWork || this.hasRefused) return false;
    this.hasRefused = true;
    return true;
  }

  /** The message of an import refused for its work; `what` says what would copy. */
  overWorkMessage(what: string): string {
    return `${what} would copy more than ${this.limits.maxWork} values into the design; the document is too complex to import.`;
  }

  private readonly sizes = new WeakMap<object, number>();
  private hasRefused = false;
}

function refusal(code: KnownImportIssue['code'], message: string): KnownImportIssue {
  return { severity: 'error', code, message };
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

/**
 * UTF-8 size of a text, exactly only when it matters: a character is 1 to 3 bytes, so most
 * texts are known to be under (or over) the remaining allowance from their length alone.
 */
function byteLength(text: string, allowance: number): number {
  if (text.length > allowance || text.length * 3 <= allowance) return text.length;
  return new TextEncoder().encode(text).length;
}
