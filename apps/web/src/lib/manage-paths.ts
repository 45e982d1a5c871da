/** The sub-pages of team management (spec §2). */
export const MANAGE_PAGES = ['team-setting', 'project-list', 'project-setting'] as const;
export type ManagePage = (typeof MANAGE_PAGES)[number];

/** The `{projectId}` of a management address when no project is in focus. */
export const ALL_PROJECTS = 'all';

/** `/manage/team/{teamId}/project/{projectId}/{page}`, `projectId` `all` when none is in focus. */
export function managePath(teamId: string, projectId: string, page: ManagePage): string {
  return `/manage/team/${encodeURIComponent(teamId)}/project/${encodeURIComponent(projectId)}/${page}`;
}

/** A team's management home: its settings with no project in focus. */
export function teamSettingPath(teamId: string): string {
  return managePath(teamId, ALL_PROJECTS, 'team-setting');
}

/** Where a plan with more seats or projects is bought, with the team in `?teamId=`. */
export { SUBSCRIPTION_PATH, subscriptionPath } from './paths';

export const TEAM_LIST_PATH = '/team/list';

/** The settings of one project of a team, with that project in focus. */
export function projectSettingPath(teamId: string, projectId: string): string {
  return managePath(teamId, projectId, 'project-setting');
}
