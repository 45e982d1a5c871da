import { useQuery } from '@tanstack/react-query';
import { getAiModelStatusRoute, type AiModelStatus } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { aiKeys } from './keys';

/** Whether a language model is set up on this server; asks nothing of the model. */
export function getAiModelStatus(signal?: AbortSignal): Promise<AiModelStatus> {
  return callApi(getAiModelStatusRoute, {}, { signal });
}

/**
 * The model status, for an AI action that explains itself before anything is typed when no
 * model is set up. It changes only when the operator restarts the server, so it is kept for the
 * session like any query.
 */
export function useAiModelStatus() {
  return useQuery({
    queryKey: aiKeys.modelStatus(),
    queryFn: ({ signal }) => getAiModelStatus(signal),
  });
}
