import { useMutation } from '@tanstack/react-query';
import { stopTestRunRoute, type TestRun } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

/**
 * Asks a run to stop; it ends `stopped` with the steps it finished. The run's events carry the
 * end (with the stored report), so the answer itself is not needed by the view.
 */
export function stopTestRun({
  projectId,
  runId,
}: {
  projectId: string;
  runId: string;
}): Promise<TestRun> {
  return callApi(stopTestRunRoute, { params: { projectId, runId } });
}

export function useStopTestRun() {
  return useMutation({ mutationFn: stopTestRun });
}
