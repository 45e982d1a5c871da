/**
 * The cache keys of the AI features (issue 24): the model status, a team's own model, then AI
 * annotation by project. A run's proposals are kept beside the run, not under it, so refreshing
 * them after a decision leaves a read of the run that is waiting on the server alone.
 */
const AI_KEY = ['ai'] as const;

/** What a preview is asked for: the items (none: the whole project) and the language. */
export interface PreviewParams {
  itemIds: readonly string[] | undefined;
  language: string;
}

/** What a test generation preview is asked for: the endpoint and the language of the cases. */
export interface TestsPreviewParams {
  endpointId: string;
  language: string;
}

/** What an AI import preview is asked for: the material, as sent (trimmed), and the language. */
export interface ImportPreviewParams {
  text: string;
  language: string;
}

export const aiKeys = {
  // Beside the projects' keys: a project id is a UUID, never `model` or `team`.
  /** Every model status, whatever the project: a team's model changing changes them. */
  modelStatuses: () => [...AI_KEY, 'model'] as const,
  /** The model a project's AI uses (its team's own, or the instance's); none: the instance's. */
  modelStatus: (projectId?: string) => [...AI_KEY, 'model', projectId ?? null] as const,
  teamModel: (teamId: string) => [...AI_KEY, 'team', teamId, 'model'] as const,
  previews: (projectId: string) => [...AI_KEY, projectId, 'preview'] as const,
  preview: (projectId: string, params: PreviewParams) =>
    [...AI_KEY, projectId, 'preview', params] as const,
  // The other AI actions' previews sit under the same `preview`, so whatever refreshes the
  // project's previews (a run spending points, a new monthly limit) refreshes them too.
  testsPreview: (projectId: string, params: TestsPreviewParams) =>
    [...AI_KEY, projectId, 'preview', 'tests', params] as const,
  importPreview: (projectId: string, params: ImportPreviewParams) =>
    [...AI_KEY, projectId, 'preview', 'import', params] as const,
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

/**
 * A preview of any project's AI action (annotation, test generation, AI import): what it costs
 * depends on its team's model.
 */
export function isPreviewKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === AI_KEY[0] && queryKey[2] === 'preview';
}
