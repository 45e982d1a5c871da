import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { subscriptionPath } from '../lib/paths';

const WARNING = 'warning';
const SMALL = 'small';

/**
 * Spec §8: some projects are frozen over the plan's project limit; upgrading restores them. The
 * button opens the subscription of `teamId`, the team over its limit.
 */
export function FrozenNotice({ teamId }: { teamId?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Alert
      type={WARNING}
      showIcon
      title={t('messages.projectsFrozen')}
      action={
        <Button size={SMALL} onClick={() => void navigate(subscriptionPath(teamId))}>
          {t('projects.upgrade.action')}
        </Button>
      }
    />
  );
}
