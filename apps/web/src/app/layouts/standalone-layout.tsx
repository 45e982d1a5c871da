import { Flex, theme } from 'antd';
import { Outlet } from 'react-router';
import { CENTRED_COLUMN } from './layout-props';
import { Brand } from './brand';
import { AntdProviders } from '../antd-providers';

/**
 * Pages outside the main frame (order results, not found): the brand and the page, centred.
 * Their screens use antd, so its providers come with this frame.
 */
export function StandaloneLayout() {
  return (
    <AntdProviders>
      <StandaloneFrame />
    </AntdProviders>
  );
}

function StandaloneFrame() {
  const { token } = theme.useToken();
  return (
    <Flex
      {...CENTRED_COLUMN}
      gap={16}
      style={{ minHeight: '100vh', padding: 24, background: token.colorBgLayout }}
    >
      <Brand />
      <Flex
        vertical
        style={{
          width: '100%',
          maxWidth: 640,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Outlet />
      </Flex>
    </Flex>
  );
}
