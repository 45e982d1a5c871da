import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

export type AutoRenewChange = 'cancel' | 'resume';

/**
 * Cancels auto-renewal (the plan runs to the end of the period already paid and does not renew:
 * it takes effect from the next month, spec §4) or resumes it.
 */
export function changeAutoRenew(teamId: string, change: AutoRenewChange): Promise<Subscription> {
  return apiRequest<Subscription>(
    `/api/v1/billing/teams/${encodeURIComponent(teamId)}/subscription/${change}`,
    { method: 'POST' },
  );
}

export function useChangeAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, change }: { teamId: string; change: AutoRenewChange }) =>
      changeAutoRenew(teamId, change),
    onSuccess: (subscription) => {
      queryClient.setQueryData(billingKeys.subscription(subscription.teamId), subscription);
    },
  });
}
