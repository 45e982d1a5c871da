import { comingSoonScreen } from '../../components/coming-soon';

/** `/order-success` (spec §2): built in a later release. */
export const OrderSuccessPage = comingSoonScreen('orderSuccess');
