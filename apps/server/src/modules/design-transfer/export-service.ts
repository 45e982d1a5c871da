import type { ExportQuery } from '@heron/contract';
import type { ExportedFile } from '@heron/engine';
import { AppError } from '../../http/app-error.js';
import { WorkerMemoryError, WorkerTimeoutError, type WorkerPool } from '../../workers/index.js';
import { requireProject, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { ExportInput } from './export-task.js';
import { findFolderRow, readProjectDesign } from '../design/index.js';

const EXPORT_TASK = new URL('./export-task.js', import.meta.url).href;

export interface ExportDeps {
  ctx: WorkspaceContext;
  /** The export is made on its `imports` lane, in turn with the person's other work. */
  workers: WorkerPool;
  /** Wall-clock limit of one export (IMPORT_TIMEOUT_MS); then its thread is killed. */
  timeoutMs: number;
}

/**
 * Exports a project's design, or one folder of it, in one of the export formats. Reading the
 * design is enough (`project.view`): read-only members, and locked or frozen projects, export.
 * The rows are read here; the bundle and the file are made on a worker thread (issue 19). A full
 * queue throws WorkerBusyError (503 or 429); an export stopped for time or memory answers
 * SERVICE_UNAVAILABLE saying so.
 */
export async function exportProjectDesign(
  deps: ExportDeps,
  user: User,
  projectId: string,
  query: ExportQuery,
): Promise<ExportedFile> {
  const { ctx } = deps;
  const access = await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  deps.workers.checkRoom('imports', user.id);
  const design = await readProjectDesign(ctx.db, projectId);
  if (query.folderId !== undefined && !findFolderRow(design, query.folderId)) {
    throw new AppError('NOT_FOUND', { detail: 'No folder of the project has this id.' });
  }
  const input: ExportInput = {
    design,
    ...(query.folderId === undefined ? {} : { folderId: query.folderId }),
    format: query.format,
    syntax: query.syntax,
    fallbackName: access.project.name,
  };
  try {
    return await deps.workers.run<ExportedFile>(
      'imports',
      { module: EXPORT_TASK, payload: input },
      { owner: user.id, timeoutMs: deps.timeoutMs },
    );
  } catch (error) {
    if (error instanceof WorkerTimeoutError) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `Exporting this design took longer than the server allows (${Math.round(error.timeoutMs / 1000)} s), so it was stopped.`,
      });
    }
    if (error instanceof WorkerMemoryError) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `Exporting this design needed more memory than the server allows (${error.memoryMb} MB), so it was stopped.`,
      });
    }
    throw error;
  }
}

// Moved to http/ (issue 22): test reports and suite files download the same way.
export { attachmentDisposition } from '../../http/attachment-disposition.js';
