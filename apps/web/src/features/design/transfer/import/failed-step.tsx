import { Alert, Button, Flex } from 'antd';
import type { ImportJob } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { IssueTable } from './issue-table';

const ERROR = 'error';
const END = 'end';
const TEST_ID = { failed: 'import-failed', back: 'import-back' } as const;

/** A refused import: why, where in the source, and the reassurance that nothing was written. */
export function FailedStep({ job, onBack }: { job: ImportJob; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid={TEST_ID.failed}>
      <Alert
        type={ERROR}
        showIcon
        title={t('design.transfer.import.failedTitle')}
        description={t('design.transfer.import.failedNothing')}
        style={{ marginBottom: 16 }}
      />
      <IssueTable issues={job.issues} />
      <Flex justify={END} style={{ marginTop: 16 }}>
        <Button data-testid={TEST_ID.back} onClick={onBack}>
          {t('design.transfer.import.back')}
        </Button>
      </Flex>
    </div>
  );
}
