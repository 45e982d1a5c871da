import type { ComponentType } from 'react';
import { generatePath, redirect, type RouteObject } from 'react-router';
import { FullLoading } from '../components/full-loading';
import { HOME_PATH } from '../lib/paths';
import {
  loadFindPasswordPage,
  loadLoginPage,
  loadLoginThirdPartyPage,
  loadRegisterPage,
  loadRegisterPhonePage,
  loadRegisterSuccessPage,
  loadRegisterThirdPartyPage,
  loadResetPasswordPage,
  loadUserSuccessPage,
} from '../features/auth';
import { loadOAuthCallbackPage } from '../features/debug';
import { loadDevOutboxPage } from '../features/dev-outbox';
import { loadInvitePage } from '../features/invites';
import {
  loadOrderCancelPage,
  loadOrderManagePage,
  loadOrderSuccessPage,
  loadPointsPage,
  loadSandboxPayPage,
  loadSubscriptionPage,
} from '../features/orders';
import { loadPersonalSpacePage } from '../features/personal';
import { loadProjectListPage, loadProjectWorkspacePage } from '../features/projects';
import {
  loadManageProjectListPage,
  loadProjectSettingPage,
  loadTeamSettingPage,
} from '../features/team-manage';
import { loadTeamListPage } from '../features/teams';
import { UserLayout } from './layouts/user-layout';
import { loadChunk } from '../lib/load-chunk';
import { RouteError } from './route-error';

/**
 * A screen loaded on demand. `chunkId` is the screen module's file name, which is also the name
 * of its built chunk (`assets/<chunkId>-<hash>.js`), so a "Loading chunk … failed" message
 * names the file.
 */
function screen(chunkId: string, importer: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await loadChunk(chunkId, importer) });
}

/**
 * A screen of the sign-in frame still drawn with antd (the invite page): antd's theme and App
 * context load with it, as they do with the frames whose screens use antd, so the other
 * sign-in screens still fetch no antd.
 */
function antdScreen(chunkId: string, importer: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const [Screen, { AntdProviders }] = await Promise.all([
      loadChunk(chunkId, importer),
      loadChunk('antd-providers', () => import('./antd-providers')),
    ]);
    return {
      Component: function WithAntd() {
        return (
          <AntdProviders>
            <Screen />
          </AntdProviders>
        );
      },
    };
  };
}

/** An index route that sends its bare path elsewhere (spec §2). */
// `element: null` tells the router the route renders nothing of its own; it never gets to.
function redirectTo(path: string): RouteObject {
  return { index: true, element: null, loader: () => redirect(path) };
}

