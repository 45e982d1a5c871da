/**
 * Cache keys of the import and export dialogs. Everything of one project's design lives under
 * `designKeys.project(projectId)` (lib/design/design-keys.ts), so a finished import refreshes the
 * whole designer by invalidating that prefix; the import job is kept outside it.
 */
export const transferKeys = {
  // Outside the designer's prefix on purpose: refreshing the designer after an import must not
  // ask for the finished job again.
  importJob: (projectId: string, jobId: string) => ['design-import-job', projectId, jobId] as const,
};
