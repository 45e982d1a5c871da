import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEBUG_ENV_TEST_IDS } from './test-ids';

const WARNING = 'warning';
const SMALL = 'small';

export interface ConflictNoticeProps {
  /** What was saved meanwhile, in the person's language. */
  message: string;
  onReload: () => void;
  isReloading: boolean;
}

/**
 * A save refused because someone else saved first. Nothing is overwritten: the person reloads
 * their version (dropping the changes made here) and edits again from it.
 */
export function ConflictNotice({ message, onReload, isReloading }: ConflictNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type={WARNING}
      showIcon
      title={message}
      data-testid={DEBUG_ENV_TEST_IDS.conflict}
      action={
        <Button
          size={SMALL}
          icon={<ReloadOutlined />}
          loading={isReloading}
          onClick={onReload}
          data-testid={DEBUG_ENV_TEST_IDS.reload}
        >
          {t('debug.env.reload')}
        </Button>
      }
    />
  );
}
