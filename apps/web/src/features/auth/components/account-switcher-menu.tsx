import { App, Flex, Typography, type MenuProps } from 'antd';
import { LogoutOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../lib/error-message';
import { HOME_PATH } from '../../../lib/paths';
import { useSignedInAccounts } from '../api/list-signed-in-accounts';
import { useLogoutAll } from '../api/logout-all';
import { useSwitchAccount } from '../api/switch-account';
import { accountHint } from '../lib/account-hint';
import { ADD_ACCOUNT_PATH } from '../lib/add-account';
import { AccountAvatar } from './account-avatar';

type MenuItems = NonNullable<MenuProps['items']>;

const SWITCH_PREFIX = 'switch:';
const ADD_ACCOUNT = 'add-account';
const SIGN_OUT_ALL = 'sign-out-all';
const OTHER_ACCOUNTS = 'other-accounts';
const DIVIDER = 'divider';
const GROUP = 'group';
const SMALL = 'small';
const ACCOUNT_LABEL = { vertical: true, style: { lineHeight: 1.3, padding: '4px 0' } } as const;

/**
 * The account chooser of the user menu: the other accounts this browser is signed in to (a
 * click switches, no password), "Add account", and "Sign out of all accounts" when there is
 * more than one.
 */
export function useAccountSwitcherMenu() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const accounts = useSignedInAccounts();
  const switchAccount = useSwitchAccount();
  const signOutAll = useLogoutAll();
  const others = (accounts.data ?? []).filter((account) => !account.isActive);
  const isBusy = switchAccount.isPending || signOutAll.isPending;

  const leadingItems: MenuItems =
    others.length === 0
      ? []
      : [
          {
            type: GROUP,
            key: OTHER_ACCOUNTS,
            label: t('userMenu.otherAccounts'),
            children: others.map((account) => ({
              key: `${SWITCH_PREFIX}${account.id}`,
              disabled: isBusy,
              icon: (
                <AccountAvatar name={account.name} avatarUrl={account.avatarUrl} size={SMALL} />
              ),
              label: (
                <Flex {...ACCOUNT_LABEL}>
                  <span>{account.name}</span>
                  <Typography.Text type="secondary">{accountHint(account)}</Typography.Text>
                </Flex>
              ),
            })),
          },
          { type: DIVIDER },
        ];
  const addItem: MenuItems[number] = {
    key: ADD_ACCOUNT,
    icon: <UserAddOutlined />,
    label: t('userMenu.addAccount'),
  };
  const trailingItems: MenuItems =
    others.length === 0
      ? []
      : [
          {
            key: SIGN_OUT_ALL,
            icon: <LogoutOutlined />,
            label: t('userMenu.signOutAll'),
            disabled: isBusy,
          },
        ];

  /** Handles the menu keys of the chooser; false for any other key. */
  function onClick(key: string): boolean {
    if (key === ADD_ACCOUNT) {
      void navigate(ADD_ACCOUNT_PATH);
      return true;
    }
    if (key === SIGN_OUT_ALL) {
      signOutAll.mutate(undefined, {
        onError: (failure) => void message.error(errorMessage(failure)),
      });
      return true;
    }
    if (!key.startsWith(SWITCH_PREFIX)) return false;
    switchAccount.mutate(key.slice(SWITCH_PREFIX.length), {
      // Home: the page left may be closed to the other account.
      onSuccess: async (user) => {
        await navigate(HOME_PATH);
        void message.success(t('userMenu.switched', { name: user.name }));
      },
      onError: (failure) => {
        void message.error(errorMessage(failure));
        void accounts.refetch();
      },
    });
    return true;
  }

  return { leadingItems, addItem, trailingItems, onClick };
}
