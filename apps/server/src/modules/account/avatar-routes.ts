import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  AVATAR_FILE_FIELD,
  VALIDATION,
  uploadAvatarRoute,
  deleteAvatarRoute,
} from '@heron/contract';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { toCurrentUser } from '../auth/index.js';
import { deleteAvatar, setAvatar } from './avatar-service.js';
import { serve } from '../../http/serve-route.js';

// Room for the multipart framing around the file (boundaries, part headers).
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export interface AvatarRoutesOptions {
  db: Database;
  storage: FileStorage;
  /** Largest avatar file, in bytes (config AVATAR_MAX_BYTES). */
  maxBytes: number;
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as { code?: string }).code ?? '');
}

/**
 * Reads the one file of a multipart upload into memory, refusing early what is plainly too
 * large (by Content-Length) and, while reading, anything past the limit.
 */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      detail: 'Send the avatar as multipart/form-data.',
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

/** The avatar: upload a picture (multipart, field `file`) or remove it. */
export async function avatarRoutes(app: FastifyInstance, opts: AvatarRoutesOptions) {
  // Multipart is accepted by these routes only (this plugin's scope).
  await app.register(multipart, {
    limits: { fileSize: opts.maxBytes, files: 1, parts: 10 },
  });

  serve(
    app,
    uploadAvatarRoute,
    { validatorCompiler: () => (data) => ({ value: data }) },
    async (request) => {
      const user = await request.requireUser();
      const bytes = await readUpload(request, opts.maxBytes);
      return { user: toCurrentUser(await setAvatar(opts, user, bytes, opts.maxBytes)) };
    },
  );

  serve(app, deleteAvatarRoute, async (request) => ({
    user: toCurrentUser(await deleteAvatar(opts, await request.requireUser())),
  }));
}
