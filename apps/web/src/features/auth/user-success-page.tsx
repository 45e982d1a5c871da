import { comingSoonScreen } from '../../components/coming-soon';

/** `/user/success` (spec §2): built in a later release. */
export const UserSuccessPage = comingSoonScreen('userSuccess');
