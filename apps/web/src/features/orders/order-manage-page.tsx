import { comingSoonScreen } from '../../components/coming-soon';

/** `/order/order-manage` (spec §2): built in a later release. */
export const OrderManagePage = comingSoonScreen('orderManage');
