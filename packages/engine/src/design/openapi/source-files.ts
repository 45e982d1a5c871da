import { parseDocumentText } from '../import/parse-text.js';
import type { ImportOptions, ImportSource, SourceFile } from '../import/types.js';
import { checkShape } from './check-shape.js';
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
 * checked against the limits (files, bytes, depth) before anything walks it.
 */
export class SourceFiles {
  private readonly byName = new Map<string, SourceFile>();
  private readonly loaded = new Map<string, LoadedFile | null>();
  private bytes = 0;
  private fileCount = 0;
  private limitHit = false;

  constructor(
    source: ImportSource,
    private readonly options: ImportOptions,
    private readonly limits: ImportLimits,
    private readonly issues: IssueList,
  ) {
    for (const file of source.files) this.byName.set(normalFileName(file.name), file);
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
    this.fileCount += 1;
    if (this.fileCount > this.limits.maxFiles) {
      this.overLimit(`The document refers to more than ${this.limits.maxFiles} files.`);
      return null;
    }
    this.bytes += byteLength(file.text, this.limits.maxBytes - this.bytes);
    if (this.bytes > this.limits.maxBytes) {
      this.overLimit(
        `The files together are larger than ${Math.round(this.limits.maxBytes / 1024 / 1024)} MB.`,
      );
      return null;
    }
    const parsed = parseDocumentText(file);
    if (!parsed.ok) {
      this.issues.push({ ...parsed.issue, file: name });
      return null;
    }
    const text = file.text.replace(/^\uFEFF/, '');
    this.texts.set(name, { text, syntax: parsed.syntax });
    const problem = checkShape(parsed.value, this.limits.maxDepth, text.length + 1000);
    if (problem !== null) {
      if (problem.kind === 'too-many-nodes') {
        this.issues.error(
          'TOO_COMPLEX',
          'YAML aliases repeat so many values that the document cannot be read.',
          { file: name },
        );
      } else if (problem.kind === 'cycle') {
        this.issues.error('ALIAS_CYCLE', 'A YAML alias contains itself.', {
          file: name,
          pointer: problem.pointer,
        });
      } else {
        this.issues.error('TOO_DEEP', `Values nest deeper than ${this.limits.maxDepth} levels.`, {
          file: name,
          pointer: problem.pointer,
        });
      }
      return null;
    }
    const result: LoadedFile = { name, text, syntax: parsed.syntax, value: parsed.value };
    this.loaded.set(name, result);
    return result;
  }

  private overLimit(message: string): void {
    if (!this.limitHit) this.issues.error('TOO_LARGE', message);
    this.limitHit = true;
  }
}

/**
 * UTF-8 size of a text, exactly only when it matters: a character is 1 to 3 bytes, so most
 * texts are known to be under (or over) the remaining allowance from their length alone.
 */
function byteLength(text: string, allowance: number): number {
  if (text.length > allowance || text.length * 3 <= allowance) return text.length;
  return new TextEncoder().encode(text).length;
}
