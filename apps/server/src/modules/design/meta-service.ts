import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { designMetaSchema, type DesignMeta, type designMetaResponseSchema } from '@heron/contract';
import { emptyDesignMeta } from '@heron/engine/model';
import { designMeta } from '../../db/schema/design.js';
import { AppError } from '../../http/app-error.js';
import type { WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { isUniqueViolation } from '../auth/index.js';
import { changeDesign, readDesign } from './design-access.js';
import { checkDataDepth } from './item-data.js';
import { jsonEqual } from '../../lib/json-values.js';
import { checkSchemeRenames, rewriteSchemeRefs, type SchemeRename } from './scheme-rename.js';

/**
 * The project's design settings (servers, security schemes, tags, other components …): one
 * document a project, saved whole with the same version check as items. A project that never
 * saved them has version 0 and the empty settings. A save may rename security schemes; endpoints
 * that name them follow (scheme-rename.ts).
 */

type DesignMetaState = z.output<typeof designMetaResponseSchema>;

const conflict = (detail: string) => new AppError('EDIT_CONFLICT', { detail });

export async function getDesignMeta(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<DesignMetaState> {
  return readDesign(ctx, user, projectId, async (db) => {
    const [row] = await db.select().from(designMeta).where(eq(designMeta.projectId, projectId));
    if (!row) return { version: 0, meta: emptyDesignMeta() };
    return { version: row.version, meta: designMetaSchema.parse(JSON.parse(row.data)) };
  });
}

/** Saves the settings over `baseVersion`; unchanged settings write nothing. */
export async function updateDesignMeta(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  input: { baseVersion: number; meta: DesignMeta; renamedSchemes?: readonly SchemeRename[] },
): Promise<DesignMetaState> {
  try {
    return await changeDesign(ctx, user, projectId, async (tx) => {
      checkDataDepth(input.meta, '/meta');
      const [row] = await tx
        .select()
        .from(designMeta)
        .where(eq(designMeta.projectId, projectId))
        .for('update');
      const version = row?.version ?? 0;
      if (version !== input.baseVersion) {
        throw conflict(
          `The settings are at version ${version}; this save started from ${input.baseVersion}.`,
        );
      }
      const before = row ? designMetaSchema.parse(JSON.parse(row.data)) : null;
      const renames = checkSchemeRenames(input.renamedSchemes ?? [], before, input.meta);
      if (before && jsonEqual(before, input.meta)) return { version, meta: input.meta };
      const values = {
        data: JSON.stringify(input.meta),
        version: version + 1,
        updatedBy: user.id,
        updatedAt: new Date(),
      };
      if (row) {
        await tx.update(designMeta).set(values).where(eq(designMeta.projectId, projectId));
      } else {
        await tx.insert(designMeta).values({ projectId, ...values });
      }
      await rewriteSchemeRefs(tx, projectId, renames, {
        action: 'update',
        authorId: user.id,
        at: values.updatedAt,
      });
      return { version: version + 1, meta: input.meta };
    });
  } catch (error) {
    // Two first saves at once: both saw no row; the primary key lets one in.
    if (isUniqueViolation(error)) throw conflict('Someone saved the settings first.');
    throw error;
  }
}
