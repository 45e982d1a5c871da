import { Alert } from 'antd';
import type { AiCostPreview } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../lib/use-number-format';
import { BuyPointsLink } from '../annotate/buy-points-link';
import type { CostBlocker } from './cost-blocker';
import type { CostTestIds } from './cost-test-ids';

const WARNING = 'warning';

export interface CostAlertProps {
  /** What holds Start back; only the points and the monthly limit are said here. */
  blocker: CostBlocker | null;
  preview: AiCostPreview;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
  testIds: CostTestIds;
}

/**
 * Why an AI action's cost stops it: the points fall short (with the way to buy more), or the
 * project's monthly limit would be passed, which only a team admin can change. Nothing for any
 * other blocker: each dialog says in its own words that no model is set up.
 */
export function CostAlert({ blocker, preview, teamId, testIds }: CostAlertProps) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  if (blocker === 'notEnoughPoints') {
    return (
      <Alert
        type={WARNING}
        showIcon
        title={t('ai.annotate.notEnoughPoints.title')}
        description={t('ai.annotate.notEnoughPoints.description', {
          needed: number(preview.estimatedPoints),
          spendable: number(preview.spendablePoints),
        })}
        action={<BuyPointsLink teamId={teamId} />}
        data-testid={testIds.notEnoughPoints}
      />
    );
  }
  if (blocker === 'capReached') {
    return (
      <Alert
        type={WARNING}
        showIcon
        title={t('ai.annotate.capReached.title')}
        description={t('ai.annotate.capReached.description', {
          needed: number(preview.estimatedPoints),
          left: number(preview.monthlyCapLeft ?? 0),
        })}
        data-testid={testIds.capReached}
      />
    );
  }
  return null;
}
