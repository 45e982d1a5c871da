import { ImportBudget } from '../import/import-budget.js';
import type { ImportOptions, ImportSource, SourceFile } from '../import/types.js';
import type { IssueList } from './issue-list.js';
import type { ImportLimits } from './limits.js';

/** A parsed file of the source, with its text kept for locating findings. */
export interface LoadedFile {
  name: string;
  text: string;
  syntax: 'json' | 'yaml';
  value: unknown;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The name of the file a relative reference means, seen from the file it is written in:
 * a path inside the zip (`spec/Pet.yaml`) or an absolute URL. Null when a path climbs out of the
 * source's root.
 */
export function resolveFileName(base: string, reference: string): string | null {
  if (ABSOLUTE_URL.test(reference)) return reference;
  if (ABSOLUTE_URL.test(base)) {
    try {
      const url = new URL(reference, base);
      url.hash = '';
      return url.href;
    } catch {
      return null;
    }
  }
  const parts = base.split('/').slice(0, -1);
  for (const part of reference.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join('/');
}

/** Normal spelling of a file name in a source (no leading `./`, forward slashes). */
export function normalFileName(name: string): string {
  return ABSOLUTE_URL.test(name) ? name : name.replaceAll('\\', '/').replace(/^(\.\/)+/, '');
}

/**
 * Reads the files of a source: the entry, then what its references name, each parsed once and
 * checked against the import's budget (files, bytes, depth, aliases, values: import-budget.ts)
 * before anything walks it.
 */
export class SourceFiles {
  private readonly byName = new Map<string, SourceFile>();
  private readonly loaded = new Map<string, LoadedFile | null>();
  private limitHit = false;
  /** The import's limits, shared with the steps after reading (they pay for copies with it). */
  readonly budget: ImportBudget;

  constructor(
    source: ImportSource,
    private readonly options: ImportOptions,
    limits: ImportLimits,
    private readonly issues: IssueList,
  ) {
    for (const file of source.files) this.byName.set(normalFileName(file.name), file);
    this.budget = new ImportBudget(limits);
  }

  /** Parsed files by name (null: could not be used). */
  get files(): ReadonlyMap<string, LoadedFile | null> {
    return this.loaded;
  }

  /** The text of every file that parsed, for giving findings a line and column. */
  readonly texts = new Map<string, { text: string; syntax: 'json' | 'yaml' }>();

  /** Whether a limit stopped reading: the import is refused. */
  get isOverLimit(): boolean {
    return this.limitHit;
  }

  /** The file parsed, or null when it cannot be read (the reason is in the findings). */
  async load(
    name: string,
    referencedFrom?: { file: string; pointer: string },
  ): Promise<LoadedFile | null> {
    if (this.loaded.has(name)) return this.loaded.get(name) ?? null;
    this.loaded.set(name, null);
    let file = this.byName.get(name);
    if (file === undefined) {
      if (ABSOLUTE_URL.test(name) && this.options.fetchText !== undefined) {
        try {
          file = { name, text: await this.options.fetchText(name) };
        } catch (error) {
          this.issues.error(
            'REF_FILE_FAILED',
            `The file "${name}" could not be read: ${error instanceof Error ? error.message : String(error)}`,
            referencedFrom ?? {},
          );
          return null;
        }
      } else {
        this.issues.error(
          'REF_FILE_MISSING',
          `The file "${name}" is referenced but is not part of the import. Import a zip with every file, or the document's URL.`,
          referencedFrom ?? {},
        );
        return null;
      }
    }
    const read = this.budget.read(file);
    if (!read.ok) {
      const { code } = read.issue;
      // Over the files or bytes of the whole source: said once, and nothing more is read.
      if (code === 'TOO_MANY_FILES' || code === 'TOO_LARGE') {
        if (!this.limitHit) this.issues.error(code, read.issue.message);
        this.limitHit = true;
        return null;
      }
      // A finding with a pointer into a file that parsed gets its line and column at the end.
      if (read.syntax !== undefined) this.texts.set(name, { text: read.text, syntax: read.syntax });
      this.issues.push({ ...read.issue, file: name });
      return null;
    }
    this.texts.set(name, { text: read.text, syntax: read.syntax });
    const result: LoadedFile = { name, text: read.text, syntax: read.syntax, value: read.value };
    this.loaded.set(name, result);
    return result;
  }
}
