import { comingSoonScreen } from '../../components/coming-soon';

/** `/manage/team/:teamId/project/:projectId/team-setting` (spec §2): built in a later release. */
export const TeamSettingPage = comingSoonScreen('teamSetting');
