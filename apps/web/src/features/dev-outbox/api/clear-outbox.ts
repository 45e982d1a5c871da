import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearDevOutboxRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { OUTBOX_QUERY_KEY, type Outbox } from './list-outbox';

/** Empties the outbox (204). */
export function clearOutbox(): Promise<void> {
  return callApi(clearDevOutboxRoute);
}

export function useClearOutbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearOutbox,
    onSuccess: () => queryClient.setQueryData<Outbox>(OUTBOX_QUERY_KEY, { items: [] }),
  });
}
