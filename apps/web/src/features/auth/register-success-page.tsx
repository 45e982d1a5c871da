import { comingSoonScreen } from '../../components/coming-soon';

/** `/user/register-success` (spec §2): built in a later release. */
export const RegisterSuccessPage = comingSoonScreen('registerSuccess');
