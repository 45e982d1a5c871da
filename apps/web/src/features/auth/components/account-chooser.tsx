import UserAddOutlined from '@ant-design/icons-svg/es/asn/UserAddOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SignedInAccount } from '@heron/contract';
import { PlainAlert } from '../../../components/plain/plain-alert';
import { PlainAvatar } from '../../../components/plain/plain-avatar';
import { PlainButton } from '../../../components/plain/plain-button';
import { PlainErrorAlert } from '../../../components/plain/plain-error-alert';
import { PlainIcon } from '../../../components/plain/plain-icon';
import { ApiError } from '../../../lib/api-client';
import { SIGNED_IN_ACCOUNTS_QUERY_KEY } from '../api/list-signed-in-accounts';
import { useSwitchAccount } from '../api/switch-account';
import { accountHint } from '../lib/account-hint';

const LARGE = 'large';
const DASHED = 'dashed';
const WARNING = 'warning';
const LIST = { gap: 8 } as const;
const ENTRY_STYLE = { height: 'auto', justifyContent: 'flex-start', padding: '8px 12px' } as const;
const ENTRY_TEXT = { alignItems: 'flex-start', minWidth: 0 } as const;

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
    <div className="plain-stack" style={LIST}>
      {isGone ? (
        <PlainAlert type={WARNING} title={t('auth.chooser.gone')} />
      ) : (
        <PlainErrorAlert error={switchAccount.error} />
      )}
      {accounts.map((account) => (
        <PlainButton
          key={account.id}
          block
          size={LARGE}
          style={ENTRY_STYLE}
          disabled={switchAccount.isPending}
          loading={switchAccount.isPending && switchAccount.variables === account.id}
          onClick={() => choose(account.id)}
          icon={<PlainAvatar name={account.name} avatarUrl={account.avatarUrl} />}
        >
          <span className="plain-stack" style={ENTRY_TEXT}>
            <span className="plain-strong plain-ellipsis">
              {t('auth.chooser.continueAs', { name: account.name })}
            </span>
            <span className="plain-secondary plain-ellipsis">{accountHint(account)}</span>
          </span>
        </PlainButton>
      ))}
      <PlainButton
        block
        variant={DASHED}
        icon={<PlainIcon icon={UserAddOutlined} />}
        onClick={onUseAnother}
      >
        {t('auth.chooser.useAnother')}
      </PlainButton>
    </div>
  );
}
