import type { DesignBundle } from '@heron/contract';
import { designBundleSchema } from '@heron/contract';
import { z } from 'zod';
import type { DocumentFormat } from '../../documents/versioned-document.js';
import { DocumentVersionError, migrateDocument } from '../../documents/versioned-document.js';
import { ImportContext, guardedImporter } from '../import/import-context.js';
import { escapePointer } from '../import/parse-text.js';
import type { Importer } from '../import/types.js';
import { checkBundleIntegrity } from './bundle-integrity.js';

/**
 * Heron's own project file: a whole design, lossless, in a versioned envelope. Reading one runs
 * the migrations of `documents/versioned-document.ts`, so a file from any earlier Heron opens and
 * a file from a newer one is refused with a message instead of being half-read.
 */
export const HERON_PROJECT_KIND = 'heron-project';
export const HERON_PROJECT_VERSION = 1;

export interface HeronProjectFile {
  kind: typeof HERON_PROJECT_KIND;
  version: typeof HERON_PROJECT_VERSION;
  /** When the file was written (ISO 8601, UTC). */
  exportedAt?: string;
  /** What wrote it: `heron`. */
  generator?: string;
  bundle: DesignBundle;
}

const heronProjectFileSchema = z.object({
  kind: z.literal(HERON_PROJECT_KIND),
  version: z.literal(HERON_PROJECT_VERSION),
  exportedAt: z.string().optional(),
  generator: z.string().optional(),
  bundle: designBundleSchema,
});

export const heronProjectFormat: DocumentFormat<HeronProjectFile> = {
  kind: HERON_PROJECT_KIND,
  latestVersion: HERON_PROJECT_VERSION,
  // Version 1 is the first; each later version adds its `{ from, up }` step here.
  migrations: [],
  parseLatest: (document) => heronProjectFileSchema.parse(document) as HeronProjectFile,
};

export function exportHeronFile(bundle: DesignBundle): HeronProjectFile {
  return {
    kind: HERON_PROJECT_KIND,
    version: HERON_PROJECT_VERSION,
    exportedAt: new Date().toISOString(),
    generator: 'heron',
    bundle,
  };
}

/** The most problems of a file listed one by one; a badly broken file gets a summary line. */
const MAX_SHAPE_ISSUES = 50;

export const importHeronFile: Importer = guardedImporter('heron', async (source, options) => {
  const context = new ImportContext('heron', options);
  const entry = source.files.find((f) => f.name === source.entry) ?? source.files[0];
  if (entry === undefined) {
    context.error('EMPTY', 'There is nothing to import.');
    return context.finish(null);
  }
  context.file = entry;
  if (!context.checkSize([entry])) return context.finish(null);
  if (entry.text.trim() === '') {
    context.error('EMPTY', 'The file is empty.');
    return context.finish(null);
  }
  const value = context.parseFile(entry);
  if (value === null) return context.finish(null);
  context.checkAborted();

  let file: HeronProjectFile;
  try {
    file = migrateDocument(heronProjectFormat, value);
  } catch (error) {
    if (error instanceof DocumentVersionError) {
      context.error(
        error.code,
        error.message,
        error.code === 'NOT_AN_OBJECT'
          ? { pointer: '' }
          : {
              pointer: error.code === 'WRONG_KIND' ? '/kind' : '/version',
            },
      );
    } else if (error instanceof z.ZodError) {
      reportShapeIssues(context, error);
    } else {
      context.error('INVALID_FILE', `The project file cannot be read: ${String(error)}.`);
    }
    return context.finish(null);
  }
  context.progress(1, 2);
  for (const problem of checkBundleIntegrity(file.bundle)) {
    context.error(problem.code, problem.message, { pointer: `/bundle${problem.pointer}` });
  }
  context.progress(2, 2);
  return context.finish(context.hasError ? null : file.bundle);
});

function reportShapeIssues(context: ImportContext, error: z.ZodError): void {
  const issues = error.issues;
  for (const issue of issues.slice(0, MAX_SHAPE_ISSUES)) {
    const pointer = issue.path.map((segment) => `/${escapePointer(String(segment))}`).join('');
    context.error(
      'INVALID_SHAPE',
      `${describePlace(issue.path)}: ${readableMessage(issue.message)}.`,
      {
        pointer,
      },
    );
  }
  if (issues.length > MAX_SHAPE_ISSUES) {
    context.error(
      'INVALID_SHAPE',
      `${issues.length - MAX_SHAPE_ISSUES} more problems are not listed.`,
    );
  }
}

function describePlace(path: ReadonlyArray<PropertyKey>): string {
  return path.length === 0 ? 'The file' : `"${path.map(String).join('.')}"`;
}

/** The contract's message keys (meant for the web's translations) as English sentences. */
const CONTRACT_MESSAGES: Record<string, string> = {
  'validation.pathSlash': 'a path must start with "/"',
  'validation.responseStatus':
    'a response status is a code such as 200, a range such as 4XX, or "default"',
  'validation.itemNameLength': 'the name is too long',
};

function readableMessage(message: string): string {
  return (CONTRACT_MESSAGES[message] ?? message).replace(/\.$/, '');
}
