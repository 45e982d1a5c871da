import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OUTBOX_QUERY_KEY, type Outbox } from './list-outbox';

/** Empties the outbox (204). */
export function clearOutbox(): Promise<void> {
  return apiRequest<void>('/api/v1/dev/outbox', { method: 'DELETE' });
}

export function useClearOutbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearOutbox,
    onSuccess: () => queryClient.setQueryData<Outbox>(OUTBOX_QUERY_KEY, { items: [] }),
  });
}
