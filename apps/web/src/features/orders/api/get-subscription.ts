import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** A team's (or the personal space's) plan, seats, period and recent payments. */
export function getSubscription(teamId: string, signal?: AbortSignal): Promise<Subscription> {
  return apiRequest<Subscription>(
    `/api/v1/billing/teams/${encodeURIComponent(teamId)}/subscription`,
    { signal },
  );
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
