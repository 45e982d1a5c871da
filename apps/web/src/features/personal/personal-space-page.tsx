import { comingSoonScreen } from '../../components/coming-soon';

/** `/personal` (spec §2): built in a later release. */
export const PersonalSpacePage = comingSoonScreen('personal');
