import { comingSoonScreen } from '../../components/coming-soon';

/** `/user/reset-password` (spec §2): built in a later release. */
export const ResetPasswordPage = comingSoonScreen('resetPassword');
