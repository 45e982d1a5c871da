import { comingSoonScreen } from '../../components/coming-soon';

/** `/order/points` (spec §2): built in a later release. */
export const PointsPage = comingSoonScreen('points');
