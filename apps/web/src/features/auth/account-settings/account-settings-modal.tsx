import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/get-session';
import { LinkedAccounts } from '../../oauth';
import { AvatarSection } from './avatar-section';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { PhoneForm } from './phone-form';
import { ProfileForm } from './profile-form';

const PROFILE = 'profile';
const PASSWORD = 'password';
const EMAIL = 'email';
const PHONE = 'phone';
const LINKED = 'linked';

/**
 * Account settings (spec §2): the name and the password for now; email, phone, WeChat and
 * Google/GitHub linking join as tabs with their sign-in methods. Forms are rebuilt on open
 * (`destroyOnHidden`), so they always start from the saved values.
 */
export function AccountSettingsModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <Modal
      open={isOpen}
      title={t('account.settings')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <AvatarSection user={user} />
      <Tabs
        items={[
          { key: PROFILE, label: t('account.tabProfile'), children: <ProfileForm user={user} /> },
          { key: EMAIL, label: t('account.tabEmail'), children: <EmailForm user={user} /> },
          { key: PHONE, label: t('account.tabPhone'), children: <PhoneForm user={user} /> },
          {
            key: PASSWORD,
            label: t('account.tabPassword'),
            children: <PasswordForm user={user} />,
          },
          { key: LINKED, label: t('account.tabLinked'), children: <LinkedAccounts /> },
        ]}
      />
    </Modal>
  );
}
