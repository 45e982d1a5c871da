/**
 * The cache keys of the AI features (issue 24): the instance's model status, then AI annotation
 * by project. A run's proposals are kept beside the run, not under it, so refreshing them after
 * a decision leaves a read of the run that is waiting on the server alone.
 */
const AI_KEY = ['ai'] as const;

/** What a preview is asked for: the items (none: the whole project) and the language. */
export interface PreviewParams {
  itemIds: readonly string[] | undefined;
  language: string;
}

export const aiKeys = {
  // Beside the projects' keys: a project id is a UUID, never `model`.
  modelStatus: () => [...AI_KEY, 'model'] as const,
  previews: (projectId: string) => [...AI_KEY, projectId, 'preview'] as const,
  preview: (projectId: string, params: PreviewParams) =>
    [...AI_KEY, projectId, 'preview', params] as const,
  runs: (projectId: string) => [...AI_KEY, projectId, 'runs'] as const,
  /** AI test generation's runs of one endpoint: under the runs, so a change to a run refreshes them. */
  testRuns: (projectId: string, endpointId: string) =>
    [...AI_KEY, projectId, 'runs', 'tests', endpointId] as const,
  run: (projectId: string, runId: string) => [...AI_KEY, projectId, 'run', runId] as const,
  proposals: (projectId: string, runId: string) =>
    [...AI_KEY, projectId, 'proposals', runId] as const,
  proposalPage: (projectId: string, runId: string, page: number) =>
    [...AI_KEY, projectId, 'proposals', runId, page] as const,
  cap: (projectId: string) => [...AI_KEY, projectId, 'cap'] as const,
};
