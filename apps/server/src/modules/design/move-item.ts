import { eq } from 'drizzle-orm';
import type { DesignItem, MoveItemBody } from '@heron/contract';
import { designItems } from '../../db/schema/design.js';
import { lockProjectMoves, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { changeDesign } from './design-access.js';
import { checkNotInside, checkParentFolder, liveChildren, requireLiveItem } from './item-rows.js';
import { toDesignItem } from './item-view.js';
import { saveItem } from './save-item.js';
import { placeAt } from './sort-order.js';

/**
 * Drag and drop: an item (a folder with everything in it) into a folder of its own section, or
 * to the section's root, at a position among its new siblings. Moving to another folder is a
 * revision (action `move`, changed `parentId`); reordering within the same folder changes only
 * the drawing order and writes no revision, so dragging around does not bury the history (or
 * make an open editor's save conflict).
 */
export async function moveItem(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  itemId: string,
  input: MoveItemBody,
): Promise<DesignItem> {
  return changeDesign(ctx, user, projectId, async (tx, access) => {
    // Moves of one project take turns: two moves checked at the same time could each put one
    // folder inside the other (a cycle no check alone can see).
    await lockProjectMoves(tx, projectId);
    const row = await requireLiveItem(tx, projectId, itemId, 'update');
    await checkParentFolder(tx, projectId, row.section, input.parentId);
    await checkNotInside(tx, projectId, row.id, input.parentId);
    const children = await liveChildren(tx, projectId, row.section, input.parentId);
    const siblings = children.filter((child) => child.id !== row.id);
    const position = Math.min(input.position, siblings.length);
    const isSameParent = input.parentId === row.parentId;
    if (isSameParent && children.findIndex((child) => child.id === row.id) === position) {
      return toDesignItem(tx, access.team.id, row);
    }
    const placement = placeAt(
      siblings.map((sibling) => sibling.sort),
      position,
    );
    if (placement.siblings) {
      const renumbered = placement.siblings;
      for (const [i, sibling] of siblings.entries()) {
        if (renumbered[i] !== sibling.sort) {
          await tx
            .update(designItems)
            .set({ sort: renumbered[i]! })
            .where(eq(designItems.id, sibling.id));
        }
      }
    }
    const saved = await saveItem(
      tx,
      row,
      { parentId: input.parentId, sort: placement.sort },
      { action: 'move', authorId: user.id },
    );
    return toDesignItem(tx, access.team.id, saved);
  });
}
