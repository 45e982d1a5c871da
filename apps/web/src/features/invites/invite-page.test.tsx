import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvitePreview } from '@heron/contract';
import { INVITE_PROJECT_ID, INVITE_TEAM_ID, PROJECT_INVITE } from '../../test/invite-fixtures';
import { renderRoutes } from '../../test/render-with-providers';
import {
  json,
  problem,
  SIGNED_IN,
  SIGNED_OUT,
  stubApi,
  type StubHandler,
} from '../../test/stub-api';
import { InvitePage } from './invite-page';

const TEAM_ID = INVITE_TEAM_ID;
const PROJECT_ID = INVITE_PROJECT_ID;
const EXPIRED = 'Invitation link has expired or is no longer valid';
const SLOW_TEST_MS = 30_000;

const TEAM_INVITE: InvitePreview = {
  ...PROJECT_INVITE,
  projectId: null,
  projectName: null,
  permission: 0,
};

function stub(session: Record<string, StubHandler>, routes: Record<string, StubHandler>) {
  return stubApi({ ...session, ...routes });
}

function renderInvite(path = '/user/invite?token=abc') {
  return renderRoutes(
    [
      { path: '/user/invite', element: <InvitePage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
}

describe('InvitePage', { timeout: SLOW_TEST_MS }, () => {
  it('says the invitation is not valid when the address has no token', async () => {
    const api = stub(SIGNED_OUT, {});
    renderInvite('/user/invite');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe(
      '/project/list',
    );
    expect(api.callsTo('GET /api/v1/invites/preview')).toHaveLength(0);
  });

  it('shows the spec text for an expired, reset or deleted invite', async () => {
    stub(SIGNED_IN, { 'GET /api/v1/invites/preview': () => problem('INVITE_INVALID') });
    renderInvite();
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('shows who invites to what, and lets a signed-out visitor log in or sign up and come back', async () => {
    const api = stub(SIGNED_OUT, { 'GET /api/v1/invites/preview': () => json(PROJECT_INVITE) });
    const { router } = renderInvite();
    expect(
      await screen.findByText('Grace Hopper invites you to join the project Payments of Acme.'),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/v1/invites/preview')[0]?.query.get('token')).toBe('abc');
    expect(screen.getByText('Read-write')).toBeTruthy();
    const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(screen.getByText(format.format(new Date(PROJECT_INVITE.expiresAt)))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/user/invite?token=abc',
    );

    await router.navigate('/user/invite?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/user/invite?token=abc',
    );
  });

  it('joins a project and opens its workspace', async () => {
    const api = stub(SIGNED_IN, {
      'GET /api/v1/invites/preview': () => json(PROJECT_INVITE),
      'POST /api/v1/invites/accept': () =>
        json({ teamId: TEAM_ID, projectId: PROJECT_ID, joined: true }),
    });
    const { router } = renderInvite();
    expect(await screen.findByText('You are logged in as Ada Lovelace.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}`));
    expect(api.callsTo('POST /api/v1/invites/accept')[0]?.body).toEqual({ token: 'abc' });
    expect(await screen.findByText('Joined successfully')).toBeTruthy();
  });

  it('joins a team and opens its settings', async () => {
    stub(SIGNED_IN, {
      'GET /api/v1/invites/preview': () => json(TEAM_INVITE),
      'POST /api/v1/invites/accept': () => json({ teamId: TEAM_ID, projectId: null, joined: true }),
    });
    const { router } = renderInvite();
    expect(await screen.findByText('Grace Hopper invites you to join Acme.')).toBeTruthy();
    expect(screen.getByText('Join the team')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/manage/team/${TEAM_ID}/project/all/team-setting`,
      ),
    );
  });

  it('says so when the invite stopped working before joining', async () => {
    stub(SIGNED_IN, {
      'GET /api/v1/invites/preview': () => json(PROJECT_INVITE),
      'POST /api/v1/invites/accept': () => problem('INVITE_INVALID'),
    });
    renderInvite();
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
  });

  it('tells a member they already are one and offers to open the project', async () => {
    const api = stub(SIGNED_IN, {
      'GET /api/v1/invites/preview': () => json({ ...PROJECT_INVITE, alreadyMember: true }),
    });
    const { router } = renderInvite();
    expect(await screen.findByText('You are already a member of this project.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}`));
    expect(api.callsTo('POST /api/v1/invites/accept')).toHaveLength(0);
  });
});
