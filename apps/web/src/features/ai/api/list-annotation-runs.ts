import { useQuery } from '@tanstack/react-query';
import { listAnnotationRunsRoute, type AiRun } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { aiKeys } from './keys';

/** The project's runs, newest first (the last 20). */
export function listAnnotationRuns(projectId: string, signal?: AbortSignal): Promise<AiRun[]> {
  return callApi(listAnnotationRunsRoute, { params: { projectId } }, { signal }).then(
    (list) => list.items,
  );
}

/** Read afresh at each opening of the dialog: a run may have ended or been reviewed since. */
export function useAnnotationRuns(projectId: string) {
  return useQuery({
    queryKey: aiKeys.runs(projectId),
    queryFn: ({ signal }) => listAnnotationRuns(projectId, signal),
    staleTime: 0,
  });
}
