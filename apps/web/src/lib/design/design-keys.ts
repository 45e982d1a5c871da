/**
 * The cache keys of a project's design. Everything of one project sits under
 * `designKeys.project(projectId)`, so an import or a restore can refetch all of it at once.
 */
export const DESIGN_KEY = ['design'] as const;

export interface DesignTrashParams {
  page: number;
  pageSize: number;
  q: string;
}

export const designKeys = {
  all: DESIGN_KEY,
  project: (projectId: string) => [...DESIGN_KEY, projectId] as const,
  tree: (projectId: string) => [...DESIGN_KEY, projectId, 'tree'] as const,
  items: (projectId: string) => [...DESIGN_KEY, projectId, 'item'] as const,
  item: (projectId: string, itemId: string) => [...DESIGN_KEY, projectId, 'item', itemId] as const,
  /** The current item fetched for an edit conflict: never served from the cache. */
  conflict: (projectId: string, itemId: string) =>
    [...DESIGN_KEY, projectId, 'conflict', itemId] as const,
  revisions: (projectId: string, itemId: string) =>
    [...DESIGN_KEY, projectId, 'revisions', itemId] as const,
  revision: (projectId: string, itemId: string, version: number) =>
    [...DESIGN_KEY, projectId, 'revisions', itemId, version] as const,
  trash: (projectId: string) => [...DESIGN_KEY, projectId, 'trash'] as const,
  trashPage: (projectId: string, params: DesignTrashParams) =>
    [...DESIGN_KEY, projectId, 'trash', params] as const,
  meta: (projectId: string) => [...DESIGN_KEY, projectId, 'meta'] as const,
};
