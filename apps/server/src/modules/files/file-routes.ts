import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getFileRoute } from '@heron/contract';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../http/app-error.js';
import { serve } from '../../http/serve-route.js';

// A key names one content for good (a new upload gets a new random key), so caches may keep it.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Served files are pictures, never documents: nothing in one may run, even opened directly.
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Stored files (avatars) at `/api/v1/files/<folder>/<name>`. Names are long random keys made by
 * the server, so the address is the permission: no sign-in is needed to show someone's avatar.
 * Anything that is not a stored key is 404, whatever it tries (`..`, encoded slashes).
 */
export async function fileRoutes(app: FastifyInstance, opts: { storage: FileStorage }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  serve(api, getFileRoute, async (request, reply) => {
    const { folder, name } = request.params;
    const file = await opts.storage.get(`${folder}/${name}`);
    if (!file) throw new AppError('NOT_FOUND');
    // The typed reply expects the documented string; the body is the file's bytes.
    return (reply as FastifyReply)
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_CSP)
      .header('cache-control', IMMUTABLE)
      .send(file.body);
  });
}
