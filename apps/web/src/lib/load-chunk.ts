import { CHUNK_LOAD_TIMEOUT_MS } from '@heron/contract';

/**
 * Why a chunk did not load (spec §8): `missing` when the file could not be fetched (deleted by a
 * new deployment, network down, request blocked), `timeout` when it took longer than
 * CHUNK_LOAD_TIMEOUT_MS, `error` when it arrived but failed while running.
 */
export type ChunkLoadErrorType = 'missing' | 'timeout' | 'error';

export const CHUNK_LOAD_ERROR_TYPES: readonly ChunkLoadErrorType[] = [
  'missing',
  'timeout',
  'error',
];

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    /** The chunk's name, as in its file name (`team-list-page`). */
    readonly chunkId: string,
    readonly type: ChunkLoadErrorType,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunkId} failed`, options);
  }
}

export function isChunkLoadError(value: unknown): value is ChunkLoadError {
  return value instanceof ChunkLoadError;
}

// What each browser says when the module file itself could not be fetched (Chromium, Firefox,
// Safari), and Vite's preload helper when a chunk's CSS or dependency could not be fetched.
const MISSING_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload/i,
  /failed to load module script/i,
  /networkerror/i,
];

function classify(error: unknown): ChunkLoadErrorType {
  const message = error instanceof Error ? error.message : String(error);
  return MISSING_PATTERNS.some((pattern) => pattern.test(message)) ? 'missing' : 'error';
}

/**
 * Runs a dynamic import, turning any failure into a ChunkLoadError, and gives up after
 * `timeoutMs` (spec §2, §9: a load that takes over 120 s counts as failed).
 */
export function loadChunk<T>(
  chunkId: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, 'timeout')), timeoutMs);
    let imported: Promise<T>;
    try {
      imported = importer();
    } catch (error) {
      imported = Promise.reject(error);
    }
    imported.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, classify(error), { cause: error }));
      },
    );
  });
}
