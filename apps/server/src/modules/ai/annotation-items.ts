import type { EndpointData, ModelData } from '@heron/contract';
import type { AnnotatableItem } from '@heron/engine';
import type { Db } from '../access/index.js';
import { loadItemContent, loadLiveNodes, readItemData } from '../design/index.js';

/**
 * The endpoints and data models an annotation covers (issue 24): the items named, a folder
 * standing for everything inside it, or the whole project when none is named; in tree order.
 */

/** The ids of the live endpoints and models in scope, in the order the tree draws them. */
export async function annotationItemIds(
  db: Db,
  projectId: string,
  itemIds: readonly string[] | undefined,
): Promise<string[]> {
  const nodes = await loadLiveNodes(db, projectId);
  const children = new Map<string | null, typeof nodes>();
  for (const node of nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  const named = itemIds === undefined ? null : new Set(itemIds);
  const ids: string[] = [];
  const visit = (parentId: string | null, inScope: boolean) => {
    for (const node of children.get(parentId) ?? []) {
      const here = inScope || named === null || named.has(node.id);
      if (here && (node.kind === 'endpoint' || node.kind === 'model')) ids.push(node.id);
      if (node.kind === 'folder') visit(node.id, here);
    }
  };
  visit(null, false);
  return ids;
}

/** These items' content, for the slots; ids no longer live are left out. */
export async function loadAnnotatable(
  db: Db,
  projectId: string,
  ids: readonly string[],
): Promise<AnnotatableItem[]> {
  const content = await loadItemContent(db, projectId, ids);
  const items: AnnotatableItem[] = [];
  for (const id of ids) {
    const row = content.get(id);
    if (!row || (row.kind !== 'endpoint' && row.kind !== 'model')) continue;
    items.push({
      id,
      kind: row.kind,
      name: row.name,
      data: readItemData(row.kind, row.data) as EndpointData | ModelData,
    });
  }
  return items;
}
