import { Alert, Flex } from 'antd';
import { startAiImportBody, type AiCostPreview, type Language } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import {
  costBlockerOf,
  CostPreview,
  TeamModelNote,
  useAiImportPreview,
  type CostBlocker,
} from '../../../ai';
import { DESIGN_TEST_IDS } from '../../shell/test-ids';

const INFO = 'info';
const SPACED = { marginBottom: 16 };
const COST_TEST_IDS = {
  cost: DESIGN_TEST_IDS.importAiCost,
  notEnoughPoints: DESIGN_TEST_IDS.importAiNotEnoughPoints,
  capReached: DESIGN_TEST_IDS.importAiCapReached,
};

/** What Start would send, as the contract parses it; null while the material is empty or too long. */
function bodyOf(material: string, language: Language) {
  const parsed = startAiImportBody.safeParse({ text: material, language });
  return parsed.success ? parsed.data : null;
}

/**
 * What reading the material would cost, asked once typing pauses, and what it holds back. Only
 * asked when it may cost points: not on the team's own model, nor when no model is set up.
 */
export function useAiImportCost(
  projectId: string,
  material: string,
  language: Language,
  isWanted: boolean,
): { preview: AiCostPreview | undefined; blocker: CostBlocker | null } {
  const preview = useAiImportPreview(projectId, isWanted ? bodyOf(material, language) : null);
  return { preview, blocker: preview ? costBlockerOf(preview) : null };
}

export interface AiImportCostProps {
  isTeamModel: boolean;
  /** The cost of the material typed; none until it is typed and asked. */
  preview: AiCostPreview | undefined;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
}

/**
 * Beside Start: on the team's own model, that no points are spent; else that the material goes to
 * the model and costs points, then, once typed, its estimate against the points that may be
 * spent, and why it cannot start when they or the project's monthly limit fall short.
 */
export function AiImportCost({ isTeamModel, preview, teamId }: AiImportCostProps) {
  const { t } = useTranslation();
  if (isTeamModel) return <TeamModelNote style={SPACED} />;
  return (
    <Flex vertical gap={16} style={SPACED}>
      <Alert type={INFO} showIcon title={t('design.transfer.import.ai.cost')} />
      {preview && <CostPreview preview={preview} teamId={teamId} testIds={COST_TEST_IDS} />}
    </Flex>
  );
}
