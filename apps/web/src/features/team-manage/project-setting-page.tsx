import { comingSoonScreen } from '../../components/coming-soon';

/** `/manage/team/:teamId/project/:projectId/project-setting` (spec §2): built in a later release. */
export const ProjectSettingPage = comingSoonScreen('projectSetting');
