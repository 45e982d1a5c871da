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
  /** A scenario's runs, newest first. */
  runs: (projectId: string, scenarioId: string) =>
    [...TEST_KEY, projectId, 'runs', scenarioId] as const,
  /** A scenario's performance runs, newest first. */
  loadRuns: (projectId: string, scenarioId: string) =>
    [...TEST_KEY, projectId, 'load-runs', scenarioId] as const,
  run: (projectId: string, runId: string) => [...TEST_KEY, projectId, 'run', runId] as const,
  /** A scenario's schedules. */
  schedules: (projectId: string, scenarioId: string) =>
    [...TEST_KEY, projectId, 'schedules', scenarioId] as const,
};
