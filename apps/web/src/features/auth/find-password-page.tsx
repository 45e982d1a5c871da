import { comingSoonScreen } from '../../components/coming-soon';

/** `/user/find` (spec §2): built in a later release. */
export const FindPasswordPage = comingSoonScreen('findPassword');
