import { Tag } from 'antd';
import type { RunStatus } from '@heron/contract';
import { useTranslation } from 'react-i18next';

/** antd's preset colours per status: green passed, red failed or broken, blue running. */
const COLOURS: Record<RunStatus, string> = {
  running: 'processing',
  passed: 'success',
  failed: 'error',
  stopped: 'default',
  interrupted: 'warning',
  error: 'error',
};

/** How a scenario's last run ended, as a coloured tag. */
export function RunStatusTag({ status }: { status: RunStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`tests.runStatus.${status}`)}
    </Tag>
  );
}
