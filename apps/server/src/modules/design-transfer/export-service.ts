import type { ExportQuery } from '@heron/contract';
import { exportDesign, type ExportedFile } from '@heron/engine';
import { requireProject, type WorkspaceContext } from '../access/access-service.js';
import type { User } from '../auth/session-service.js';
import { loadProjectBundle } from './project-bundle.js';

/**
 * Exports a project's design, or one folder of it, in one of the export formats. Reading the
 * design is enough (`project.view`): read-only members, and locked or frozen projects, export.
 */
export async function exportProjectDesign(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  query: ExportQuery,
): Promise<ExportedFile> {
  const access = await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  const { bundle, folderName } = await loadProjectBundle(ctx.db, projectId, {
    folderId: query.folderId,
  });
  return exportDesign(bundle, {
    format: query.format,
    syntax: query.syntax,
    baseName: folderName ?? (bundle.meta.info.title || access.project.name),
  });
}

/**
 * `Content-Disposition` for a download: a plain ASCII `filename` every client reads, and the
 * exact name in `filename*` (RFC 5987 / 6266) when it is not ASCII.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  const fallback = ascii.startsWith('.') || ascii === '' ? `heron-export${ascii}` : ascii;
  if (fallback === fileName) return `attachment; filename="${fallback}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
