import { comingSoonScreen } from '../../components/coming-soon';

/** `/user/login` (spec §2): built in a later release. */
export const LoginPage = comingSoonScreen('login');
