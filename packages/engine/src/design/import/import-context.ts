import type {
  DesignBundle,
  ImportFormat,
  ImportIssue,
  ImportIssueCode,
  KnownImportIssue,
} from '@heron/contract';
import { designBundleSchema, escapeUnstorableText } from '@heron/contract';
import { DEFAULT_LIMITS, type ImportLimits } from '../openapi/limits.js';
import { ImportBudget } from './import-budget.js';
import { jsonErrorOffset } from './json-error-offset.js';
import { lineColumnAt } from './parse-text.js';
import { segmentsOf } from '../openapi/json-pointer.js';
import { locatePointers } from './locate-pointer.js';
import type { Importer, ImportOptions, ImportResult, SourceFile } from './types.js';

/** Where in the source an issue is: a JSON pointer, or a line and column of plain text. */
export interface IssueLocation {
  pointer?: string;
  line?: number;
  column?: number;
}

/**
 * Collects the findings of one import and turns the built bundle into the importer's answer. An
 * `error` anywhere means no bundle at all: nothing is half-imported. Issues that carry only a
 * pointer into a JSON source get its line and column at the end, in one pass over the text.
 */
export class ImportContext {
  readonly issues: KnownImportIssue[] = [];
  private readonly located = new Map<KnownImportIssue, SourceFile>();
  /** The import's limits: files are read, and copies paid for, through it. */
  readonly budget: ImportBudget;

  constructor(
    readonly format: ImportFormat,
    readonly options: ImportOptions,
    /** The file most issues are about. */
    public file: SourceFile | null = null,
    limits: ImportLimits = DEFAULT_LIMITS,
  ) {
    this.budget = new ImportBudget(limits);
  }

  error(code: ImportIssueCode, message: string, at: IssueLocation = {}): void {
    this.add('error', code, message, at);
  }

  warning(code: ImportIssueCode, message: string, at: IssueLocation = {}): void {
    this.add('warning', code, message, at);
  }

  unsupported(code: ImportIssueCode, message: string, at: IssueLocation = {}): void {
    this.add('unsupported', code, message, at);
  }

  add(
    severity: ImportIssue['severity'],
    code: ImportIssueCode,
    message: string,
    at: IssueLocation,
  ): void {
    // A broken source can repeat one finding thousands of times; past the cap, one note says so.
    if (this.issues.length >= MAX_ISSUES) {
      if (this.issues.length === MAX_ISSUES) {
        this.issues.push({
          severity: 'warning',
          code: 'TOO_MANY_ISSUES',
          message: `More than ${MAX_ISSUES} findings; the rest are not listed.`,
        });
      }
      if (severity !== 'error' || this.hasError) return;
    }
    const issue: KnownImportIssue = { severity, code, message: escapeUnstorableText(message) };
    if (this.file !== null) issue.file = this.file.name;
    if (at.pointer !== undefined) issue.pointer = at.pointer;
    if (at.line !== undefined) {
      issue.line = at.line;
      if (at.column !== undefined) issue.column = at.column;
    } else if (at.pointer !== undefined && this.file !== null) {
      this.located.set(issue, this.file);
    }
    this.issues.push(issue);
  }

  get hasError(): boolean {
    return this.issues.some((issue) => issue.severity === 'error');
  }

  /** Throws the signal's reason when the import was cancelled (the caller reports it). */
  checkAborted(): void {
    this.options.signal?.throwIfAborted();
  }

  progress(done: number, total: number): void {
    this.options.onProgress?.(done, total);
  }

