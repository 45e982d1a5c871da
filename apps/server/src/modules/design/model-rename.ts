import { and, eq, like, ne } from 'drizzle-orm';
import { designMetaSchema } from '@heron/contract';
import { modelRef } from '@heron/engine/model';
import { designItems, designMeta } from '../../db/schema/design.js';
import type { Db } from '../access/index.js';
import { readItemData } from './item-data.js';
import { containsPattern, lockItemsMentioning } from './items-mentioning.js';
import { renameModelRefs } from './model-refs.js';
import { saveItem, type RevisionAuthor } from './save-item.js';

/**
 * After a data model is renamed from `from` to `to`, every live item of the project that refers
 * to it is rewritten to the new name, each as a revision of its own (action `update`, the data
 * fields that changed), and so are the project's design settings (other components may refer to
 * models). Runs in the rename's transaction: the rename and its rewrites land together or not at
 * all. Items in the trash keep the old name (they are restored as they were deleted).
 */
export async function rewriteModelRefs(
  tx: Db,
  projectId: string,
  from: string,
  to: string,
  options: RevisionAuthor & { exceptId: string },
): Promise<void> {
  // The reference as it appears in stored JSON text.
  const mention = JSON.stringify(modelRef(from)).slice(1, -1);
  const candidates = await lockItemsMentioning(
    tx,
    projectId,
    [mention],
    ne(designItems.id, options.exceptId),
  );
  for (const row of candidates) {
    const renamed = renameModelRefs(readItemData(row.kind, row.data), from, to);
    if (renamed.isChanged) await saveItem(tx, row, { data: renamed.value }, options);
  }

  const [meta] = await tx
    .select()
    .from(designMeta)
    .where(
      and(eq(designMeta.projectId, projectId), like(designMeta.data, containsPattern(mention))),
    )
    .for('update');
  if (!meta) return;
  const renamed = renameModelRefs(designMetaSchema.parse(JSON.parse(meta.data)), from, to);
  if (!renamed.isChanged) return;
  await tx
    .update(designMeta)
    .set({
      data: JSON.stringify(renamed.value),
      version: meta.version + 1,
      updatedBy: options.authorId,
      updatedAt: options.at ?? new Date(),
    })
    .where(eq(designMeta.projectId, projectId));
}
