import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { sendProblem } from './error-handler.js';

const DEFAULT_LANGUAGE_META = /<meta name="heron-default-language" content="[^"]*"\s*\/?>/;

/** Paths that belong to the server, never to the single-page app. */
function isServerPath(url: string) {
  return url === '/api' || url.startsWith('/api/') || url === '/mock' || url.startsWith('/mock/');
}

/**
 * A request for a file (it has an extension, or sits under /assets) that does not exist must get
 * a 404, not the app's HTML: a browser asking for a missing script chunk has to see it fail.
 */
function isFileRequest(url: string) {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (with the instance's
 * default language written into it) for every client-side route.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const indexPath = path.join(config.webDistDir, 'index.html');
  const indexHtml = fs.existsSync(indexPath)
    ? fs
        .readFileSync(indexPath, 'utf8')
        .replace(
          DEFAULT_LANGUAGE_META,
          `<meta name="heron-default-language" content="${config.defaultLanguage ?? ''}" />`,
        )
    : undefined;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      // Our own cache headers below; the plugin's would overwrite them.
      cacheControl: false,
      wildcard: true,
      // The build writes `<file>.br` and `<file>.gz` beside each file (apps/web/vite.config.ts):
      // sent as they are to a browser that takes them, compressed once at the strongest setting
      // instead of on every request. A file without them is compressed on the fly (compression.ts).
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(
          path.join(config.webDistDir, 'assets') + path.sep,
        );
        res.setHeader(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same address answers brotli, gzip or plain bytes: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webDistDir: config.webDistDir }, 'web app not built: only the API is served');
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  // The root is a client route too; the static plugin would treat it as a folder listing.
  if (indexHtml) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  // Unknown addresses are rate limited like the API, so scanning for routes is not free.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(url) &&
      !isFileRequest(url);
    if (isPage && indexHtml) return sendIndex(reply);
    if (request.url.split('?')[0] === '/index.html' && indexHtml) return sendIndex(reply);
    return sendProblem(reply, request, 'NOT_FOUND', {
      detail: isPage
        ? 'The web app is not built; run `npm run build` first.'
        : `No route answers ${request.method} ${url.split('?')[0]}.`,
    });
  });
}
