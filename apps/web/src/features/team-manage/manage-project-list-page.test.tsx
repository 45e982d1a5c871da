import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProjectSummary, TeamDetail } from '@heron/contract';
import { renderRoutes } from '../../test/render-with-providers';
import { json, stubApi, TEST_USER } from '../../test/stub-api';
import { ManageProjectListPage } from './manage-project-list-page';

const TEAM_ID = '00000000-0000-4000-8000-0000000000a1';
const P1 = '00000000-0000-4000-8000-0000000000e1';
const P2 = '00000000-0000-4000-8000-0000000000e2';
const SLOW_TEST_MS = 60_000;

const TEAM = {
  id: TEAM_ID,
  name: 'Acme',
  isPersonal: false,
  isAdmin: true,
  isMember: true,
} as TeamDetail;

function project(id: string, name: string, extra: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id,
    teamId: TEAM_ID,
    teamName: 'Acme',
    isPersonal: false,
    name,
    description: `${name} API`,
    category: 'http',
    admins: [{ id: TEST_USER.id, name: 'Ada', avatarUrl: null }],
    memberCount: 3,
    isLocked: false,
    isFrozen: false,
    myPermission: 2,
    amAdmin: true,
    createdAt: '2025-02-01T00:00:00.000Z',
    updatedAt: '2025-02-01T00:00:00.000Z',
    deletedAt: null,
    deletedBy: null,
    can: {
      edit: true,
      editInfo: true,
      lock: false,
      delete: false,
      recover: false,
      purge: false,
      manageMembers: true,
      invite: true,
      leave: false,
      runTests: true,
      publishDocs: true,
      manageDocs: true,
      capPoints: true,
    },
    ...extra,
  };
}

function renderPage(team: TeamDetail = TEAM) {
  const api = stubApi({
    'GET /api/v1/auth/session': () => json({ user: TEST_USER }),
    [`GET /api/v1/teams/${TEAM_ID}`]: () => json(team),
    'GET /api/v1/teams': () => json({ items: [] }),
    'GET /api/v1/projects': ({ query }) =>
      json({
        items:
          query.get('tab') === 'trash'
            ? [
                project(P2, 'Old search', {
                  deletedAt: '2025-03-01T00:00:00.000Z',
                  deletedBy: { id: TEST_USER.id, name: 'Ada', avatarUrl: null },
                }),
              ]
            : [project(P1, 'Payments')],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
  });
  const view = renderRoutes(
    [
      {
        path: '/manage/team/:teamId/project/:projectId/project-list',
        element: <ManageProjectListPage />,
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    `/manage/team/${TEAM_ID}/project/all/project-list`,
  );
  return { api, ...view };
}

describe('ManageProjectListPage', { timeout: SLOW_TEST_MS }, () => {
  it("lists the team's projects with links to open them and to their settings", async () => {
    const { api } = renderPage();
    expect(await screen.findByText('Payments API')).toBeTruthy();
    const [request] = api.callsTo('GET /api/v1/projects');
    expect(request?.query.get('teamId')).toBe(TEAM_ID);
    expect(request?.query.get('tab')).toBe('all');
    expect(request?.query.get('page')).toBe('1');
    expect(request?.query.get('pageSize')).toBe('10');
    expect(screen.getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe(
      `/project/${P1}`,
    );
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(`/project/${P1}`);
    // The menu's "Project settings" keeps no project in focus; the row's puts this one there.
    const settings = screen
      .getAllByRole('link', { name: 'Project settings' })
      .map((link) => link.getAttribute('href'));
    expect(settings).toEqual([
      `/manage/team/${TEAM_ID}/project/all/project-setting`,
      `/manage/team/${TEAM_ID}/project/${P1}/project-setting`,
    ]);
  });

  it('shows the trash with who deleted what', async () => {
    const { api } = renderPage();
    await screen.findByText('Payments API');
    fireEvent.click(screen.getByText('Trash'));
    expect(await screen.findByText('Old search')).toBeTruthy();
    expect(api.callsTo('GET /api/v1/projects').at(-1)?.query.get('tab')).toBe('trash');
    expect(screen.getAllByText('Deleted by')).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Old search' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Project settings' })).toHaveLength(1);
  });

  it('opens the new-project dialog for this team (team admins only)', async () => {
    renderPage();
    await screen.findByText('Payments API');
    fireEvent.click(screen.getByText('New project'));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
  });

  it('offers no creating to a member who is not a team admin', async () => {
    renderPage({ ...TEAM, isAdmin: false });
    await screen.findByText('Payments API');
    expect(screen.queryByText('New project')).toBeNull();
  });
});
