import { Alert, Flex, Typography } from 'antd';
import type { AnnotationPreview, Language } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useAnnotationPreview } from '../api/preview-annotation';
import type { AnnotateScope } from '../annotate-scope';
import { AI_TEST_IDS } from '../test-ids';
import { AiError } from '../ai-error';
import { CostAlert } from '../cost/cost-alert';
import { CostRows } from '../cost/cost-rows';
import { PreviewWait, StartFooter } from '../cost/preview-parts';
import { CoverageRows } from './coverage-rows';
import { LanguageSelect } from './language-select';
import { startBlockerOf } from './start-blocker';

const SECONDARY = 'secondary';
const WARNING = 'warning';
const INFO = 'info';
const COST_TEST_IDS = {
  cost: AI_TEST_IDS.cost,
  notEnoughPoints: AI_TEST_IDS.notEnoughPoints,
  capReached: AI_TEST_IDS.capReached,
};

export interface PreviewPanelProps {
  projectId: string;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
  scope: AnnotateScope;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onStart: () => void;
  isStarting: boolean;
  /** Why the last start was refused, shown by its code. */
  startError: unknown;
  onClose: () => void;
}

/**
 * Before a run: the language, the coverage of the scope, what is missing and what filling it
 * would cost against the points that may be spent (on the team's own model: that it spends
 * none), and Start; or why it cannot start.
 */
export function PreviewPanel({
  projectId,
  teamId,
  scope,
  language,
  onLanguageChange,
  onStart,
  isStarting,
  startError,
  onClose,
}: PreviewPanelProps) {
  const { t } = useTranslation();
  const preview = useAnnotationPreview(projectId, { itemIds: scope.itemIds, language });
  const blocker = preview.data ? startBlockerOf(preview.data) : null;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
        {t('ai.annotate.intro')}
      </Typography.Paragraph>
      <LanguageSelect value={language} onChange={onLanguageChange} />
      {!preview.isSuccess ? (
        <PreviewWait query={preview} />
      ) : (
        <>
          <CoverageRows coverage={preview.data.coverage} />
          <Cost preview={preview.data} />
          {blocker === 'noModel' && (
            <Alert
              type={WARNING}
              showIcon
              title={t('ai.annotate.noModel.title')}
              description={t('ai.annotate.noModel.description')}
              data-testid={AI_TEST_IDS.noModel}
            />
          )}
          {blocker === 'nothingMissing' && (
            <Alert
              type={INFO}
              showIcon
              title={t('ai.annotate.nothingMissing')}
              data-testid={AI_TEST_IDS.nothingMissing}
            />
          )}
          <CostAlert
            blocker={blocker === 'nothingMissing' ? null : blocker}
            preview={preview.data}
            teamId={teamId}
            testIds={COST_TEST_IDS}
          />
        </>
      )}
      <AiError error={startError} teamId={teamId} />
      <StartFooter
        onClose={onClose}
        onStart={onStart}
        isBlocked={!preview.isSuccess || blocker !== null}
        isStarting={isStarting}
        startLabel={t('ai.annotate.start')}
        startTestId={AI_TEST_IDS.start}
      />
    </Flex>
  );
}

/**
 * What is missing, in how many items, then its cost as every AI action shows it: the estimate
 * beside what may be spent, or on the team's own model the note that it spends none.
 */
function Cost({ preview }: { preview: AnnotationPreview }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const missing = [
    {
      key: 'values',
      label: t('ai.annotate.missingValues'),
      children: number(preview.missing.values),
    },
    { key: 'items', label: t('ai.annotate.missingItems'), children: number(preview.missing.items) },
  ];
  return <CostRows preview={preview} testId={AI_TEST_IDS.cost} leading={missing} />;
}
