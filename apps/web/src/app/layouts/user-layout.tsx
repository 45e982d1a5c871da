import { Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../language-switcher';
import { Brand } from './brand';
import { CENTRED_COLUMN, SPREAD_ROW } from './layout-props';

/** Sign-in, sign-up and account-recovery screens: one centred card. */
export function UserLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      {...CENTRED_COLUMN}
      gap={24}
      style={{ minHeight: '100vh', padding: 24, background: token.colorBgLayout }}
    >
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Flex {...SPREAD_ROW} gap={16}>
          <Brand />
          <LanguageSwitcher />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('app.tagline')}
        </Typography.Paragraph>
        <Outlet />
      </Card>
    </Flex>
  );
}
