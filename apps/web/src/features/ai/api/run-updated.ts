import type { QueryClient } from '@tanstack/react-query';
import type { AiRun } from '@heron/contract';
import { aiKeys } from './keys';

/**
 * A run came back from a start, stop, resume or decision: it is the newest state. A read still
 * held by the server is dropped first, so its late answer cannot bring back the state before.
 * The list of runs and the previews (what is still missing) are asked for again.
 */
export async function runUpdated(queryClient: QueryClient, run: AiRun): Promise<void> {
  const key = aiKeys.run(run.projectId, run.id);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData(key, run);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: aiKeys.runs(run.projectId) }),
    queryClient.invalidateQueries({ queryKey: aiKeys.previews(run.projectId) }),
  ]);
}
