import { Alert, Flex, Typography } from 'antd';
import type { Language } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useTestGenerationPreview } from '../api/preview-test-generation';
import { LanguageSelect } from '../annotate/language-select';
import { AiError } from '../ai-error';
import { costBlockerOf } from '../cost/cost-blocker';
import { CostPreview } from '../cost/cost-preview';
import { PreviewWait, StartFooter } from '../cost/preview-parts';
import { AI_TEST_IDS } from '../test-ids';

const SECONDARY = 'secondary';
const WARNING = 'warning';
const COST_TEST_IDS = {
  cost: AI_TEST_IDS.testsCost,
  notEnoughPoints: AI_TEST_IDS.testsNotEnoughPoints,
  capReached: AI_TEST_IDS.testsCapReached,
};

export interface TestsStartPanelProps {
  /** The project whose team may have brought its own model, which spends no points. */
  projectId: string;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
  /** The endpoint the cases are for, and its name. */
  endpointId: string;
  title: string;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onStart: () => void;
  isStarting: boolean;
  /** Why the last start was refused, shown by its code. */
  startError: unknown;
  onClose: () => void;
}

/**
 * Before a test generation run: the endpoint, the language of the cases' names, what is sent to
 * the model, what the run would cost against the points that may be spent (nothing, on the
 * team's own model), and Start; or why it cannot start: no model set up, too few points, the
 * project's monthly limit.
 */
export function TestsStartPanel({
  projectId,
  teamId,
  endpointId,
  title,
  language,
  onLanguageChange,
  onStart,
  isStarting,
  startError,
  onClose,
}: TestsStartPanelProps) {
  const { t } = useTranslation();
  const preview = useTestGenerationPreview(projectId, { endpointId, language });
  const blocker = preview.data ? costBlockerOf(preview.data) : null;
  const isTeamModel = preview.data?.model === 'team';
  return (
    <Flex vertical gap={16}>
      <Typography.Text strong>{t('ai.tests.endpoint', { name: title })}</Typography.Text>
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
        {t('ai.tests.intro')}
      </Typography.Paragraph>
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
        {isTeamModel ? t('ai.tests.privacyTeam') : t('ai.tests.privacy')}
      </Typography.Paragraph>
      <LanguageSelect value={language} onChange={onLanguageChange} />
      {!preview.isSuccess ? (
        <PreviewWait query={preview} />
      ) : blocker === 'noModel' ? (
        <Alert
          type={WARNING}
          showIcon
          title={t('ai.annotate.noModel.title')}
          description={t('ai.tests.noModel')}
          data-testid={AI_TEST_IDS.testsNoModel}
        />
      ) : (
        <CostPreview preview={preview.data} teamId={teamId} testIds={COST_TEST_IDS} />
      )}
      <AiError error={startError} teamId={teamId} />
      <StartFooter
        onClose={onClose}
        onStart={onStart}
        isBlocked={!preview.isSuccess || blocker !== null}
        isStarting={isStarting}
        startLabel={t('ai.tests.start')}
        startTestId={AI_TEST_IDS.testsStart}
      />
    </Flex>
  );
}
