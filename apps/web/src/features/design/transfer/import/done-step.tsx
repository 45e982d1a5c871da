import { Button, Result, Statistic } from 'antd';
import type { ImportJob } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../../lib/use-number-format';

const SUCCESS = 'success';
const PRIMARY = 'primary';
const RESULT_KEYS = ['created', 'updated', 'skipped'] as const;
const TEST_ID = { done: 'import-done', close: 'import-close' } as const;

/** The end of an import: what was written. Closing refreshes the designer. */
export function DoneStep({ job, onClose }: { job: ImportJob; onClose: () => void }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const result = job.result ?? { created: 0, updated: 0, skipped: 0 };
  return (
    <Result
      data-testid={TEST_ID.done}
      status={SUCCESS}
      title={t('design.transfer.import.doneTitle')}
      subTitle={
        <span style={{ display: 'inline-flex', gap: 32 }}>
          {RESULT_KEYS.map((key) => (
            <Statistic
              key={key}
              data-testid={`import-result-${key}`}
              title={t(`design.transfer.import.result.${key}`)}
              value={result[key]}
              formatter={(value) => number(Number(value))}
            />
          ))}
        </span>
      }
      extra={
        <Button type={PRIMARY} data-testid={TEST_ID.close} onClick={onClose}>
          {t('design.transfer.import.close')}
        </Button>
      }
    />
  );
}
