// Team management's public entry (issue 20): its three screens, each its own chunk.
export const loadTeamSettingPage = () =>
  import('./team-setting-page').then((module) => module.TeamSettingPage);
export const loadManageProjectListPage = () =>
  import('./manage-project-list-page').then((module) => module.ManageProjectListPage);
export const loadProjectSettingPage = () =>
  import('./project-setting-page').then((module) => module.ProjectSettingPage);
