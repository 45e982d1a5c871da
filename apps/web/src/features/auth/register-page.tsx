import { comingSoonScreen } from '../../components/coming-soon';

/** `/user/register` (spec §2): built in a later release. */
export const RegisterPage = comingSoonScreen('register');
