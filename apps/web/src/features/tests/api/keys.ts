/**
 * The cache keys of a project's automated tests (issue 22). Everything of one project sits under
 * `testKeys.project(projectId)`, so leaving a project can drop all of it at once.
 */
export const TEST_KEY = ['tests'] as const;

export const testKeys = {
  all: TEST_KEY,
  project: (projectId: string) => [...TEST_KEY, projectId] as const,
  scenarios: (projectId: string) => [...TEST_KEY, projectId, 'scenarios'] as const,
  scenario: (projectId: string, scenarioId: string) =>
    [...TEST_KEY, projectId, 'scenario', scenarioId] as const,
};
