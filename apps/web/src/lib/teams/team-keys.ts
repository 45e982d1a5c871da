/**
 * The cache keys of teams. Everything under `TEAMS_KEY` is refetched when a team changes; the
 * personal space is a team too, so it lives under the same root.
 */
export const TEAMS_KEY = ['teams'] as const;

export const teamKeys = {
  all: TEAMS_KEY,
  list: () => [...TEAMS_KEY, 'list'] as const,
  detail: (teamId: string) => [...TEAMS_KEY, 'detail', teamId] as const,
  members: (teamId: string) => [...TEAMS_KEY, 'members', teamId] as const,
  memberPage: (teamId: string, query: { page: number; pageSize: number; q: string }) =>
    [...TEAMS_KEY, 'members', teamId, query] as const,
  personalSpace: () => [...TEAMS_KEY, 'personal-space'] as const,
};
