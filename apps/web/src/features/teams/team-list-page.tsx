import { comingSoonScreen } from '../../components/coming-soon';

/** `/team/list` (spec §2): built in a later release. */
export const TeamListPage = comingSoonScreen('teamList');
