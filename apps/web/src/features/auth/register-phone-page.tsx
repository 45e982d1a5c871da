import { comingSoonScreen } from '../../components/coming-soon';

/** `/user/register-phone` (spec §2): built in a later release. */
export const RegisterPhonePage = comingSoonScreen('registerPhone');
