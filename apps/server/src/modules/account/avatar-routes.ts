import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { uploadAvatarRoute, deleteAvatarRoute } from '@heron/contract';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { toCurrentUser } from '../auth/index.js';
import { readImageUpload } from '../files/index.js';
import { deleteAvatar, setAvatar } from './avatar-service.js';
import { serve } from '../../http/serve-route.js';

export interface AvatarRoutesOptions {
  db: Database;
  storage: FileStorage;
  /** Largest avatar file, in bytes (config AVATAR_MAX_BYTES). */
  maxBytes: number;
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
      const bytes = await readImageUpload(request, opts.maxBytes, 'the avatar');
      return { user: toCurrentUser(await setAvatar(opts, user, bytes, opts.maxBytes)) };
    },
  );

  serve(app, deleteAvatarRoute, async (request) => ({
    user: toCurrentUser(await deleteAvatar(opts, await request.requireUser())),
  }));
}
