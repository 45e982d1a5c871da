/**
 * User documents that leave Heron (a project file, an environment, a test suite) carry a `kind`
 * and a `version`. Reading one runs each `up()` from its version to the latest in turn, so a
 * file written by any earlier Heron opens in this one, and a file from a newer Heron is refused
 * rather than half-read. Server, web and CLI all read documents through this one function.
 */

export interface VersionedDocument {
  kind: string;
  version: number;
}

/** One step: turns a document of version `from` into version `from + 1`. */
export interface DocumentMigration {
  from: number;
  up(document: Record<string, unknown>): Record<string, unknown>;
}

export interface DocumentFormat<Latest extends VersionedDocument> {
  kind: Latest['kind'];
  latestVersion: Latest['version'];
  /** One migration per version below the latest, each from `n` to `n + 1`. */
  migrations: readonly DocumentMigration[];
  /** Checks the migrated document's shape; throws or returns the typed document. */
  parseLatest(document: Record<string, unknown>): Latest;
}

export type DocumentErrorCode =
  'NOT_AN_OBJECT' | 'WRONG_KIND' | 'MISSING_VERSION' | 'NEWER_VERSION' | 'MISSING_MIGRATION';

export class DocumentVersionError extends Error {
  constructor(
    readonly code: DocumentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentVersionError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function migrateDocument<Latest extends VersionedDocument>(
  format: DocumentFormat<Latest>,
  input: unknown,
): Latest {
  if (!isRecord(input)) {
    throw new DocumentVersionError('NOT_AN_OBJECT', 'The document is not a JSON object.');
  }
  if (input.kind !== format.kind) {
    throw new DocumentVersionError(
      'WRONG_KIND',
      `Expected a document of kind "${format.kind}", got ${JSON.stringify(input.kind ?? null)}.`,
    );
  }
  const version = input.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new DocumentVersionError(
      'MISSING_VERSION',
      'The document has no valid "version" (a whole number from 1).',
    );
  }
  if (version > format.latestVersion) {
    throw new DocumentVersionError(
      'NEWER_VERSION',
      `The document is version ${version}, made by a newer Heron; this one reads up to version ${format.latestVersion}.`,
    );
  }
  let document: Record<string, unknown> = input;
  for (let current = version; current < format.latestVersion; current++) {
    const migration = format.migrations.find((m) => m.from === current);
    if (!migration) {
      throw new DocumentVersionError(
        'MISSING_MIGRATION',
        `No migration from version ${current} of "${format.kind}".`,
      );
    }
    // Migrations return new objects; the caller's input is never changed.
    document = { ...migration.up(document), kind: format.kind, version: current + 1 };
  }
  return format.parseLatest(document);
}
