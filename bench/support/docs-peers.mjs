// The documentation renderers `docs-render.mjs` compares Heron's published site with (Redoc,
// Scalar, Swagger UI), each as its standalone browser bundle from bench/.peers, served with the
// description from a static server on loopback: nothing is fetched from a CDN. A page per tool,
// `/<tool>.html?case=<id>`, loads the description from `/spec/<id>.<json|yaml>`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { peerFile } from './bench-peers.mjs';

/** Exact versions, inside the pins of ../shared/STACK.md (redoc ~2.5, scalar ~1.40, swagger-ui ^5). */
export const DOCS_PEERS = {
  redoc: '2.5.4',
  '@scalar/api-reference': '1.40.9',
  'swagger-ui-dist': '5.35.0',
};

/** Where each tool's files are, and the one bundle that says it is installed. */
const ASSET_DIRS = {
  redoc: { dir: peerFile('redoc', 'bundles'), bundle: 'redoc.standalone.js' },
  scalar: {
    dir: peerFile('@scalar/api-reference', 'dist', 'browser'),
    bundle: 'standalone.js',
  },
  'swagger-ui': { dir: peerFile('swagger-ui-dist'), bundle: 'swagger-ui-bundle.js' },
};

export const bundleOf = (tool) => path.join(ASSET_DIRS[tool].dir, ASSET_DIRS[tool].bundle);

const page = (title, head, body) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${title}</title>${head}</head><body style="margin:0">${body}</body></html>\n`;

/** Each tool's page, as its documentation says to embed it (options: none that change speed). */
const PAGES = {
  redoc: (specUrl) =>
    page(
      'Redoc',
      '',
      `<redoc spec-url="${specUrl}"></redoc><script src="/peers/redoc/redoc.standalone.js"></script>`,
    ),
  // Default fonts come from fonts.scalar.com: off, as a site served offline would set it.
  scalar: (specUrl) =>
    page(
      'Scalar',
      '',
      `<div id="app"></div><script src="/peers/scalar/standalone.js"></script>` +
        `<script>Scalar.createApiReference('#app', ${JSON.stringify({
          url: specUrl,
          withDefaultFonts: false,
        })})</script>`,
    ),
  // Tags collapsed (docExpansion 'none', as the issue measured it), deep links on, no validator
  // badge (it calls validator.swagger.io).
  'swagger-ui': (specUrl) =>
    page(
      'Swagger UI',
      '<link rel="stylesheet" href="/peers/swagger-ui/swagger-ui.css">',
      `<div id="swagger-ui"></div><script src="/peers/swagger-ui/swagger-ui-bundle.js"></script>` +
        `<script>window.ui = SwaggerUIBundle(${JSON.stringify({
          url: specUrl,
          dom_id: '#swagger-ui',
          deepLinking: true,
          docExpansion: 'none',
          validatorUrl: null,
        })})</script>`,
    ),
};

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.yaml': 'application/yaml',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
  '.png': 'image/png',
};

/**
 * Starts the static server on 127.0.0.1 (a free port). `specs` maps a case id to its file; files
 * are sent as they are (no compression: on loopback that only costs the peers CPU time).
 * Answers `{ origin, close }`.
 */
export async function startDocsPeerServer(specs) {
  const send = (response, status, type, body) => {
    response.writeHead(status, {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    response.end(body);
  };
  const sendFile = (response, file) => {
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) return send(response, 404, 'text/plain', 'not found');
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': stat.size,
        'cache-control': 'no-store',
      });
      fs.createReadStream(file).pipe(response);
    });
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const pageMatch = /^\/([a-z-]+)\.html$/.exec(url.pathname);
    if (pageMatch && PAGES[pageMatch[1]]) {
      const id = url.searchParams.get('case') ?? '';
      if (!specs[id]) return send(response, 404, 'text/plain', 'no such case');
      const specUrl = `/spec/${id}${path.extname(specs[id])}`;
      return send(response, 200, TYPES['.html'], PAGES[pageMatch[1]](specUrl));
    }
    const specMatch = /^\/spec\/([a-z0-9-]+)\.(json|yaml)$/.exec(url.pathname);
    if (specMatch && specs[specMatch[1]]) return sendFile(response, specs[specMatch[1]]);
    const assetMatch = /^\/peers\/([a-z-]+)\/([A-Za-z0-9._-]+)$/.exec(url.pathname);
    if (assetMatch && ASSET_DIRS[assetMatch[1]]) {
      // One folder deep, by base name only: nothing outside the tool's folder is served.
      return sendFile(response, path.join(ASSET_DIRS[assetMatch[1]].dir, assetMatch[2]));
    }
    return send(response, 404, 'text/plain', 'not found');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
