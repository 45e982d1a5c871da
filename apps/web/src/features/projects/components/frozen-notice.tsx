import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SUBSCRIPTION_PATH } from '../lib/paths';

const WARNING = 'warning';
const SMALL = 'small';

/** Spec §8: some projects are frozen over the plan's project limit; upgrading restores them. */
export function FrozenNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Alert
      type={WARNING}
      showIcon
      title={t('messages.projectsFrozen')}
      action={
        <Button size={SMALL} onClick={() => void navigate(SUBSCRIPTION_PATH)}>
          {t('projects.upgrade.action')}
        </Button>
      }
    />
  );
}
