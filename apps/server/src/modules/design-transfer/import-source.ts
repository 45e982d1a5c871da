import type { FastifyRequest } from 'fastify';
import {
  IMPORT_LIMITS,
  importFormatSchema,
  toStorableText,
  VALIDATION,
  type ImportFormat,
  type ImportIssue,
  type StartImportBody,
} from '@heron/contract';
import type { ImportSource } from '@heron/engine';
import {
  createOutboundClient,
  decodeText,
  OutboundError,
  type AddressCheck,
  type HostResolver,
  type OutboundAddressPolicy,
} from '../../adapters/outbound/index.js';
import { AppError } from '../../http/app-error.js';
import type { UnzipOutcome } from './import-unzip-task.js';
import type { ConvertedMaterial } from './material-import.js';

/**
 * Turns what a person sent into an import source: pasted text, a file (multipart, field `file`),
 * a zip of a multi-file description, or a URL fetched through the outbound client. Everything
 * here answers at once (413, 422, 400); parsing the source is the background job's work.
 */

export const IMPORT_FILE_FIELD = 'file';
/** A Postman environment sent beside its collection; the importer reads its variables. */
export const IMPORT_ENVIRONMENT_FIELD = 'environment';
export const IMPORT_FORMAT_FIELD = 'format';

export interface OutboundOptions {
  policy: OutboundAddressPolicy | AddressCheck;
  /** How names are resolved; the system's resolver when left out. */
  resolve?: HostResolver;
  timeoutMs?: number;
}

export interface ReceivedImport {
  source: ImportSource;
  /** The file name or URL the person gave (empty for pasted text without a name). */
  sourceName: string;
  format: ImportFormat | undefined;
  /** A URL source: relative references are fetched (through the same guard) from here. */
  isRemote: boolean;
  /**
   * AI parsing import: turns the material into the source to parse, in the job's background
   * (a model call takes long); `source` is the material until then.
   */
  convert?: (jobId: string, signal: AbortSignal) => Promise<ConvertedMaterial>;
}

const PASTED_FILE_NAME = 'pasted';

/**
 * The findings of a source that came without a name (pasted text, a nameless upload) point to no
 * file: the engine names every source file, and the stand-in name would mean nothing to the
 * person who pasted the text. Lines, columns and pointers stay.
 */
export function withoutStandInFile(
  issues: readonly ImportIssue[],
  received: ReceivedImport,
): readonly ImportIssue[] {
  if (received.sourceName !== '') return issues;
  return issues.map((issue) => {
    if (issue.file !== PASTED_FILE_NAME) return issue;
    const { file: _file, ...placed } = issue;
    return placed;
  });
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    detail: `An import may be at most ${IMPORT_LIMITS.maxBytes} bytes.`,
  });

const sourceFailed = (detail: string, cause?: unknown) =>
  new AppError('IMPORT_SOURCE_FAILED', { detail, cause });

function isZip(bytes: Uint8Array, fileName: string | undefined): boolean {
  return ZIP_MAGIC.every((byte, i) => bytes[i] === byte) || /\.zip$/i.test(fileName ?? '');
}

/** Pasted text or a URL (the JSON body). */
export async function receiveJsonImport(
  body: StartImportBody,
  outbound: OutboundOptions,
  unzip: Unzipper,
  signal?: AbortSignal,
): Promise<ReceivedImport> {
  if (body.text !== undefined) {
    if (Buffer.byteLength(body.text, 'utf8') > IMPORT_LIMITS.maxBytes) throw tooLarge();
    const name = body.fileName?.trim() || PASTED_FILE_NAME;
    return {
      source: { files: [{ name, text: body.text }] },
      sourceName: body.fileName?.trim() ?? '',
      format: body.format,
      isRemote: false,
    };
  }
  const url = body.url!;
  const answer = await fetchSource(url, outbound, IMPORT_LIMITS.maxBytes, signal);
  if (isZip(answer.body, new URL(answer.url).pathname)) {
    return {
      ...(await unzipped(answer.body, unzip)),
      sourceName: url,
      format: body.format,
      isRemote: false,
    };
  }
  return {
    // Named by the address that answered, so relative references resolve against it.
    source: { files: [{ name: answer.url, text: decodeText(answer.body, answer.contentType) }] },
    sourceName: url,
    format: body.format,
    isRemote: true,
  };
}

/**
 * A file sent as multipart: the field `file` and, optionally, the fields `format` and
 * `environment` (a Postman environment file beside a collection).
 */
