import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { Language } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useAiModelStatus } from '../api/get-ai-model-status';
import { LanguageSelect } from '../annotate/language-select';
import { AiError } from '../ai-error';
import { AI_TEST_IDS } from '../test-ids';

const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const WARNING = 'warning';
const CENTER = 'center';
const END = 'end';

export interface TestsStartPanelProps {
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
  /** The endpoint's name. */
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
 * the model and how it is charged, and Start; or, with no model set up, how the operator sets
 * one up.
 */
export function TestsStartPanel({
  teamId,
  title,
  language,
  onLanguageChange,
  onStart,
  isStarting,
  startError,
  onClose,
}: TestsStartPanelProps) {
  const { t } = useTranslation();
  const status = useAiModelStatus();
  const hasNoModel = status.data?.model === null;
  return (
    <Flex vertical gap={16}>
      <Typography.Text strong>{t('ai.tests.endpoint', { name: title })}</Typography.Text>
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
        {t('ai.tests.intro')}
      </Typography.Paragraph>
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
        {t('ai.tests.privacy')}
      </Typography.Paragraph>
      <LanguageSelect value={language} onChange={onLanguageChange} />
      {status.isPending && (
        <Flex justify={CENTER}>
          <Spin aria-label={t('common.loading')} />
        </Flex>
      )}
      {hasNoModel && (
        <Alert
          type={WARNING}
          showIcon
          title={t('ai.annotate.noModel.title')}
          description={t('ai.tests.noModel')}
          data-testid={AI_TEST_IDS.testsNoModel}
        />
      )}
      <AiError error={status.error ?? startError} teamId={teamId} />
      <Flex justify={END} gap={8}>
        <Button onClick={onClose}>{t('ai.annotate.close')}</Button>
        <Button
          type={PRIMARY}
          disabled={!status.isSuccess || hasNoModel}
          loading={isStarting}
          onClick={onStart}
          data-testid={AI_TEST_IDS.testsStart}
        >
          {t('ai.tests.start')}
        </Button>
      </Flex>
    </Flex>
  );
}
