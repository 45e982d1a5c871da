import { Flex, Layout, Spin, theme } from 'antd';
import { Outlet, useNavigation } from 'react-router';
import { RequireSession, UserMenu } from '../../features/auth';
import { OAuthResultNotice } from '../../features/oauth';
import { LanguageSwitcher } from '../../components/language-switcher';
import { AntdProviders } from '../antd-providers';
import { Brand } from './brand';
import { MainNav } from './main-nav';

// Short navigations finish before a spinner would only flicker.
const NAVIGATION_SPIN_DELAY_MS = 200;

/**
 * The signed-in frame: brand, sections, language, the person; the screen below. antd's providers
 * come with it (issue 20: the sign-in screens load without antd).
 */
export function MainLayout() {
  return (
    <AntdProviders>
      <RequireSession>
        <MainFrame />
      </RequireSession>
    </AntdProviders>
  );
}

function MainFrame() {
  const { token } = theme.useToken();
  const navigation = useNavigation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <OAuthResultNotice />
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          paddingInline: 24,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Brand />
        <MainNav />
        <LanguageSwitcher />
        <UserMenu />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Spin spinning={navigation.state === 'loading'} delay={NAVIGATION_SPIN_DELAY_MS}>
          <Flex vertical style={{ minHeight: 360 }}>
            <Outlet />
          </Flex>
        </Spin>
      </Layout.Content>
    </Layout>
  );
}
