import { Alert, Button, Descriptions, Flex, Spin, Typography } from 'antd';
import type { AnnotationPreview, Language } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useAnnotationPreview } from '../api/preview-annotation';
import type { AnnotateScope } from '../annotate-scope';
import { AI_TEST_IDS } from '../test-ids';
import { AiError } from '../ai-error';
import { BuyPointsLink } from './buy-points-link';
import { CoverageRows } from './coverage-rows';
import { LanguageSelect } from './language-select';
import { startBlockerOf } from './start-blocker';

const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const INFO = 'info';
const CENTER = 'center';
const END = 'end';
const SMALL = 'small';
const COLUMNS = 2;

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
 * would cost against the points that may be spent, and Start; or why it cannot start.
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
      {preview.isPending ? (
        <Flex justify={CENTER} style={{ padding: 24 }}>
          <Spin aria-label={t('common.loading')} />
        </Flex>
      ) : preview.isError ? (
        <div>
          <ErrorAlert error={preview.error} />
          <Button onClick={() => void preview.refetch()}>{t('common.retry')}</Button>
        </div>
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
          {blocker === 'notEnoughPoints' && (
            <NotEnoughPoints preview={preview.data} teamId={teamId} />
          )}
          {blocker === 'capReached' && <CapReached preview={preview.data} />}
        </>
      )}
      <AiError error={startError} teamId={teamId} />
      <Flex justify={END} gap={8}>
        <Button onClick={onClose}>{t('ai.annotate.close')}</Button>
        <Button
          type={PRIMARY}
          disabled={!preview.isSuccess || blocker !== null}
          loading={isStarting}
          onClick={onStart}
          data-testid={AI_TEST_IDS.start}
        >
          {t('ai.annotate.start')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** What is missing, in how many items, and its estimated cost beside what may be spent. */
function Cost({ preview }: { preview: AnnotationPreview }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const items = [
    {
      key: 'values',
      label: t('ai.annotate.missingValues'),
      children: number(preview.missing.values),
    },
    { key: 'items', label: t('ai.annotate.missingItems'), children: number(preview.missing.items) },
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
  return (
    <div data-testid={AI_TEST_IDS.cost}>
      <Descriptions size={SMALL} column={COLUMNS} items={items} />
    </div>
  );
}

/** The project's monthly limit, not the points, stands in the way: only a team admin can help. */
function CapReached({ preview }: { preview: AnnotationPreview }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  return (
    <Alert
      type={WARNING}
      showIcon
      title={t('ai.annotate.capReached.title')}
      description={t('ai.annotate.capReached.description', {
        needed: number(preview.estimatedPoints),
        left: number(preview.monthlyCapLeft ?? 0),
      })}
      data-testid={AI_TEST_IDS.capReached}
    />
  );
}

function NotEnoughPoints({
  preview,
  teamId,
}: {
  preview: AnnotationPreview;
  teamId: string | undefined;
}) {
  const { t } = useTranslation();
  const number = useNumberFormat();
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
      data-testid={AI_TEST_IDS.notEnoughPoints}
    />
  );
}
