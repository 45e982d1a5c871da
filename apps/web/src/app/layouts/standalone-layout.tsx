import { Flex, theme } from 'antd';
import { Outlet } from 'react-router';
import { CENTRED_COLUMN } from './layout-props';
import { Brand } from './brand';

/** Pages outside the main frame (order results, not found): the brand and the page, centred. */
export function StandaloneLayout() {
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
