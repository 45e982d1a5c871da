import { useState } from 'react';
import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/get-session';
import { AccessTokensPanel } from '../../access-tokens';
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
const TOKENS = 'tokens';
/** The tokens' list needs room for names, projects and dates; the other tabs are forms. */
const TOKENS_WIDTH = 720;

/**
 * Account settings (spec §2): the name and the password for now; email, phone, WeChat and
 * Google/GitHub linking join as tabs with their sign-in methods. Forms are rebuilt on open
 * (`destroyOnHidden`), so they always start from the saved values.
 */
export function AccountSettingsModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const [tab, setTab] = useState(PROFILE);
  if (!user) return null;
  return (
    <Modal
      open={isOpen}
      title={t('account.settings')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterClose={() => setTab(PROFILE)}
      {...(tab === TOKENS ? { width: TOKENS_WIDTH } : {})}
    >
      <AvatarSection user={user} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
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
          { key: TOKENS, label: t('account.tabTokens'), children: <AccessTokensPanel /> },
        ]}
      />
    </Modal>
  );
}
