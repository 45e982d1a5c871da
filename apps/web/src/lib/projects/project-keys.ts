import type { ProjectListTab } from '@heron/contract';

/**
 * The cache keys of projects. A change to one project refetches every list (it may move between
 * tabs, or to the trash) and its own entries.
 */
export const PROJECTS_KEY = ['projects'] as const;

export interface ProjectListParams {
  tab: ProjectListTab;
  page: number;
  pageSize: number;
  q: string;
  teamId: string | undefined;
}

export const projectKeys = {
  all: PROJECTS_KEY,
  lists: () => [...PROJECTS_KEY, 'list'] as const,
  list: (params: ProjectListParams) => [...PROJECTS_KEY, 'list', params] as const,
  detail: (projectId: string) => [...PROJECTS_KEY, 'detail', projectId] as const,
  members: (projectId: string) => [...PROJECTS_KEY, 'members', projectId] as const,
};
