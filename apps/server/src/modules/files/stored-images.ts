import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AVATAR_FILE_FIELD, detectImageType, FILES_PATH, VALIDATION } from '@heron/contract';
import {
  isStorageKey,
  STORED_EXTENSIONS,
  type FileStorage,
} from '../../adapters/storage/file-storage.js';
import { AppError } from '../../http/app-error.js';

/**
 * Pictures people upload (avatars, doc site logos): read from a multipart upload, judged by
 * their content, stored under a fresh random key, served at `fileUrl(key)` for good.
 */

// Room for the multipart framing around the file (boundaries, part headers).
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The address a stored file is served at. */
export function fileUrl(key: string): string {
  return `${FILES_PATH}/${key}`;
}

/** The storage key behind one of our file addresses; undefined for any other URL (a provider's). */
export function keyOfFileUrl(url: string | null): string | undefined {
  const prefix = `${FILES_PATH}/`;
  if (!url?.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  return isStorageKey(key) ? key : undefined;
}

/**
 * Removes the stored file behind `url`, if it is one of ours. A change stands even when its old
 * file cannot be removed: an orphaned file is harmless, a failed request after the change
 * already happened would not be.
 */
export async function removeStoredFile(storage: FileStorage, url: string | null): Promise<void> {
  const key = keyOfFileUrl(url);
  if (key) await storage.delete(key).catch(() => undefined);
}

/**
 * Stores a picture (PNG, JPEG, GIF or WebP, decided by its content) in `folder` under a fresh
 * random name, so a stored file never changes and can be cached for good. Answers its key.
 */
export async function storeImage(
  storage: FileStorage,
  folder: string,
  bytes: Buffer,
  maxBytes: number,
): Promise<string> {
  if (bytes.length > maxBytes) throw new AppError('IMAGE_TOO_LARGE');
  const contentType = detectImageType(bytes);
  if (!contentType) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  const key = `${folder}/${randomBytes(16).toString('base64url')}.${STORED_EXTENSIONS[contentType]}`;
  await storage.put(key, bytes, contentType);
  return key;
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as { code?: string }).code ?? '');
}

/**
 * Reads the one file of a multipart upload (field `file`) into memory, refusing early what is
 * plainly too large (by Content-Length) and, while reading, anything past the limit. `what`
 * names the picture in the error ("the avatar", "the logo").
 */
export async function readImageUpload(
  request: FastifyRequest,
  maxBytes: number,
  what: string,
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      detail: `Send ${what} as multipart/form-data.`,
    });
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('IMAGE_TOO_LARGE');
  }
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, parts: 10 } });
    if (!part || part.fieldname !== AVATAR_FILE_FIELD) {
      throw new AppError('VALIDATION_FAILED', {
        detail: `The upload needs one file in the field "${AVATAR_FILE_FIELD}".`,
        errors: [{ in: 'body', pointer: `/${AVATAR_FILE_FIELD}`, message: VALIDATION.required }],
      });
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('IMAGE_TOO_LARGE');
    // Anything else is a malformed upload (no boundary, cut short, too many parts).
    throw new AppError('BAD_REQUEST', {
      detail: 'The multipart upload could not be read.',
      cause: error,
    });
  }
}
