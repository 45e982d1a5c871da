import type { DesignItem, TreeNode } from '@heron/contract';
import { loadPeople, personOf, type Db } from '../access/index.js';
import { readItemData } from './item-data.js';
import type { ItemRow } from './item-rows.js';

/** Item rows as the API answers them. */

export async function toDesignItem(db: Db, teamId: string, row: ItemRow): Promise<DesignItem> {
  const people = await loadPeople(db, teamId, [row.createdBy, row.updatedBy]);
  return {
    id: row.id,
    kind: row.kind,
    section: row.section,
    parentId: row.parentId,
    sort: row.sort,
    name: row.name,
    version: row.version,
    data: readItemData(row.kind, row.data),
    createdAt: row.createdAt.toISOString(),
    createdBy: personOf(people, row.createdBy),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: personOf(people, row.updatedBy),
  } as DesignItem;
}

export function toTreeNode(
  row: Pick<
    ItemRow,
    'id' | 'kind' | 'section' | 'parentId' | 'sort' | 'name' | 'method' | 'path' | 'status'
  >,
): TreeNode {
  return {
    id: row.id,
    kind: row.kind as TreeNode['kind'],
    section: row.section as TreeNode['section'],
    parentId: row.parentId,
    sort: row.sort,
    name: row.name,
    method: row.method as TreeNode['method'],
    path: row.path,
    status: row.status as TreeNode['status'],
  };
}
