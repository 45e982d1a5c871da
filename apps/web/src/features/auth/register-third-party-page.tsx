import { comingSoonScreen } from '../../components/coming-soon';

/** `/user/register-3party` (spec §2): built in a later release. */
export const RegisterThirdPartyPage = comingSoonScreen('register3party');
