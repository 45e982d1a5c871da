import { Descriptions, Flex, type DescriptionsProps } from 'antd';
import type { AiCostPreview } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../lib/use-number-format';
import { TeamModelNote } from '../team-model/team-model-note';

const SMALL = 'small';
const COLUMNS = 2;

type Rows = NonNullable<DescriptionsProps['items']>;

export interface CostRowsProps {
  preview: AiCostPreview;
  testId: string;
  /** What the dialog shows before the cost, such as what a run would fill. */
  leading?: Rows;
}

/**
 * An AI action's estimated cost beside the points that may be spent and, when the project has a
 * monthly limit, what it leaves. On the team's own model, which spends no points, a note says so
 * instead; with no model, nothing is estimated, so no points are shown.
 */
export function CostRows({ preview, testId, leading = [] }: CostRowsProps) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const points: Rows = [
    {
      key: 'estimated',
      label: t('ai.annotate.estimatedPoints'),
      children: number(preview.estimatedPoints),
    },
    {
      key: 'spendable',
      label: t('ai.annotate.spendablePoints'),
      children: number(preview.spendablePoints),
    },
  ];
  if (preview.monthlyCapLeft !== null) {
    points.push({
      key: 'capLeft',
      label: t('ai.annotate.capLeft'),
      children: number(preview.monthlyCapLeft),
    });
  }
  const rows = preview.model === 'instance' ? [...leading, ...points] : leading;
  return (
    <Flex vertical gap={8} data-testid={testId}>
      {rows.length > 0 && <Descriptions size={SMALL} column={COLUMNS} items={rows} />}
      {preview.model === 'team' && <TeamModelNote />}
    </Flex>
  );
}
