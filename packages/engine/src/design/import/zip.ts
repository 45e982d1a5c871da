import type { ImportIssueCode, KnownImportIssue } from '@heron/contract';
import { escapeUnstorableText } from '@heron/contract';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { DEFAULT_LIMITS, type ImportLimits } from '../openapi/limits.js';
import { detectFormat } from './detect.js';
import type { ImportSource, SourceFile } from './types.js';

/**
 * The limits `unzipSources` enforces: the import's own (IMPORT_LIMITS), files and their bytes
 * once decompressed, all together (tests pass smaller ones). What the files hold is then read
 * within the rest of that budget by the importer (import-budget.ts).
 */
export type ZipLimits = Pick<ImportLimits, 'maxFiles' | 'maxBytes'>;

/**
 * Entries of the archive's directory read per file it may hold: folders and macOS metadata are
 * entries too. Past this, the directory is not read further.
 */
const ENTRIES_PER_FILE = 4;

/** Compressed bytes handed to the inflater at a time: one step inflates to at most ~1 MB × 1032. */
const CHUNK = 16 * 1024;
const DOCUMENT_NAME = /\.(json|ya?ml)$/i;

class Stop extends Error {}

/**
 * The files of a zip archive as an import source (a description spread over several files).
 * Directories, `__MACOSX/` and dot-files are skipped. The entry is the shallowest `.json`,
 * `.yaml` or `.yml` file that declares `openapi` or `swagger` (the first by name among equals),
 * else the only file. Zip bombs are refused twice: by the sizes the archive declares, and by
 * counting bytes while inflating in small steps, which stops as soon as the limit is passed.
 * Documents must be UTF-8; other files that are not (images …) are left out.
 */
export function unzipSources(
  bytes: Uint8Array,
  limits: ZipLimits = DEFAULT_LIMITS,
): { source: ImportSource } | { issue: KnownImportIssue } {
  const declared: { name: string; originalSize: number }[] = [];
  const maxEntries = limits.maxFiles * ENTRIES_PER_FILE;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        declared.push({ name: file.name, originalSize: file.originalSize });
        if (declared.length > maxEntries) throw new Stop();
        return false;
      },
    });
  } catch (error) {
    if (error instanceof Stop) {
      return {
        issue: zipIssue(
          'TOO_MANY_FILES',
          `The zip archive holds more than ${maxEntries} entries; at most ${limits.maxFiles} files can be imported.`,
        ),
      };
    }
    return { issue: zipIssue('ZIP_INVALID', 'The file is not a readable zip archive.') };
  }
  const wanted = new Map<string, string>();
  const declaredSizes = new Map<string, number>();
  let declaredBytes = 0;
  for (const entry of declared) {
    const name = cleanName(entry.name);
    if (name === null) continue;
    wanted.set(entry.name, name);
    declaredSizes.set(entry.name, entry.originalSize);
    declaredBytes += entry.originalSize;
  }
  if (wanted.size === 0) return { issue: zipIssue('EMPTY', 'The zip archive holds no files.') };
  if (wanted.size > limits.maxFiles) {
    return {
      issue: zipIssue(
        'TOO_MANY_FILES',
        `The zip archive holds ${wanted.size} files; at most ${limits.maxFiles} can be imported.`,
      ),
    };
  }
  if (declaredBytes > limits.maxBytes) return { issue: tooLarge(limits) };

  const parts = new Map<string, Uint8Array[]>();
  let total = 0;
  let problem: KnownImportIssue | null = null;
  const unzip = new Unzip((file) => {
    if (!wanted.has(file.name) || parts.has(file.name)) return;
    if (file.compression !== 0 && file.compression !== 8) {
      problem = zipIssue(
        'ZIP_INVALID',
        `"${file.name}" uses a compression method that is not supported.`,
      );
      throw new Stop();
    }
    const chunks: Uint8Array[] = [];
    parts.set(file.name, chunks);
    // The declared sizes passed the check above: a file that inflates to more lied about it.
    const declaredSize = declaredSizes.get(file.name) ?? 0;
    let fileBytes = 0;
    file.ondata = (error, chunk) => {
      if (error) {
        // The inflater reports our own stop back as an error: keep the first reason.
        problem ??= zipIssue(
          'ZIP_INVALID',
          `"${file.name}" cannot be decompressed: ${error.message}.`,
        );
        throw new Stop();
      }
      total += chunk.length;
      fileBytes += chunk.length;
      if (fileBytes > declaredSize) {
        problem = zipIssue(
          'ZIP_INVALID',
          `"${file.name}" declares ${declaredSize} bytes but holds more: the archive is damaged or forged.`,
        );
        throw new Stop();
      }
      if (total > limits.maxBytes) {
        problem = tooLarge(limits);
        throw new Stop();
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length; offset += CHUNK) {
      unzip.push(bytes.subarray(offset, offset + CHUNK), offset + CHUNK >= bytes.length);
    }
  } catch (error) {
    if (!(error instanceof Stop)) {
      return { issue: zipIssue('ZIP_INVALID', 'The zip archive is damaged and cannot be read.') };
    }
  }
  if (problem !== null) return { issue: problem };

  const decoder = new TextDecoder('utf-8', { fatal: true });
  const files: SourceFile[] = [];
  for (const [raw, name] of wanted) {
    const chunks = parts.get(raw) ?? [];
    const data = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      data.set(chunk, at);
      at += chunk.length;
    }
    let text: string;
    try {
      text = decoder.decode(data).replace(/^\uFEFF/, '');
    } catch {
      if (DOCUMENT_NAME.test(name) || wanted.size === 1) {
        return { issue: { ...zipIssue('NOT_UTF8', `"${name}" is not UTF-8 text.`), file: name } };
      }
      continue;
    }
    files.push({ name, text });
  }
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  const documents = files.filter((file) => DOCUMENT_NAME.test(file.name) && isOpenApi(file.text));
  const depth = (name: string) => name.split('/').length;
  documents.sort((a, b) => depth(a.name) - depth(b.name));
  const entry = documents[0] ?? (files.length === 1 ? files[0] : undefined);
  if (entry === undefined) {
    return {
      issue: zipIssue(
        'ZIP_NO_ENTRY',
        'No file in the zip archive declares "openapi" or "swagger", and it holds more than one file: there is no document to start from.',
      ),
    };
  }
  return { source: { files, entry: entry.name } };
}

function isOpenApi(text: string): boolean {
  const format = detectFormat(text);
  if (format !== null) return format.startsWith('openapi') || format === 'swagger-2.0';
  // Detection looks at the head only; a key anywhere at the top level of JSON also counts.
  return /"(openapi|swagger)"\s*:\s*"\d/.test(text);
}

/** The name to use, or null for what is skipped (folders, macOS metadata, dot-files, escapes). */
function cleanName(raw: string): string | null {
  const name = raw.replaceAll('\\', '/').replace(/^\.\//, '');
  if (name.endsWith('/') || name === '') return null;
  const parts = name.split('/');
  if (
    parts.some(
      (part) => part === '..' || part.startsWith('.') || part === '__MACOSX' || part === '',
    )
  )
    return null;
  return name;
}

function zipIssue(code: ImportIssueCode, message: string): KnownImportIssue {
  // Entry names are the archive's own bytes: a NUL or a lone surrogate is written as its escape.
  return { severity: 'error', code, message: escapeUnstorableText(message) };
}

function tooLarge(limits: ZipLimits): KnownImportIssue {
  return zipIssue(
    'TOO_LARGE',
    `The files in the zip archive are larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB together once decompressed.`,
  );
}
