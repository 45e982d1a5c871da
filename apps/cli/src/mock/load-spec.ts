import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { IMPORT_LIMITS, type DesignBundle, type ImportIssue } from '@heron/contract';
import { detectFormat, importDesign } from '@heron/engine';
import { CliError } from '../cli-error.js';

/**
 * Reads the description `heron mock` serves, from a file or an http(s) URL, and imports it with
 * the engine. The CLI runs on the person's own machine and fetches what they name, so there is no
 * address guard here (the server's guarded client exists to keep users off the server's network;
 * here the user and the network are the same person's). Only the size and the time are bounded.
 */

export interface LoadSpecOptions {
  /** How long a URL (and each file it refers to) may take to arrive. Default 30 s. */
  timeoutMs?: number;
}

export interface LoadedSpec {
  /** The description as a design, ready for `buildMock`. */
  bundle: DesignBundle;
  /** `OpenAPI 3.0.3`, `Swagger 2.0`. */
  formatLabel: string;
  /** The import's findings that did not stop it, one line each. */
  warnings: string[];
  /** How long the engine's import took (reading the file or URL not included). */
  importMs: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const HTTP_URL = /^https?:\/\//i;
const SPEC_FORMATS = new Set(['openapi-3.0', 'openapi-3.1', 'swagger-2.0']);
const OTHER_FORMATS: Record<string, string> = {
  'postman-2.0': 'a Postman collection',
  'postman-2.1': 'a Postman collection',
  har: 'a HAR file',
  curl: 'a curl command',
  heron: 'a Heron project file',
};

/** The description named by `source` as a design; a `CliError` with one line says why not. */
export async function loadSpec(source: string, options: LoadSpecOptions = {}): Promise<LoadedSpec> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const isRemote = HTTP_URL.test(source);
  // A file is named by its file: URL so that relative `$ref`s resolve beside it.
  const entryName = isRemote ? source : pathToFileURL(localPath(source)).href;
  const text = isRemote
    ? await fetchText(source, timeoutMs, IMPORT_LIMITS.maxBytes)
    : await readLocal(source);

  const detected = detectFormat(text);
  if (detected !== null && !SPEC_FORMATS.has(detected)) {
    throw new CliError(
      `${source}: this is ${OTHER_FORMATS[detected] ?? detected}, not an OpenAPI or Swagger description`,
    );
  }
  const started = performance.now();
  const result = await importDesign(
    { files: [{ name: entryName, text }], entry: entryName },
    {
      // An undetected text still goes to the OpenAPI reader, which says what is missing.
      format: detected ?? 'openapi-3.0',
      fetchText: (url) => readReferenced(url, isRemote, timeoutMs),
    },
  );
  const importMs = performance.now() - started;
  const describe = (issue: ImportIssue) => describeIssue(issue, entryName, source);
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  if (result.bundle === null || errors.length > 0) {
    const first = errors[0];
    const rest = errors.length - 1;
    const more = rest > 0 ? ` (and ${rest} more problem${rest === 1 ? '' : 's'})` : '';
    throw new CliError(
      first ? `${describe(first)}${more}` : `${source}: the description could not be read`,
    );
  }
  return {
    bundle: result.bundle,
    formatLabel:
      result.format === 'swagger-2.0' ? 'Swagger 2.0' : `OpenAPI ${result.bundle.meta.openapi}`,
    warnings: result.issues.map(describe),
    importMs,
  };
}

function localPath(source: string): string {
  return source.startsWith('file:') ? fileURLToPath(source) : path.resolve(source);
}

async function readLocal(source: string): Promise<string> {
  const file = localPath(source);
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw new CliError(`${source} is a folder, not a file`);
    if (info.size > IMPORT_LIMITS.maxBytes) {
      throw new CliError(`${source} is larger than ${megabytes(IMPORT_LIMITS.maxBytes)}`);
    }
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${source}: ${fileProblem(error)}`);
  }
}

/** What a relative `$ref` names: a file beside a local description, or a URL. */
async function readReferenced(url: string, isRemote: boolean, timeoutMs: number): Promise<string> {
  if (HTTP_URL.test(url)) return fetchText(url, timeoutMs, IMPORT_LIMITS.maxBytes);
  // A description from the network must not pull this machine's files into the mock.
  if (isRemote || !url.startsWith('file:')) throw new Error('only http(s) references are read');
  try {
    return await readFile(fileURLToPath(url), 'utf8');
  } catch (error) {
    throw new Error(fileProblem(error));
  }
}

function fileProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'a folder, not a file';
  return error instanceof Error ? error.message : String(error);
}

/** The text at a URL, refused past `maxBytes` (read no further) or `timeoutMs`. */
async function fetchText(url: string, timeoutMs: number, maxBytes: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal, headers: { accept: 'application/json, */*' } });
    if (!response.ok) {
      await response.body?.cancel();
      throw new CliError(`${url}: HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new CliError(`${url}: larger than ${megabytes(maxBytes)}`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (response.body) {
      for await (const chunk of response.body) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new CliError(`${url}: larger than ${megabytes(maxBytes)}`);
        chunks.push(chunk);
      }
    }
    return Buffer.concat(chunks, size).toString('utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    if (signal.aborted) throw new CliError(`${url}: no answer within ${timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new CliError(`${url}: could not be fetched (${cause?.code ?? cause?.message ?? error})`);
  }
}

/** `petstore.yaml:12:3: message`: where the person can find it, in the name they gave. */
function describeIssue(issue: ImportIssue, entryName: string, source: string): string {
  const file = issue.file === undefined || issue.file === entryName ? source : issue.file;
  const place = issue.line === undefined ? '' : `:${issue.line}:${issue.column ?? 1}`;
  const pointer = issue.pointer ? ` (at ${issue.pointer})` : '';
  return `${file}${place}: ${issue.message}${issue.line === undefined ? pointer : ''}`;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}
