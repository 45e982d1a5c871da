import { comingSoonScreen } from '../../components/coming-soon';

/** `/order-cancel` (spec §2): built in a later release. */
export const OrderCancelPage = comingSoonScreen('orderCancel');
