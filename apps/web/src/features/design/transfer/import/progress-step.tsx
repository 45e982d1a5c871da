import { useMemo } from 'react';
import { Button, Flex, Progress, Typography } from 'antd';
import type { ImportJob } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../../lib/use-number-format';

const END = 'end';
const ACTIVE = 'active';
const SECONDARY = 'secondary';
const TEST_ID = { progress: 'import-progress', cancel: 'import-cancel' } as const;
const PERCENT = 100;

/** Steps 2 and 4 while the server works: what it does, how far it is, and a way to stop it. */
export function ProgressStep({
  stage,
  isReadByAi,
  job,
  onCancel,
  isCancelling,
}: {
  stage: 'parsing' | 'importing';
  /** The source is material the AI model reads first: parsing can take a minute. */
  isReadByAi: boolean;
  /** Undefined until the job's first answer arrives. */
  job: ImportJob | undefined;
  onCancel: () => void;
  isCancelling: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = useNumberFormat();
  const asPercent = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'percent' }),
    [i18n.language],
  );
  const done = job?.progress.done ?? 0;
  const total = job?.progress.total ?? 0;
  const percent = total > 0 ? Math.min(PERCENT, Math.floor((done / total) * PERCENT)) : 0;
  return (
    <div data-testid={TEST_ID.progress}>
      <Typography.Paragraph>
        {t(
          stage === 'parsing' && isReadByAi
            ? 'design.transfer.import.ai.parsing'
            : `design.transfer.import.${stage}`,
        )}
      </Typography.Paragraph>
      <Progress
        percent={percent}
        status={ACTIVE}
        format={() => asPercent.format(percent / PERCENT)}
      />
      {total > 0 && (
        <Typography.Text type={SECONDARY}>
          {t('design.transfer.import.progress', { done: number(done), total: number(total) })}
        </Typography.Text>
      )}
      <Flex justify={END} style={{ marginTop: 16 }}>
        <Button data-testid={TEST_ID.cancel} loading={isCancelling} onClick={onCancel}>
          {t('design.transfer.import.cancel')}
        </Button>
      </Flex>
    </div>
  );
}
