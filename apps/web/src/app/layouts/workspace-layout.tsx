import { Outlet } from 'react-router';
import { RequireSession } from '../../features/auth';
import { OAuthResultNotice } from '../../features/oauth';
import { AntdProviders } from '../antd-providers';

/**
 * The frame of a project's workspace (issue 21): signed in, with antd, but without the site's
 * menu bar. The workspace is an application of its own and draws its own slim header, so the
 * editor gets the whole height of the window.
 */
export function WorkspaceLayout() {
  return (
    <AntdProviders>
      <RequireSession>
        <OAuthResultNotice />
        <Outlet />
      </RequireSession>
    </AntdProviders>
  );
}
