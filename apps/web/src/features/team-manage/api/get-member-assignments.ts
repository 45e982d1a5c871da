import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getMemberAssignmentsRoute, type memberAssignmentsResponse } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { memberAssignmentsKey } from './keys';

export type MemberAssignments = z.output<typeof memberAssignmentsResponse>;

/** The project-assignment view: every project of the team and the member's place in it. */
export function getMemberAssignments(
  teamId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<MemberAssignments> {
  return callApi(getMemberAssignmentsRoute, { params: { teamId, userId } }, { signal });
}

export function memberAssignmentsQuery(teamId: string, userId: string) {
  return queryOptions({
    queryKey: memberAssignmentsKey(teamId, userId),
    queryFn: ({ signal }) => getMemberAssignments(teamId, userId, signal),
  });
}

export function useMemberAssignments(teamId: string, userId: string | undefined) {
  return useQuery({ ...memberAssignmentsQuery(teamId, userId ?? ''), enabled: Boolean(userId) });
}
