import { Flex } from 'antd';
import type { AiCostPreview } from '@heron/contract';
import { CostAlert } from './cost-alert';
import { costBlockerOf } from './cost-blocker';
import { CostRows } from './cost-rows';
import type { CostTestIds } from './cost-test-ids';

export interface CostPreviewProps {
  preview: AiCostPreview;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
  testIds: CostTestIds;
}

/**
 * The cost preview every AI action shows before it starts (test generation, AI import): the
 * estimate against what may be spent, and why it cannot start when the points or the monthly
 * limit fall short; on the team's own model, only the note that no points are spent.
 */
export function CostPreview({ preview, teamId, testIds }: CostPreviewProps) {
  // With no model nothing is estimated; the dialog says how to set one up.
  if (preview.model === null) return null;
  return (
    <Flex vertical gap={16}>
      <CostRows preview={preview} testId={testIds.cost} />
      <CostAlert
        blocker={costBlockerOf(preview)}
        preview={preview}
        teamId={teamId}
        testIds={testIds}
      />
    </Flex>
  );
}
