import { App, Avatar, Button, Dropdown, type DropdownProps, type MenuProps } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useSession } from '../api/get-session';
import { useLogout } from '../api/logout';

const CLICK_TRIGGER: DropdownProps['trigger'] = ['click'];
const SIGN_OUT = 'sign-out';
const SMALL = 'small';
const TEXT = 'text';

/** The signed-in person (avatar initial and name) with their account actions. */
export function UserMenu() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const { data: user } = useSession();
  const signOut = useLogout();
  if (!user) return null;

  const items: MenuProps['items'] = [
    {
      key: SIGN_OUT,
      icon: <LogoutOutlined />,
      label: t('userMenu.signOut'),
      disabled: signOut.isPending,
    },
  ];
  const initial = Array.from(user.name.trim())[0]?.toUpperCase() ?? '';

  return (
    <Dropdown
      trigger={CLICK_TRIGGER}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key !== SIGN_OUT) return;
          signOut.mutate(undefined, {
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
  );
}
