import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const WARNING = 'warning';
const SMALL = 'small';

export interface ConflictNoticeProps {
  /** What was saved meanwhile, in the person's language. */
  message: string;
  onReload: () => void;
  isReloading: boolean;
  'data-testid'?: string;
  reloadTestId?: string;
}

/**
 * A save refused because someone else saved first (environments, variables, mock settings …).
 * Nothing is overwritten: the person reloads their version, dropping the changes made here, and
 * edits again from it.
 */
export function ConflictNotice({
  message,
  onReload,
  isReloading,
  'data-testid': testId,
  reloadTestId,
}: ConflictNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type={WARNING}
      showIcon
      title={message}
      data-testid={testId}
      action={
        <Button
          size={SMALL}
          icon={<ReloadOutlined />}
          loading={isReloading}
          onClick={onReload}
          data-testid={reloadTestId}
        >
          {t('common.reload')}
        </Button>
      }
    />
  );
}
