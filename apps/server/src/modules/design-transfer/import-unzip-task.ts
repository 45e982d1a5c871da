import { unzipSources, type ImportSource } from '@heron/engine';
import type { TaskHandler } from '../../workers/index.js';

/** An uploaded zip's files, or why it cannot be read. */
export type UnzipOutcome = { source: ImportSource } | { problem: string };

/**
 * Unpacks an uploaded zip on a worker thread of the `imports` lane: how long inflating takes is
 * the archive's doing (up to the import's byte limit of text, however small the zip).
 */
const unzipTask: TaskHandler<Uint8Array, UnzipOutcome> = (bytes) => {
  try {
    const result = unzipSources(bytes);
    return 'issue' in result ? { problem: result.issue.message } : { source: result.source };
  } catch (error) {
    // A hostile archive must not become a 500, whatever the reader throws.
    return { problem: error instanceof Error ? error.message : String(error) };
  }
};

export default unzipTask;
