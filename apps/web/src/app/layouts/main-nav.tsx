import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Translation } from '../../locales/resources';

interface NavEntry {
  key: keyof Translation['nav'];
  to: string;
  /** Paths under these prefixes highlight the entry. */
  prefixes: string[];
}

const ENTRIES: NavEntry[] = [
  { key: 'projects', to: '/project/list', prefixes: ['/project'] },
  { key: 'personal', to: '/personal', prefixes: ['/personal'] },
  { key: 'teams', to: '/team/list', prefixes: ['/team', '/manage/team'] },
  { key: 'orders', to: '/order', prefixes: ['/order'] },
];

const HORIZONTAL = 'horizontal';

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The main sections as client-side links, the current one highlighted. */
export function MainNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const selected = ENTRIES.filter((entry) => entry.prefixes.some((p) => isUnder(pathname, p)));
  const items: MenuProps['items'] = ENTRIES.map((entry) => ({
    key: entry.key,
    label: <Link to={entry.to}>{t(`nav.${entry.key}`)}</Link>,
  }));
  return (
    <nav aria-label={t('nav.label')} style={{ flex: 1, minWidth: 0 }}>
      <Menu
        mode={HORIZONTAL}
        items={items}
        selectedKeys={selected.map((entry) => entry.key)}
        style={{ borderBottom: 'none', background: 'transparent' }}
      />
    </nav>
  );
}
