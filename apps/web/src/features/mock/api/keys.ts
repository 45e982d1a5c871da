/**
 * The cache keys of a project's mock (issue 7). Everything of one project sits under
 * `mockKeys.project(projectId)`, so leaving a project can drop all of it at once.
 */
export const MOCK_KEY = ['mock'] as const;

export const mockKeys = {
  all: MOCK_KEY,
  project: (projectId: string) => [...MOCK_KEY, projectId] as const,
  settings: (projectId: string) => [...MOCK_KEY, projectId, 'settings'] as const,
  /** The live log as gathered by polling (oldest first, with the last `seq` seen). */
  log: (projectId: string) => [...MOCK_KEY, projectId, 'log'] as const,
  endpoint: (projectId: string, endpointId: string) =>
    [...MOCK_KEY, projectId, 'endpoint', endpointId] as const,
};
