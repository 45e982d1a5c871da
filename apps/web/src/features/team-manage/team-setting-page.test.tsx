import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamDetail, TeamMember } from '@heron/contract';
import { renderRoutes } from '../../test/render-with-providers';
import {
  json,
  noContent,
  problem,
  stubApi,
  TEST_USER,
  type StubHandler,
} from '../../test/stub-api';
import { TeamSettingPage } from './team-setting-page';

const TEAM_ID = '00000000-0000-4000-8000-0000000000a1';
const BOB = '00000000-0000-4000-8000-0000000000b2';
const CY = '00000000-0000-4000-8000-0000000000c3';
const P1 = '00000000-0000-4000-8000-0000000000e1';
const P2 = '00000000-0000-4000-8000-0000000000e2';
const PATH = `/manage/team/${TEAM_ID}/project/all/team-setting`;

const TEAM: TeamDetail = {
  id: TEAM_ID,
  name: 'Acme',
  description: 'Rockets and anvils',
  isPersonal: false,
  plan: 'starter',
  isAdmin: true,
  memberCount: 3,
  projectCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  myName: 'Ada at Acme',
  isMember: true,
  usage: {
    readWriteSeats: { used: 2, limit: 4 },
    readOnlySeats: { used: 1, limit: 10 },
    projects: { used: 2, limit: 10 },
  },
  frozenProjectCount: 0,
  canRecover: false,
};

function member(userId: string, name: string, extra: Partial<TeamMember> = {}): TeamMember {
  return {
    userId,
    name,
    accountName: `${name} account`,
    email: `${name.toLowerCase()}@example.com`,
    avatarUrl: null,
    isAdmin: false,
    projectCount: 1,
    seat: 'readOnly',
    joinedAt: '2025-01-02T00:00:00.000Z',
    ...extra,
  };
}

const MEMBERS = [
  member(TEST_USER.id, 'Ada', { isAdmin: true, seat: 'readWrite', projectCount: 2 }),
  member(BOB, 'Bob'),
  member(CY, 'Cy'),
];

function stub(team: TeamDetail = TEAM, extra: Record<string, StubHandler> = {}) {
  return stubApi({
    'GET /api/v1/auth/session': () => json({ user: TEST_USER }),
    [`GET /api/v1/teams/${TEAM_ID}`]: () => json(team),
    [`GET /api/v1/teams/${TEAM_ID}/ai/model`]: () =>
      json({ model: null, canManage: team.isAdmin, hasInstanceModel: true }),
    [`GET /api/v1/teams/${TEAM_ID}/members`]: ({ query }) =>
      json({
        items: MEMBERS,
        total: MEMBERS.length,
        page: Number(query.get('page')),
        pageSize: Number(query.get('pageSize')),
      }),
    ...extra,
  });
}

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/manage/team/:teamId/project/:projectId/team-setting',
        element: <TeamSettingPage />,
      },
      { path: '/team/list', element: <p>Team list page</p> },
      { path: '/order/subscription', element: <p>Subscription page</p> },
    ],
    PATH,
  );
}

// Each test drives a whole antd page through several steps: slow in jsdom on a busy machine.
const SLOW_TEST_MS = 60_000;

