import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Answers smaller than this are sent as they are: the headers would cost more than was saved. */
const MIN_BYTES = 1024;

/**
 * Brotli or gzip, whichever the client prefers, for the API's answers and the web app's files
 * (issue 20: a large project's tree arrived as 5 MB, the login page's scripts as 2 MB). zlib
 * works on libuv's thread pool, so compressing never holds the thread that answers HTTP.
 * Brotli's quality 5 keeps most of its gain over gzip at a fraction of quality 11's time. The
 * mock gateway writes its answers to the socket itself and is never compressed here: a mock
 * answers byte for byte what its design says.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
