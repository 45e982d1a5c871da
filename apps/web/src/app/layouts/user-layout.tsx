import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Brand } from './brand';
import './user-layout.css';

/**
 * Sign-in, sign-up and account-recovery screens: one centred card. Drawn without antd, as are
 * its screens, so signing in fetches no antd at all (issue 20).
 */
export function UserLayout() {
  const { t } = useTranslation();
  return (
    <div className="plain-root user-layout">
      <div className="plain-card user-layout-card">
        <div className="user-layout-head">
          <Brand />
          <LanguageSwitcher />
        </div>
        <p className="plain-secondary user-layout-tagline">{t('app.tagline')}</p>
        <Outlet />
      </div>
    </div>
  );
}
