import { readProjectDesign } from '../design/index.js';
import type { BuildRow } from './build-store.js';
import { runDocsTask, type DocsWork } from './builds.js';
import type { ReaderScope } from './reader-scope.js';
import { SmallCache } from './small-cache.js';
import { versionSnapshot } from './version-service.js';
import { AppError } from '../../http/app-error.js';

interface ExportedText {
  text: string;
  fileName: string;
  contentType: string;
}

// A 13 MB description a few times over at most.
const exports = new SmallCache<Promise<ExportedText>>(4);

/**
 * The OpenAPI document of what a reader sees (issue 23): a version as published, the live
 * design, or a share link's part of it, written on a worker thread once per build and format.
 */
export function exportForReader(
  work: DocsWork,
  owner: string,
  scope: ReaderScope,
  build: BuildRow,
  version: number | null,
  format: 'openapi-3.1' | 'openapi-3.0',
): Promise<ExportedText> {
  const key = `${build.id}:${format}`;
  const cached = exports.get(key);
  if (cached) return cached;
  const made = (async () => {
    const { db } = work.ctx;
    const design =
      version === null
        ? await readProjectDesign(db, scope.projectId)
        : await versionSnapshot(db, scope.projectId, version);
    if (!design) throw new AppError('NOT_FOUND', { detail: 'No such version.' });
    const itemIds = scope.share && scope.share.itemIds.length > 0 ? scope.share.itemIds : null;
    const file = await runDocsTask(work, `reader:${owner}`, {
      kind: 'export',
      design,
      itemIds,
      format,
      fallbackName: scope.look.title,
    });
    return { text: file.text, fileName: file.fileName, contentType: file.contentType };
  })();
  exports.set(key, made);
  // A failure is not kept: the next reader tries again.
  made.catch(() => exports.delete(key));
  return made;
}
