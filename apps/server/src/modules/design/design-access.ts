import { AppError } from '../../http/app-error.js';
import {
  requireProject,
  type Db,
  type ProjectAccess,
  type WorkspaceContext,
} from '../access/index.js';
import type { User } from '../auth/index.js';
import { isModelNameViolation } from './item-rows.js';

/**
 * The two ways into a project's design: reading needs `project.view`; changing needs
 * `project.edit` (read-only members, locked and frozen projects are refused by the policy) and
 * runs in one transaction, so a refused change writes nothing.
 */

export async function readDesign<T>(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  read: (db: Db, access: ProjectAccess) => Promise<T>,
): Promise<T> {
  const access = await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  return read(ctx.db, access);
}

export async function changeDesign<T>(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  change: (tx: Db, access: ProjectAccess) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const access = await requireProject(ctx, tx, user, projectId, 'project.edit');
      return change(tx, access);
    });
  } catch (error) {
    // Two people naming a model the same at once: the unique index decides, the second is told.
    if (isModelNameViolation(error)) {
      throw new AppError('MODEL_NAME_TAKEN', {
        detail: 'A data model with this name already exists in the project.',
        errors: [{ in: 'body', pointer: '/name', message: 'Taken by another data model' }],
      });
    }
    throw error;
  }
}
