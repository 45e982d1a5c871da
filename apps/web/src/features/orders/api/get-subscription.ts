import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSubscriptionRoute, type Subscription } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './keys';

/** A team's (or the personal space's) plan, seats, period and recent payments. */
export function getSubscription(teamId: string, signal?: AbortSignal): Promise<Subscription> {
  return callApi(getSubscriptionRoute, { params: { teamId } }, { signal });
}

export function subscriptionQuery(teamId: string) {
  return queryOptions({
    queryKey: billingKeys.subscription(teamId),
    queryFn: ({ signal }) => getSubscription(teamId, signal),
  });
}

/** 403 PERMISSION_DENIED for a team the caller is not in. */
export function useSubscription(teamId: string | undefined) {
  return useQuery({ ...subscriptionQuery(teamId ?? ''), enabled: Boolean(teamId) });
}
