import { comingSoonScreen } from '../../components/coming-soon';

/** `/order/subscription` (spec §2): built in a later release. */
export const SubscriptionPage = comingSoonScreen('subscription');
