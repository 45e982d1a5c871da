import { comingSoonScreen } from '../../components/coming-soon';

/** `/user/login-3party` (spec §2): built in a later release. */
export const LoginThirdPartyPage = comingSoonScreen('login3party');
