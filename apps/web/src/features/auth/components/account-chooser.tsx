import { Alert, Button, Flex, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SignedInAccount } from '@heron/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { SIGNED_IN_ACCOUNTS_QUERY_KEY } from '../api/list-signed-in-accounts';
import { useSwitchAccount } from '../api/switch-account';
import { accountHint } from '../lib/account-hint';
import { AccountAvatar } from './account-avatar';

const LARGE = 'large';
const DASHED = 'dashed';
const WARNING = 'warning';
const ENTRY_STYLE = { height: 'auto', justifyContent: 'flex-start', padding: '8px 12px' } as const;
const ENTRY_TEXT = { vertical: true, align: 'flex-start', style: { minWidth: 0 } } as const;

/**
 * The accounts this browser is signed in to, each a click away without a password ("Continue
 * as …"), and a way to sign in to another. Picking one writes the session; the page decides
 * where to go next.
 */
export function AccountChooser({
  accounts,
  onUseAnother,
}: {
  accounts: SignedInAccount[];
  onUseAnother: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const switchAccount = useSwitchAccount();
  // An account whose session ended meanwhile (signed out elsewhere, expired) is no longer here.
  const isGone =
    switchAccount.error instanceof ApiError && switchAccount.error.code === 'NOT_FOUND';

  const choose = (userId: string) =>
    switchAccount.mutate(userId, {
      onError: () => void queryClient.invalidateQueries({ queryKey: SIGNED_IN_ACCOUNTS_QUERY_KEY }),
    });

  return (
    <Flex vertical gap={8}>
      {isGone ? (
        <Alert type={WARNING} showIcon title={t('auth.chooser.gone')} />
      ) : (
        <ErrorAlert error={switchAccount.error} />
      )}
      {accounts.map((account) => (
        <Button
          key={account.id}
          block
          size={LARGE}
          style={ENTRY_STYLE}
          disabled={switchAccount.isPending}
          loading={switchAccount.isPending && switchAccount.variables === account.id}
          onClick={() => choose(account.id)}
        >
          <AccountAvatar name={account.name} avatarUrl={account.avatarUrl} />
          <Flex {...ENTRY_TEXT}>
            <Typography.Text strong ellipsis>
              {t('auth.chooser.continueAs', { name: account.name })}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis>
              {accountHint(account)}
            </Typography.Text>
          </Flex>
        </Button>
      ))}
      <Button block type={DASHED} icon={<UserAddOutlined />} onClick={onUseAnother}>
        {t('auth.chooser.useAnother')}
      </Button>
    </Flex>
  );
}
