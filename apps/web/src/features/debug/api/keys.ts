/**
 * The cache keys of a project's debugger. Everything of one project sits under
 * `debugKeys.project(projectId)`, so leaving a project or an import can refetch all of it at once.
 */
export const DEBUG_KEY = ['debug'] as const;

export const debugKeys = {
  all: DEBUG_KEY,
  project: (projectId: string) => [...DEBUG_KEY, projectId] as const,
  environments: (projectId: string) => [...DEBUG_KEY, projectId, 'environments'] as const,
  projectVariables: (projectId: string) => [...DEBUG_KEY, projectId, 'variables'] as const,
  /** Every history list of the person in the project: a send invalidates all of them. */
  history: (projectId: string) => [...DEBUG_KEY, projectId, 'history'] as const,
  /** One history list: of one endpoint, or (null) of the whole project. */
  historyList: (projectId: string, endpointId: string | null) =>
    [...DEBUG_KEY, projectId, 'history', endpointId ?? 'all'] as const,
  /** The request as code, for one request, its variables and whether secrets are shown. */
  code: (projectId: string, body: unknown) => [...DEBUG_KEY, projectId, 'code', body] as const,
  /** The cases of one endpoint. */
  endpointCases: (projectId: string, endpointId: string) =>
    [...DEBUG_KEY, projectId, 'endpoint-cases', endpointId] as const,
};
