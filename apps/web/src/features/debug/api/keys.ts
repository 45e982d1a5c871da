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
};
