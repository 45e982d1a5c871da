import { App, Avatar, Button, Dropdown, type DropdownProps, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/get-session';
import { useLogout } from '../api/logout';
import { loadChunk } from '../../../lib/load-chunk';
import { useAccountSwitcherMenu } from './account-switcher-menu';

// Fetched when first opened: its forms, upload and linked accounts are not part of every
// signed-in screen (issue 20: the workspace's weight).
const AccountSettingsModal = lazy(() =>
  loadChunk(
    'account-settings-modal',
    () => import('../account-settings/account-settings-modal'),
  ).then((module) => ({ default: module.AccountSettingsModal })),
);

const CLICK_TRIGGER: DropdownProps['trigger'] = ['click'];
const SIGN_OUT = 'sign-out';
const SETTINGS = 'settings';
const SMALL = 'small';
const TEXT = 'text';

/** The signed-in person (avatar initial and name) with their account actions. */
export function UserMenu() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const { data: user } = useSession();
  const signOut = useLogout();
  const switcher = useAccountSwitcherMenu();
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  // Stays mounted once opened, so closing it animates as before.
  const [hasOpenedSettings, setOpenedSettings] = useState(false);
  if (!user) return null;

  const items: MenuProps['items'] = [
    ...switcher.leadingItems,
    switcher.addItem,
    { key: SETTINGS, icon: <SettingOutlined />, label: t('account.settings') },
    {
      key: SIGN_OUT,
      icon: <LogoutOutlined />,
      label: t('userMenu.signOut'),
      disabled: signOut.isPending,
    },
    ...switcher.trailingItems,
  ];
  const initial = Array.from(user.name.trim())[0]?.toUpperCase() ?? '';

  return (
    <>
      {hasOpenedSettings && (
        <Suspense fallback={null}>
          <AccountSettingsModal isOpen={isSettingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      <Dropdown
        trigger={CLICK_TRIGGER}
        menu={{
          items,
          onClick: ({ key }) => {
            if (switcher.onClick(key)) return;
            if (key === SETTINGS) {
              setOpenedSettings(true);
              setSettingsOpen(true);
            }
            if (key !== SIGN_OUT) return;
            signOut.mutate(undefined, {
              // Signed in to another account here: that one goes on.
              onSuccess: (next) =>
                void (next && message.success(t('userMenu.signedOutNext', { name: next.name }))),
              onError: (failure) => void message.error(errorMessage(failure)),
            });
          },
        }}
      >
        <Button type={TEXT} aria-label={t('userMenu.label', { name: user.name })}>
          <Avatar size={SMALL} src={user.avatarUrl ?? undefined} aria-hidden>
            {initial}
          </Avatar>
          {user.name}
        </Button>
      </Dropdown>
    </>
  );
}
