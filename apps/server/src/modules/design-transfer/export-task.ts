import type { ExportFormat, ExportSyntax } from '@heron/contract';
import { exportDesign, type ExportedFile } from '@heron/engine';
import type { TaskHandler } from '../../workers/index.js';
// The worker-safe entry: index.js would load the design module's database and route code.
import { buildProjectBundle, type ProjectDesign } from '../design/worker-entry.js';

/** What an export needs, read on the thread that answers HTTP. */
export interface ExportInput {
  design: ProjectDesign;
  /** Only this folder, which the caller has found among the rows. */
  folderId?: string;
  format: ExportFormat;
  syntax: ExportSyntax;
  /** The file's name when the design has no title (the project's name). */
  fallbackName: string;
}

/**
 * An export on a worker thread of the `imports` lane (issue 19): parsing every item's data, the
 * conversion and the writing of JSON or YAML cost as much as the design is large.
 */
const exportTask: TaskHandler<ExportInput, ExportedFile> = (input) => {
  const { bundle, folderName } = buildProjectBundle(input.design, { folderId: input.folderId });
  return exportDesign(bundle, {
    format: input.format,
    syntax: input.syntax,
    baseName: folderName ?? (bundle.meta.info.title || input.fallbackName),
  });
};

export default exportTask;
