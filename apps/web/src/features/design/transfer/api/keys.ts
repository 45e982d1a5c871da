/**
 * Cache keys of the import and export dialogs. Everything of one project's design lives under
 * `['design', projectId]` (the designer shell keys its queries the same way), so a finished import
 * refreshes the whole designer by invalidating that prefix.
 */
export const designKey = (projectId: string) => ['design', projectId] as const;

export const transferKeys = {
  // Outside the designer's prefix on purpose: refreshing the designer after an import must not
  // ask for the finished job again.
  importJob: (projectId: string, jobId: string) => ['design-import-job', projectId, jobId] as const,
  /** The folders of the APIs section, for the import's target folder. */
  apiFolders: (projectId: string) => [...designKey(projectId), 'transfer', 'api-folders'] as const,
};
