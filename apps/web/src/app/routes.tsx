import type { ComponentType } from 'react';
import { generatePath, redirect, type RouteObject } from 'react-router';
import { FullLoading } from '../components/full-loading';
import { HOME_PATH } from '../lib/paths';
import { StandaloneLayout } from './layouts/standalone-layout';
import { UserLayout } from './layouts/user-layout';
import { loadChunk } from './load-chunk';
import { RouteError } from './route-error';

/**
 * A screen loaded on demand. `chunkId` is the screen module's file name, which is also the name
 * of its built chunk (`assets/<chunkId>-<hash>.js`), so a "Loading chunk … failed" message
 * names the file.
 */
function screen(chunkId: string, importer: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await loadChunk(chunkId, importer) });
}

/** An index route that sends its bare path elsewhere (spec §2). */
// `element: null` tells the router the route renders nothing of its own; it never gets to.
function redirectTo(path: string): RouteObject {
  return { index: true, element: null, loader: () => redirect(path) };
}

// The route table of spec §2. Every screen is its own chunk. A layout is on screen before its
// screen, so the frame stays while a screen loads or fails: the sign-in and standalone frames
// load with the app, the signed-in one beside the first signed-in screen (the router fetches
// both at once).
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
                lazy: screen(
                  'login-page',
                  async () => (await import('../features/auth/login-page')).LoginPage,
                ),
              },
              {
                path: 'register',
                lazy: screen(
                  'register-page',
                  async () => (await import('../features/auth/register-page')).RegisterPage,
                ),
              },
              {
                path: 'invite',
                lazy: screen(
                  'invite-page',
                  async () => (await import('../features/invites/invite-page')).InvitePage,
                ),
              },
              {
                path: 'find',
                lazy: screen(
                  'find-password-page',
                  async () =>
                    (await import('../features/auth/find-password-page')).FindPasswordPage,
                ),
              },
              {
                path: 'reset-password',
                lazy: screen(
                  'reset-password-page',
                  async () =>
                    (await import('../features/auth/reset-password-page')).ResetPasswordPage,
                ),
              },
              {
                path: 'login-3party',
                lazy: screen(
                  'login-third-party-page',
                  async () =>
                    (await import('../features/auth/login-third-party-page')).LoginThirdPartyPage,
                ),
              },
              {
                path: 'register-3party',
                lazy: screen(
                  'register-third-party-page',
                  async () =>
                    (await import('../features/auth/register-third-party-page'))
                      .RegisterThirdPartyPage,
                ),
              },
              {
                path: 'success',
                lazy: screen(
                  'user-success-page',
                  async () => (await import('../features/auth/user-success-page')).UserSuccessPage,
                ),
              },
              {
                path: 'register-phone',
                lazy: screen(
                  'register-phone-page',
                  async () =>
                    (await import('../features/auth/register-phone-page')).RegisterPhonePage,
                ),
              },
              {
                path: 'register-success',
                lazy: screen(
                  'register-success-page',
                  async () =>
                    (await import('../features/auth/register-success-page')).RegisterSuccessPage,
                ),
              },
            ],
          },
        ],
      },
      {
        Component: StandaloneLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                path: 'order-success',
                lazy: screen(
                  'order-success-page',
                  async () =>
                    (await import('../features/orders/order-success-page')).OrderSuccessPage,
                ),
              },
              {
                path: 'order-cancel',
                lazy: screen(
                  'order-cancel-page',
                  async () =>
                    (await import('../features/orders/order-cancel-page')).OrderCancelPage,
                ),
              },
              {
                // The sandbox payment provider's test page, opened from its QR code (issue 8).
                // Public: the token in the address is the credential, as for a real provider.
                path: 'pay/sandbox/:orderNo',
                lazy: screen(
                  'sandbox-pay-page',
                  async () => (await import('../features/orders/sandbox-pay-page')).SandboxPayPage,
                ),
              },
              {
                // Development aid: the mail and SMS a server without real providers keeps.
                path: 'dev/outbox',
                lazy: screen(
                  'dev-outbox-page',
                  async () =>
                    (await import('../features/dev-outbox/dev-outbox-page')).DevOutboxPage,
                ),
              },
              {
                // Where an OAuth 2.0 provider sends the debugger's sign-in popup back (issue 6).
                path: 'oauth/callback',
                lazy: screen(
                  'oauth-callback-page',
                  async () =>
                    (await import('../features/debug/oauth/oauth-callback-page')).OAuthCallbackPage,
                ),
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
                lazy: screen(
                  'personal-space-page',
                  async () =>
                    (await import('../features/personal/personal-space-page')).PersonalSpacePage,
                ),
              },
              {
                path: 'project/list',
                lazy: screen(
                  'project-list-page',
                  async () =>
                    (await import('../features/projects/project-list-page')).ProjectListPage,
                ),
              },
              {
                path: 'project/:projectId',
                lazy: screen(
                  'project-workspace-page',
                  async () =>
                    (await import('../features/projects/project-workspace-page'))
                      .ProjectWorkspacePage,
                ),
              },
              {
                path: 'team/list',
                lazy: screen(
                  'team-list-page',
                  async () => (await import('../features/teams/team-list-page')).TeamListPage,
                ),
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
                        lazy: screen(
                          'team-setting-page',
                          async () =>
                            (await import('../features/team-manage/team-setting-page'))
                              .TeamSettingPage,
                        ),
                      },
                      {
                        path: 'project-list',
                        lazy: screen(
                          'manage-project-list-page',
                          async () =>
                            (await import('../features/team-manage/manage-project-list-page'))
                              .ManageProjectListPage,
                        ),
                      },
                      {
                        path: 'project-setting',
                        lazy: screen(
                          'project-setting-page',
                          async () =>
                            (await import('../features/team-manage/project-setting-page'))
                              .ProjectSettingPage,
                        ),
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
                    lazy: screen(
                      'subscription-page',
                      async () =>
                        (await import('../features/orders/subscription-page')).SubscriptionPage,
                    ),
                  },
                  {
                    path: 'order-manage',
                    lazy: screen(
                      'order-manage-page',
                      async () =>
                        (await import('../features/orders/order-manage-page')).OrderManagePage,
                    ),
                  },
                  {
                    path: 'points',
                    lazy: screen(
                      'points-page',
                      async () => (await import('../features/orders/points-page')).PointsPage,
                    ),
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