describe('TeamSettingPage', { timeout: SLOW_TEST_MS }, () => {
  it('shows the team, my name in it, seats and the first page of members', async () => {
    const api = stub();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    expect(screen.getByLabelText('Team name')).toHaveProperty('value', 'Acme');
    expect(await screen.findByLabelText('Name in team')).toHaveProperty('value', 'Ada at Acme');
    expect(screen.getByText('Starter')).toBeTruthy();
    expect(screen.getByText('2 / 4')).toBeTruthy();
    expect(screen.getByText('1 / 10')).toBeTruthy();
    expect(screen.getByText('2 / 10')).toBeTruthy();
    // The team's own AI model, after the plan: none yet, so the server's model and points.
    expect(await screen.findByLabelText('Base URL')).toBeTruthy();
    expect(
      screen.getByText(
        "Your team has no model of its own: its AI features use this server's model and spend AI points.",
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Bob account')).toBeTruthy();
    expect(screen.getByText('bob@example.com')).toBeTruthy();
    const [request] = api.callsTo(`GET /api/v1/teams/${TEAM_ID}/members`);
    expect(request?.query.get('page')).toBe('1');
    expect(request?.query.get('pageSize')).toBe('10');
    // The menu keeps the team and the project in focus.
    const nav = screen.getByRole('navigation', { name: 'Team management' });
    expect(within(nav).getByRole('link', { name: 'Team projects' }).getAttribute('href')).toBe(
      `/manage/team/${TEAM_ID}/project/all/project-list`,
    );
  });

  it('renames me in the team with a PATCH of my own member row', async () => {
    const api = stub(TEAM, {
      [`PATCH /api/v1/teams/${TEAM_ID}/members/${TEST_USER.id}`]: () =>
        json({ ...MEMBERS[0], name: 'Countess' }),
    });
    renderPage();
    const field = await screen.findByLabelText('Name in team');
    fireEvent.change(field, { target: { value: 'Countess' } });
    const card = field.closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/v1/teams/${TEAM_ID}/members/${TEST_USER.id}`)).toHaveLength(1),
    );
    expect(api.callsTo(`PATCH /api/v1/teams/${TEAM_ID}/members/${TEST_USER.id}`)[0]?.body).toEqual({
      name: 'Countess',
    });
  });

  it('sets and cancels team admin through PATCH isAdmin', async () => {
    const api = stub(TEAM, {
      [`PATCH /api/v1/teams/${TEAM_ID}/members/${BOB}`]: () =>
        json({ ...MEMBERS[1], isAdmin: true }),
      [`PATCH /api/v1/teams/${TEAM_ID}/members/${TEST_USER.id}`]: () => problem('LAST_ADMIN'),
    });
    renderPage();
    fireEvent.click(await screen.findByLabelText('Set as admin: Bob'));
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/v1/teams/${TEAM_ID}/members/${BOB}`)).toHaveLength(1),
    );
    expect(api.callsTo(`PATCH /api/v1/teams/${TEAM_ID}/members/${BOB}`)[0]?.body).toEqual({
      isAdmin: true,
    });
    expect(await screen.findByText('Settings saved')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Cancel admin: Ada'));
    expect(
      await screen.findByText('At least one admin must remain. Make someone else an admin first.'),
    ).toBeTruthy();
    expect(api.callsTo(`PATCH /api/v1/teams/${TEAM_ID}/members/${TEST_USER.id}`)[0]?.body).toEqual({
      isAdmin: false,
    });
  });

  it('says cancelling admin is not supported when the server answers PERSONAL_ADMIN_REQUIRED', async () => {
    stub(TEAM, {
      [`PATCH /api/v1/teams/${TEAM_ID}/members/${TEST_USER.id}`]: () =>
        problem('PERSONAL_ADMIN_REQUIRED'),
    });
    renderPage();
    fireEvent.click(await screen.findByLabelText('Cancel admin: Ada'));
    expect(
      await screen.findByText(
        'Cancelling admin status is not supported for the personal space or personal projects.',
      ),
    ).toBeTruthy();
  });

  it('offers the upgrade when no read-write seat is free', async () => {
    stub(TEAM, {
      [`PATCH /api/v1/teams/${TEAM_ID}/members/${BOB}`]: () => problem('READ_WRITE_SEATS_FULL'),
    });
    const { router } = renderPage();
    fireEvent.click(await screen.findByLabelText('Set as admin: Bob'));
    expect(
      await screen.findByText('All seats in your plan are in use. Upgrade to add more members.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/subscription'));
  });

  it('removes the selected members in one batch after confirming', async () => {
    const api = stub(TEAM, {
      [`POST /api/v1/teams/${TEAM_ID}/members/remove`]: () => noContent(),
    });
    renderPage();
    fireEvent.click(await screen.findByLabelText('Select Bob'));
    // The caller cannot pick themselves: leaving is how one goes.
    await waitFor(() =>
      expect(screen.getByLabelText('Select Ada')).toHaveProperty('disabled', true),
    );
    fireEvent.click(screen.getByLabelText('Select Cy'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected (2)' }));

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getAllByText('Remove the selected members (2) from the team?'),
    ).not.toHaveLength(0);
    expect(api.callsTo(`POST /api/v1/teams/${TEAM_ID}/members/remove`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/v1/teams/${TEAM_ID}/members/remove`)).toHaveLength(1),
    );
    expect(api.callsTo(`POST /api/v1/teams/${TEAM_ID}/members/remove`)[0]?.body).toEqual({
      userIds: [BOB, CY],
    });
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
  });

  it('removes one member after the pop-up confirmation', async () => {
    const api = stub(TEAM, {
      [`POST /api/v1/teams/${TEAM_ID}/members/remove`]: () => noContent(),
    });
    renderPage();
    fireEvent.click(await screen.findByLabelText('Remove Bob'));
    expect(screen.getByLabelText('Remove Cy')).toBeTruthy();
    expect(screen.queryByLabelText('Remove Ada')).toBeNull();
    const confirm = await screen.findByText('Remove Bob from the team?');
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/v1/teams/${TEAM_ID}/members/remove`)[0]?.body).toEqual({
        userIds: [BOB],
      }),
    );
  });

  it('saves the project assignments of a member as the whole set', async () => {
    const api = stub(TEAM, {
      [`GET /api/v1/teams/${TEAM_ID}/members/${BOB}/projects`]: () =>
        json({
          items: [
            { projectId: P1, projectName: 'Payments', permission: 1, isAdmin: false },
            { projectId: P2, projectName: 'Search', permission: null, isAdmin: false },
          ],
        }),
      [`PUT /api/v1/teams/${TEAM_ID}/members/${BOB}/projects`]: ({ body }) =>
        json({
          items: (body as { assignments: unknown[] }).assignments,
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByLabelText('Projects of Bob'));
    const drawer = (await screen.findByText('Projects of Bob')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    const onSearch = await within(drawer).findByLabelText('On project Search');
    expect(onSearch).toHaveProperty('checked', false);
    expect(within(drawer).getByLabelText('On project Payments')).toHaveProperty('checked', true);
    // Not on the project: its permission and admin flag cannot be set.
    expect(within(drawer).getByLabelText('Project admin of Search')).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(onSearch);
    fireEvent.click(within(drawer).getByLabelText('Project admin of Search'));
    fireEvent.mouseDown(within(drawer).getByLabelText('Permission on Payments'));
    fireEvent.click(await screen.findByTitle('Read-write'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.callsTo(`PUT /api/v1/teams/${TEAM_ID}/members/${BOB}/projects`)).toHaveLength(1),
    );
    expect(api.callsTo(`PUT /api/v1/teams/${TEAM_ID}/members/${BOB}/projects`)[0]?.body).toEqual({
      assignments: [
        { projectId: P1, permission: 2, isAdmin: false },
        { projectId: P2, permission: 1, isAdmin: true },
      ],
    });
  });

  it('leaves projects out of the saved set when they are unticked', async () => {
    const api = stub(TEAM, {
      [`GET /api/v1/teams/${TEAM_ID}/members/${BOB}/projects`]: () =>
        json({
          items: [{ projectId: P1, projectName: 'Payments', permission: 2, isAdmin: true }],
        }),
      [`PUT /api/v1/teams/${TEAM_ID}/members/${BOB}/projects`]: () => json({ items: [] }),
    });
    renderPage();
    fireEvent.click(await screen.findByLabelText('Projects of Bob'));
    const drawer = (await screen.findByText('Projects of Bob')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    fireEvent.click(await within(drawer).findByLabelText('On project Payments'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/v1/teams/${TEAM_ID}/members/${BOB}/projects`)[0]?.body).toEqual({
        assignments: [],
      }),
    );
  });

  it('enables deleting the team only once its exact name is typed', async () => {
    const api = stub(TEAM, {
      [`DELETE /api/v1/teams/${TEAM_ID}`]: () => noContent(),
    });
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete team' });
    const field = within(dialog).getByRole('textbox');
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'acme' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'Acme ' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'Acme' } });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/team/list'));
    const [request] = api.callsTo(`DELETE /api/v1/teams/${TEAM_ID}`);
    expect(request?.query.get('confirmName')).toBe('Acme');
  });

  it('shows the server refusing a mismatched name', async () => {
    stub(TEAM, {
      [`DELETE /api/v1/teams/${TEAM_ID}`]: () => problem('CONFIRMATION_MISMATCH'),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Acme' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    expect(
      await within(dialog).findByText("The name you typed does not match the team's name."),
    ).toBeTruthy();
  });

  it('leaves the team after confirming', async () => {
    const api = stub(TEAM, {
      [`POST /api/v1/teams/${TEAM_ID}/leave`]: () => noContent(),
    });
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/list'));
    expect(api.callsTo(`POST /api/v1/teams/${TEAM_ID}/leave`)).toHaveLength(1);
  });

  it('shows a plain member no admin actions and no delete', async () => {
    stub({ ...TEAM, isAdmin: false });
    renderPage();
    expect(await screen.findByText('Bob account')).toBeTruthy();
    expect(screen.queryByLabelText('Set as admin: Bob')).toBeNull();
    expect(screen.queryByLabelText('Select Bob')).toBeNull();
    expect(screen.queryByText('Invite')).toBeNull();
    expect(screen.queryByLabelText('Team name')).toBeNull();
    expect(screen.getAllByText('Leave team')).not.toHaveLength(0);
    expect(screen.queryByText('Delete team')).toBeNull();
  });

  it('has no leave or delete in the personal space', async () => {
    stub({ ...TEAM, isPersonal: true, name: 'Ada Lovelace' });
    renderPage();
    expect(await screen.findByText('Bob account')).toBeTruthy();
    expect(screen.getByText('Personal space')).toBeTruthy();
    expect(screen.queryByText('Leave team')).toBeNull();
    expect(screen.queryByText('Delete team')).toBeNull();
    expect(screen.queryByText('Invite')).toBeNull();
  });
});
