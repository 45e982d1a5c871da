import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pointsPath } from '../../../lib/paths';
import { AI_TEST_IDS } from '../test-ids';

/** The way to buy points when a run needs more than may be spent (spec §8). */
export function BuyPointsLink({ teamId }: { teamId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Link to={pointsPath(teamId)} data-testid={AI_TEST_IDS.buyPoints}>
      {t('ai.annotate.buyPoints')}
    </Link>
  );
}
