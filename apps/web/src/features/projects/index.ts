// The projects feature's public entry (issue 20): its screens, each its own chunk, and the
// project panels that the personal space and team management show too.
export { FrozenNotice } from './components/frozen-notice';
export { NewProjectDialog } from './components/new-project-dialog';
export { ProjectBrowser } from './components/project-browser';
export { ProjectInfoPanel } from './components/project-info-panel';
export { ProjectMembersPanel } from './components/project-members-panel';
export { ProjectRowActions } from './components/project-row-actions';
export { ProjectStateTags } from './components/project-state-tags';

export const loadProjectListPage = () =>
  import('./project-list-page').then((module) => module.ProjectListPage);
export const loadProjectWorkspacePage = () =>
  import('./project-workspace-page').then((module) => module.ProjectWorkspacePage);
