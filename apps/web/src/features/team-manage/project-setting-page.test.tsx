import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../test/render-with-providers';
import { json, stubApi, type StubHandler } from '../../test/stub-api';
import {
  makeMember,
  makeProject,
  makeTeam,
  OTHER_TEAM_ID,
  P1,
  P2,
  pageOf,
  SIGNED_IN_AS_ME,
  TEAM_ID,
} from '../../test/project-fixtures';
import { AI_TEST_IDS } from '../ai';
import { ProjectSettingPage } from './project-setting-page';

const SETTING = '/manage/team/:teamId/project/:projectId/project-setting';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderSetting(projectId: string) {
  return renderRoutes(
    [
      {
        path: SETTING,
        element: (
          <>
            <ProjectSettingPage />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    `/manage/team/${TEAM_ID}/project/${projectId}/project-setting`,
  );
}

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    ...SIGNED_IN_AS_ME,
    [`GET /api/v1/teams/${TEAM_ID}`]: () => json(makeTeam()),
    'GET /api/v1/projects': () =>
      json(pageOf([makeProject(), makeProject({ id: P2, name: 'Search' })])),
    [`GET /api/v1/projects/${P1}`]: () => json(makeProject()),
    [`GET /api/v1/projects/${P1}/members`]: () => json({ items: [makeMember()] }),
    [`GET /api/v1/projects/${P1}/points/cap`]: () => json(CAP),
    ...routes,
  });
}

const where = () => screen.getByTestId('where').textContent;

const CAP = { monthlyCap: null, spentThisMonth: 1234, monthStartsAt: '2026-11-01T00:00:00.000Z' };

describe('ProjectSettingPage', () => {
  it('offers a picker of the team projects when none is in focus', async () => {
    const api = stub();
    renderSetting('all');
    const picker = await screen.findByLabelText('Choose the project to set up');
    await waitFor(() =>
      expect(api.callsTo('GET /api/v1/projects')[0]?.query.get('teamId')).toBe(TEAM_ID),
    );
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('Search'));
    await waitFor(() =>
      expect(where()).toBe(`/manage/team/${TEAM_ID}/project/${P2}/project-setting`),
    );
  });

  it('shows the info and members of the project in focus', async () => {
    stub();
    renderSetting(P1);
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect((screen.getByLabelText('Project name') as HTMLInputElement).value).toBe('Payments');
    expect(screen.getByText('Open the workspace').getAttribute('href')).toBe(`/project/${P1}`);
  });

  it('offers the picker for a project of another team', async () => {
    stub({
      [`GET /api/v1/projects/${P1}`]: () => json(makeProject({ teamId: OTHER_TEAM_ID })),
    });
    renderSetting(P1);
    expect(await screen.findByLabelText('Choose the project to set up')).toBeTruthy();
    expect(screen.queryByLabelText('Project name')).toBeNull();
  });

  it('shows what AI spent this month, and lets a team admin set and remove the monthly limit', async () => {
    const api = stub({
      [`PUT /api/v1/projects/${P1}/points/cap`]: (request) =>
        json({ ...CAP, monthlyCap: (request.body as { monthlyCap: number | null }).monthlyCap }),
    });
    renderSetting(P1);
    const card = await screen.findByTestId(AI_TEST_IDS.capCard);
    await waitFor(() => expect(card.textContent).toContain('1,234 points'));
    expect(card.textContent).toContain('No limit');
    const input = screen.getByRole('spinbutton', { name: 'Monthly limit' });
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.capSave));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/v1/projects/${P1}/points/cap`)[0]?.body).toEqual({
        monthlyCap: 500,
      }),
    );
    await waitFor(() => expect(card.textContent).toContain('500 points'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove limit' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/v1/projects/${P1}/points/cap`)[1]?.body).toEqual({
        monthlyCap: null,
      }),
    );
  });

  it('shows the limit without the editor to someone who is not a team admin', async () => {
    stub({
      [`GET /api/v1/projects/${P1}`]: () =>
        json(makeProject({ can: { ...makeProject().can, capPoints: false } })),
      [`GET /api/v1/projects/${P1}/points/cap`]: () => json({ ...CAP, monthlyCap: 300 }),
    });
    renderSetting(P1);
    const card = await screen.findByTestId(AI_TEST_IDS.capCard);
    await waitFor(() => expect(card.textContent).toContain('300 points'));
    expect(card.textContent).toContain('Team admins set the limit.');
    expect(screen.queryByTestId(AI_TEST_IDS.capInput)).toBeNull();
  });
});
