import type { ImportIssue, ImportIssueCode, KnownImportIssue } from '@heron/contract';
import { escapeUnstorableText } from '@heron/contract';

/** How many findings of one code are listed before the rest are counted in one line. */
const MAX_PER_CODE = 50;

/** Where a finding is: a file of the source and a JSON pointer into it. */
export interface IssuePlace {
  file?: string;
  pointer?: string;
  line?: number;
  column?: number;
}

/**
 * The findings of one import. The same finding at the same place is listed once, and a flood of
 * one kind (a document with 3,000 `nullable`s) is cut to a readable list plus a count.
 */
export class IssueList {
  private readonly list: KnownImportIssue[] = [];
  private readonly seen = new Set<string>();
  private readonly perCode = new Map<ImportIssueCode, number>();
  private errors = 0;

  constructor(private readonly defaultFile?: string) {}

  get hasErrors(): boolean {
    return this.errors > 0;
  }

  error(code: ImportIssueCode, message: string, place: IssuePlace = {}): void {
    this.add('error', code, message, place);
  }

  warning(code: ImportIssueCode, message: string, place: IssuePlace = {}): void {
    this.add('warning', code, message, place);
  }

  unsupported(code: ImportIssueCode, message: string, place: IssuePlace = {}): void {
    this.add('unsupported', code, message, place);
  }

  add(
    severity: ImportIssue['severity'],
    code: ImportIssueCode,
    message: string,
    place: IssuePlace,
  ): void {
    const file = place.file ?? this.defaultFile;
    const key = `${severity}\u0000${code}\u0000${file ?? ''}\u0000${place.pointer ?? ''}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (severity === 'error') this.errors += 1;
    const count = (this.perCode.get(code) ?? 0) + 1;
    this.perCode.set(code, count);
    if (count > MAX_PER_CODE) return;
    const issue: KnownImportIssue = { severity, code, message: escapeUnstorableText(message) };
    if (file !== undefined) issue.file = file;
    if (place.pointer !== undefined) issue.pointer = place.pointer;
    if (place.line !== undefined) issue.line = place.line;
    if (place.column !== undefined) issue.column = place.column;
    this.list.push(issue);
  }

  /** A finding made elsewhere (a syntax error from the parser). */
  push(issue: KnownImportIssue): void {
    const { severity, code, message, ...place } = issue;
    this.add(severity, code, message, place);
  }

  /** Sets the line and column of each listed finding that has a pointer into a file. */
  locate(
    placeOf: (file: string, pointers: string[]) => ({ line: number; column: number } | null)[],
  ): void {
    const byFile = new Map<string, KnownImportIssue[]>();
    for (const issue of this.list) {
      if (issue.pointer === undefined || issue.file === undefined || issue.line !== undefined)
        continue;
      const group = byFile.get(issue.file) ?? [];
      group.push(issue);
      byFile.set(issue.file, group);
    }
    for (const [file, group] of byFile) {
      const places = placeOf(
        file,
        group.map((issue) => issue.pointer!),
      );
      group.forEach((issue, index) => {
        const place = places[index];
        if (place) {
          issue.line = place.line;
          issue.column = place.column;
        }
      });
    }
  }

  /** The findings, with one line per code that was cut short. */
  toArray(): KnownImportIssue[] {
    const result = [...this.list];
    for (const [code, count] of this.perCode) {
      if (count <= MAX_PER_CODE) continue;
      const first = this.list.find((issue) => issue.code === code);
      result.push({
        severity: first?.severity ?? 'warning',
        code,
        message: `${count - MAX_PER_CODE} more findings like the ones above (${code}) are not listed.`,
      });
    }
    return result;
  }
}
