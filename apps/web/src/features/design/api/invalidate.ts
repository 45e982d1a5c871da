import type { QueryClient } from '@tanstack/react-query';
import type { DesignItem } from '@heron/contract';
import { designKeys } from '../../../lib/design/design-keys';

/**
 * After an item was written: keep its new state, and refetch what shows it elsewhere: the tree
 * (name, method, path, place) and its history.
 */
export async function itemSaved(queryClient: QueryClient, projectId: string, item: DesignItem) {
  queryClient.setQueryData(designKeys.item(projectId, item.id), item);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: designKeys.tree(projectId) }),
    queryClient.invalidateQueries({ queryKey: designKeys.revisions(projectId, item.id) }),
  ]);
}

/** After the tree changed shape (created, moved, deleted, restored): refetch it and the trash. */
export async function treeChanged(queryClient: QueryClient, projectId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: designKeys.tree(projectId) }),
    queryClient.invalidateQueries({ queryKey: designKeys.trash(projectId) }),
  ]);
}

/**
 * After a change that may touch any item of the design (an import, a data model renamed, whose
 * references the server rewrites): refetch everything of the project's design.
 */
export async function designChanged(queryClient: QueryClient, projectId: string) {
  await queryClient.invalidateQueries({ queryKey: designKeys.project(projectId) });
}
