import { comingSoonScreen } from '../../components/coming-soon';

/** `/project/list` (spec §2): built in a later release. It is home, so no "Back to home". */
export const ProjectListPage = comingSoonScreen('projectList', { showHomeButton: false });