// The route table of spec §2. Every screen is its own chunk. A layout is on screen before its
// screen, so the frame stays while a screen loads or fails: the sign-in frame loads with the
// app, the standalone and signed-in ones beside their first screen (the router fetches both at
// once).
export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: FullLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'user',
        Component: UserLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              redirectTo('/user/login'),
              {
                path: 'login',
                lazy: screen('login-page', loadLoginPage),
              },
              {
                path: 'register',
                lazy: screen('register-page', loadRegisterPage),
              },
              {
                path: 'invite',
                lazy: antdScreen('invite-page', loadInvitePage),
              },
              {
                path: 'find',
                lazy: screen('find-password-page', loadFindPasswordPage),
              },
              {
                path: 'reset-password',
                lazy: screen('reset-password-page', loadResetPasswordPage),
              },
              {
                path: 'login-3party',
                lazy: screen('login-third-party-page', loadLoginThirdPartyPage),
              },
              {
                path: 'register-3party',
                lazy: screen('register-third-party-page', loadRegisterThirdPartyPage),
              },
              {
                path: 'success',
                lazy: screen('user-success-page', loadUserSuccessPage),
              },
              {
                path: 'register-phone',
                lazy: screen('register-phone-page', loadRegisterPhonePage),
              },
              {
                path: 'register-success',
                lazy: screen('register-success-page', loadRegisterSuccessPage),
              },
            ],
          },
        ],
      },
      {
        // Fetched with its first screen, as the signed-in frame (issue 20).
        lazy: screen(
          'standalone-layout',
          async () => (await import('./layouts/standalone-layout')).StandaloneLayout,
        ),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                path: 'order-success',
                lazy: screen('order-success-page', loadOrderSuccessPage),
              },
              {
                path: 'order-cancel',
                lazy: screen('order-cancel-page', loadOrderCancelPage),
              },
              {
                // The sandbox payment provider's test page, opened from its QR code (issue 8).
                // Public: the token in the address is the credential, as for a real provider.
                path: 'pay/sandbox/:orderNo',
                lazy: screen('sandbox-pay-page', loadSandboxPayPage),
              },
              {
                // Development aid: the mail and SMS a server without real providers keeps.
                path: 'dev/outbox',
                lazy: screen('dev-outbox-page', loadDevOutboxPage),
              },
              {
                // Where an OAuth 2.0 provider sends the debugger's sign-in popup back (issue 6).
                path: 'oauth/callback',
                lazy: screen('oauth-callback-page', loadOAuthCallbackPage),
              },
              {
                id: 'not-found',
                path: '*',
                lazy: screen(
                  'not-found-page',
                  async () => (await import('./not-found-page')).NotFoundPage,
                ),
              },
            ],
          },
        ],
      },
      {
        // A project's workspace is a full-window application without the site's menu bar (issue
        // 21): its own frame, fetched with it. The optional segment is the workspace's section
        // (`/project/{id}/members`); one route for all of them, so moving between sections keeps
        // the page, and the designer's unsaved changes, mounted.
        lazy: screen(
          'workspace-layout',
          async () => (await import('./layouts/workspace-layout')).WorkspaceLayout,
        ),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                path: 'project/:projectId/:section?',
                lazy: screen('project-workspace-page', loadProjectWorkspacePage),
              },
            ],
          },
        ],
      },
      {
        path: '/',
        // The signed-in frame (menus, account settings, avatar upload) is not fetched for the
        // sign-in screens (issue 20).
        lazy: screen('main-layout', async () => (await import('./layouts/main-layout')).MainLayout),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              redirectTo(HOME_PATH),
              {
                path: 'personal',
                lazy: screen('personal-space-page', loadPersonalSpacePage),
              },
              {
                path: 'project/list',
                lazy: screen('project-list-page', loadProjectListPage),
              },
              {
                path: 'team/list',
                lazy: screen('team-list-page', loadTeamListPage),
              },
              {
                path: 'manage/team/:teamId/project',
                children: [
                  redirectTo('/team/list'),
                  {
                    path: ':projectId',
                    children: [
                      {
                        index: true,
                        element: null,
                        loader: ({ params }) =>
                          redirect(
                            generatePath('/manage/team/:teamId/project/:projectId/team-setting', {
                              teamId: params.teamId ?? '',
                              projectId: params.projectId ?? '',
                            }),
                          ),
                      },
                      {
                        path: 'team-setting',
                        lazy: screen('team-setting-page', loadTeamSettingPage),
                      },
                      {
                        path: 'project-list',
                        lazy: screen('manage-project-list-page', loadManageProjectListPage),
                      },
                      {
                        path: 'project-setting',
                        lazy: screen('project-setting-page', loadProjectSettingPage),
                      },
                    ],
                  },
                ],
              },
              {
                path: 'order',
                children: [
                  redirectTo('/order/subscription'),
                  {
                    path: 'subscription',
                    lazy: screen('subscription-page', loadSubscriptionPage),
                  },
                  {
                    path: 'order-manage',
                    lazy: screen('order-manage-page', loadOrderManagePage),
                  },
                  {
                    path: 'points',
                    lazy: screen('points-page', loadPointsPage),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
