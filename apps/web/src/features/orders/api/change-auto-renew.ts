import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAutoRenewRoute, resumeAutoRenewRoute, type Subscription } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './keys';

export type AutoRenewChange = 'cancel' | 'resume';

/**
 * Cancels auto-renewal (the plan runs to the end of the period already paid and does not renew:
 * it takes effect from the next month, spec §4) or resumes it.
 */
export function changeAutoRenew(teamId: string, change: AutoRenewChange): Promise<Subscription> {
  const route = change === 'cancel' ? cancelAutoRenewRoute : resumeAutoRenewRoute;
  return callApi(route, { params: { teamId } });
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
