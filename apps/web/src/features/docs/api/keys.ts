/**
 * The cache keys of a project's published documentation (issue 23). Everything of one project
 * sits under `docsKeys.project(projectId)`, so a publish can refresh what it changed at once.
 */
export const DOCS_KEY = ['docs'] as const;

export const docsKeys = {
  all: DOCS_KEY,
  project: (projectId: string) => [...DOCS_KEY, projectId] as const,
  site: (projectId: string) => [...DOCS_KEY, projectId, 'site'] as const,
  versions: (projectId: string) => [...DOCS_KEY, projectId, 'versions'] as const,
  /** What publishing now would change: the live design against the newest version. */
  pendingChanges: (projectId: string) => [...DOCS_KEY, projectId, 'changelog', 'live'] as const,
  shares: (projectId: string) => [...DOCS_KEY, projectId, 'shares'] as const,
};
