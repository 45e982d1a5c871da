import { comingSoonScreen } from '../../components/coming-soon';

/** `/manage/team/:teamId/project/:projectId/project-list` (spec §2): built in a later release. */
export const ManageProjectListPage = comingSoonScreen('manageProjectList');
