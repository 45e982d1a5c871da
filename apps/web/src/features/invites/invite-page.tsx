import { comingSoonScreen } from '../../components/coming-soon';

/** `/user/invite` (spec §2): built in a later release. */
export const InvitePage = comingSoonScreen('invite');