  /**
   * Reads one file as JSON or YAML within the import's budget (bytes, depth, aliases, values:
   * import-budget.ts). Returns null (with the issue recorded) when it cannot be read.
   */
  parseFile(file: SourceFile): unknown {
    const read = this.budget.read(file);
    if (read.ok) return read.value;
    const { severity, code, message, file: _name, ...at } = read.issue;
    // Some JSON errors come without a position; find it ourselves.
    if (code === 'SYNTAX' && at.line === undefined && /^\s*[[{]/.test(read.text)) {
      const offset = jsonErrorOffset(read.text);
      if (offset !== null) Object.assign(at, lineColumnAt(read.text, offset));
    }
    const previous = this.file;
    this.file = file;
    this.add(severity, code, message, at);
    this.file = previous;
    return null;
  }

  /** Records an error when the source is over the size or file limit; true when it is within. */
  checkSize(files: readonly SourceFile[]): boolean {
    const over = this.budget.count(files);
    if (over === null) return true;
    this.error(over.code, over.message);
    return false;
  }

  /** The answer: the bundle when no error was found (checked against the model), else null. */
  finish(bundle: DesignBundle | null): ImportResult {
    if (bundle !== null && !this.hasError) this.checkCounts(bundle);
    let result: DesignBundle | null = null;
    if (bundle !== null && !this.hasError) {
      const parsed = designBundleSchema.safeParse(bundle);
      if (parsed.success) {
        result = parsed.data;
      } else {
        // Importers build valid bundles; if one did not, say where instead of storing it.
        for (const problem of parsed.error.issues.slice(0, 20)) {
          this.issues.push({
            severity: 'error',
            code: 'INVALID_RESULT',
            message: escapeUnstorableText(
              `The imported design is not valid at ${problem.path.join('.')}: ${problem.message}.`,
            ),
          });
        }
      }
    }
    this.locateIssues();
    return { format: this.format, bundle: result, issues: this.issues };
  }

  private checkCounts(bundle: DesignBundle): void {
    const { maxEndpoints, maxModels } = this.budget.limits;
    if (bundle.endpoints.length > maxEndpoints) {
      this.error(
        'TOO_MANY_ENDPOINTS',
        `The source has ${bundle.endpoints.length} endpoints; an import takes at most ${maxEndpoints}.`,
      );
    }
    if (bundle.models.length > maxModels) {
      this.error(
        'TOO_MANY_MODELS',
        `The source has ${bundle.models.length} data models; an import takes at most ${maxModels}.`,
      );
    }
  }

  private locateIssues(): void {
    const byFile = new Map<SourceFile, KnownImportIssue[]>();
    for (const [issue, file] of this.located) {
      const list = byFile.get(file) ?? [];
      list.push(issue);
      byFile.set(file, list);
    }
    for (const [file, issues] of byFile) {
      const text = file.text.replace(/^\uFEFF/, '');
      if (!/^\s*[[{]/.test(text)) continue;
      const places = locatePointers(
        text,
        'json',
        issues.map((issue) => segmentsOf(issue.pointer!) ?? []),
      );
      issues.forEach((issue, i) => {
        const place = places[i];
        if (place) {
          issue.line = place.line;
          issue.column = place.column;
        }
      });
    }
    this.located.clear();
  }
}

const MAX_ISSUES = 500;

/** Hands out bundle-local keys: `e1`, `e2` … per prefix. */
export class KeyMaker {
  private readonly counters = new Map<string, number>();
  next(prefix: string): string {
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return `${prefix}${n}`;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string value, or undefined for anything else (numbers are written as text). */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Equal as JSON: key order and keys holding `undefined` do not count. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, index) => deepEqual(value, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keysA = Object.keys(a).filter((key) => a[key] !== undefined);
    const keysB = Object.keys(b).filter((key) => b[key] !== undefined);
    if (keysA.length !== keysB.length) return false;
    return keysA.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
  }
  return false;
}

/**
 * One text per value, the same for values `deepEqual` calls equal (keys sorted, keys holding
 * `undefined` left out): a set of these finds a repeated example in one look instead of comparing
 * it with every example before it. For values read from JSON (depth already checked).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * An importer that answers even when it has a bug: an unexpected exception becomes one error
 * issue (so the server never answers 500 and nothing is stored). Cancelling still throws the
 * signal's reason, as the importer contract says.
 */
export function guardedImporter(format: ImportFormat, run: Importer): Importer {
  return async (source, options) => {
    try {
      return await run(source, options);
    } catch (error) {
      if (options.signal?.aborted === true) throw error;
      return {
        format,
        bundle: null,
        issues: [
          {
            severity: 'error',
            code: INTERNAL_ERROR,
            message: escapeUnstorableText(
              `The import failed unexpectedly (${error instanceof Error ? error.message : String(error)}); nothing was imported.`,
            ),
          } satisfies KnownImportIssue,
        ],
      };
    }
  };
}

/** The code of a failure that is a bug of ours, not a problem of the source. */
export const INTERNAL_ERROR = 'INTERNAL_ERROR' satisfies ImportIssueCode;

/** The result of a source that holds no file at all. */
export function nothingToImport(): ImportResult {
  const empty: KnownImportIssue = {
    severity: 'error',
    code: 'EMPTY',
    message: 'There is nothing to import.',
  };
  return { format: null, bundle: null, issues: [empty] };
}