export async function receiveMultipartImport(
  request: FastifyRequest,
  unzip: Unzipper,
): Promise<ReceivedImport> {
  let file: { name: string; bytes: Buffer } | undefined;
  let environment: { name: string; bytes: Buffer } | undefined;
  let format: ImportFormat | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 2, parts: 10 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A file's name is the uploader's text, stored with the job: repaired like the
        // document, not refused (a NUL in it was a 500, issue 19).
        const name = toStorableText(part.filename);
        if (part.fieldname === IMPORT_FILE_FIELD) file = { name, bytes };
        if (part.fieldname === IMPORT_ENVIRONMENT_FIELD) {
          environment = { name: name || 'environment.json', bytes };
        }
      } else if (part.fieldname === IMPORT_FORMAT_FIELD) {
        const parsed = importFormatSchema.safeParse(part.value);
        if (!parsed.success) {
          throw new AppError('VALIDATION_FAILED', {
            detail: `body/${IMPORT_FORMAT_FIELD}: not a known import format`,
            errors: [
              {
                in: 'body',
                pointer: `/${IMPORT_FORMAT_FIELD}`,
                message: 'Not a known import format',
              },
            ],
          });
        }
        format = parsed.data;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('BAD_REQUEST', {
      detail: 'The multipart upload could not be read.',
      cause: error,
    });
  }
  if (file === undefined) {
    throw new AppError('VALIDATION_FAILED', {
      detail: `The upload needs one file in the field "${IMPORT_FILE_FIELD}".`,
      errors: [{ in: 'body', pointer: `/${IMPORT_FILE_FIELD}`, message: VALIDATION.required }],
    });
  }
  if (isZip(file.bytes, file.name)) {
    return {
      ...(await unzipped(file.bytes, unzip)),
      sourceName: file.name,
      format,
      isRemote: false,
    };
  }
  const entry = { name: file.name || PASTED_FILE_NAME, text: strictText(file.bytes, file.name) };
  const files = [entry];
  if (environment !== undefined) {
    if (environment.name === entry.name) environment.name = `environment-${environment.name}`;
    files.push({ name: environment.name, text: strictText(environment.bytes, environment.name) });
  }
  return {
    source: { files, entry: entry.name },
    sourceName: file.name,
    format,
    isRemote: false,
  };
}

/** Unpacks a zip (on a worker thread, see import-unzip-task.ts), or answers why it cannot. */
export type Unzipper = (bytes: Uint8Array) => Promise<UnzipOutcome>;

async function unzipped(bytes: Uint8Array, unzip: Unzipper): Promise<{ source: ImportSource }> {
  const outcome = await unzip(bytes);
  if ('problem' in outcome) throw sourceFailed(`The zip could not be read: ${outcome.problem}`);
  return { source: outcome.source };
}

/** UTF-8 text, or 422: a picture or a binary is not a description. */
function strictText(bytes: Uint8Array, name: string): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw sourceFailed(`${name || 'The file'} is not UTF-8 text.`, cause);
  }
  if (text.includes('\u0000')) throw sourceFailed(`${name || 'The file'} is not text.`);
  return text;
}

/** Fetches an import source (or a file it refers to) through the address policy; 2xx only. */
export async function fetchSource(
  url: string,
  outbound: OutboundOptions,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<{ url: string; body: Uint8Array; contentType: string | undefined }> {
  const client = createOutboundClient({
    purpose: 'url-import',
    policy: outbound.policy,
    maxBytes,
    ...(outbound.timeoutMs !== undefined ? { deadlineMs: outbound.timeoutMs } : {}),
    ...(outbound.resolve ? { resolve: outbound.resolve } : {}),
  });
  try {
    const answer = await client.request({ method: 'GET', url, ...(signal ? { signal } : {}) });
    if (answer.status < 200 || answer.status > 299) {
      throw sourceFailed(`${url} answered with HTTP status ${answer.status}.`);
    }
    return { url: answer.url, body: answer.body, contentType: answer.headers['content-type'] };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof OutboundError) {
      throw sourceFailed(`${url} could not be read: ${error.message}.`, error);
    }
    throw error;
  }
}

/**
 * The engine's reader of files that relative `$ref`s name, for a URL source: the same guard,
 * and all files together within the import's size limit.
 */
export function remoteFileReader(
  outbound: OutboundOptions,
  firstFileBytes: number,
  signal: AbortSignal,
): (url: string) => Promise<string> {
  let remaining = IMPORT_LIMITS.maxBytes - firstFileBytes;
  return async (url) => {
    if (remaining <= 0)
      throw new Error(`the files together are larger than ${IMPORT_LIMITS.maxBytes} bytes`);
    try {
      const answer = await fetchSource(url, outbound, remaining, signal);
      remaining -= answer.body.byteLength;
      return decodeText(answer.body, answer.contentType);
    } catch (error) {
      // The engine words the issue; it needs the reason, not our error type.
      if (error instanceof AppError)
        throw new Error(error.detail ?? error.message, { cause: error });
      throw error;
    }
  };
}
