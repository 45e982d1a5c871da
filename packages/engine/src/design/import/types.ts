import type { DesignBundle, ImportFormat, ImportIssue } from '@heron/contract';

/** One file of a source: the entry document, or a file it refers to (zip or URL imports). */
export interface SourceFile {
  /** A path relative to the source's root (`spec/swagger.yaml`), or an absolute URL. */
  name: string;
  text: string;
}

export interface ImportSource {
  files: SourceFile[];
  /** The name of the entry document; the first file when left out. */
  entry?: string;
}

export interface ImportOptions {
  /** Skip detection. */
  format?: ImportFormat;
  /**
   * Reads a file that a relative `$ref` names and `files` lacks (URL imports). Without it, such a
   * reference is an error issue. The server passes its guarded outbound client here.
   */
  fetchText?: (url: string) => Promise<string>;
  /** Checked between steps: an aborted import throws `signal.reason`. */
  signal?: AbortSignal;
  /** Work done of work to do, for the progress bar. */
  onProgress?: (done: number, total: number) => void;
}

export interface ImportResult {
  format: ImportFormat | null;
  /** null when an `error` issue stopped the import. */
  bundle: DesignBundle | null;
  /**
   * Typed as on the wire, so callers may add their own findings; the importers' emitters
   * (ImportContext, IssueList) take only IMPORT_ISSUE_CODES.
   */
  issues: ImportIssue[];
}

export type Importer = (source: ImportSource, options: ImportOptions) => Promise<ImportResult>;
