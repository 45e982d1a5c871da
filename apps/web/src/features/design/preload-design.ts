import type { QueryClient } from '@tanstack/react-query';
import { designItemQuery } from '../../lib/design/get-design-item';
import { designMetaQuery } from '../../lib/design/get-design-meta';
import { designTreeQuery } from '../../lib/design/get-design-tree';
import { ITEM_PARAM } from './shell/item-param';
import { preloadEditor } from './shell/lazy-editors';

/**
 * Starts what the designer of a project will ask for, while the project itself still loads
 * (issue 20): the designer's chunk, the tree, the design settings, the item named in the address
 * and, once that item's kind is known, its editor's chunk. Left to the designer, these came one
 * after another: the project, then the designer's chunk, then the item, then its editor.
 * Failures are left to the designer, which shows them where they belong.
 */
export function preloadDesign(
  queryClient: QueryClient,
  projectId: string,
  address: URLSearchParams,
): void {
  void import('./shell/design-workspace').catch(() => undefined);
  void queryClient.prefetchQuery(designTreeQuery(projectId));
  void queryClient.prefetchQuery(designMetaQuery(projectId));
  const itemId = address.get(ITEM_PARAM);
  if (itemId === null) return;
  queryClient.fetchQuery(designItemQuery(projectId, itemId)).then(
    (item) => preloadEditor(item.kind),
    () => undefined,
  );
}
