import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../test/render-with-providers';
import { fieldErrors, fillIn } from '../../test/form-helpers';
import { json, problem, stubApi } from '../../test/stub-api';
import {
  makeTeam,
  makeTeamSummary,
  OTHER_TEAM_ID,
  SIGNED_IN_AS_ME,
  TEAM_ID,
} from '../../test/project-fixtures';
import { TeamListPage } from './team-list-page';

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}`}</p>;
}

function renderTeams() {
  return renderRoutes(
    [
      { path: '/team/list', element: <TeamListPage /> },
      { path: '*', element: <Where /> },
    ],
    '/team/list',
  );
}

describe('TeamListPage', () => {
  it('lists my teams with their size, my role and their plan', async () => {
    stubApi({
      ...SIGNED_IN_AS_ME,
      'GET /api/v1/teams': () =>
        json({
          items: [
            makeTeamSummary(),
            makeTeamSummary({
              id: OTHER_TEAM_ID,
              name: 'Globex',
              isAdmin: false,
              plan: 'plus',
              memberCount: 12,
              projectCount: 7,
            }),
          ],
        }),
    });
    renderTeams();
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
    const globex = (await screen.findByRole('link', { name: 'Globex' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Globex' }).getAttribute('href')).toBe(
      `/manage/team/${OTHER_TEAM_ID}/project/all/team-setting`,
    );
    expect(within(globex).getByText('Member')).toBeTruthy();
    expect(within(globex).getByText('Plus')).toBeTruthy();
    expect(within(globex).getByText('12')).toBeTruthy();
    expect(within(globex).getByText('7')).toBeTruthy();
    const acme = screen.getByRole('link', { name: 'Acme' }).closest('tr')!;
    expect(within(acme).getByText('Team admin')).toBeTruthy();
    expect(within(acme).getByText('Starter')).toBeTruthy();
  });

  it('shows the empty state when I am in no team', async () => {
    stubApi({ ...SIGNED_IN_AS_ME, 'GET /api/v1/teams': () => json({ items: [] }) });
    renderTeams();
    expect(
      await screen.findByText(
        'You are not in any team yet. Create one to work on projects together.',
      ),
    ).toBeTruthy();
  });
});

describe('the new team dialog', () => {
  it('requires a name before calling the server', async () => {
    const api = stubApi({ ...SIGNED_IN_AS_ME, 'GET /api/v1/teams': () => json({ items: [] }) });
    renderTeams();
    fireEvent.click(screen.getByRole('button', { name: /New team/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    fillIn('Team name', '   ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(fieldErrors('Team name')).toEqual(['This field is required']));
    expect(api.callsTo('POST /api/v1/teams')).toHaveLength(0);

    fillIn('Team name', 'x'.repeat(65));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(fieldErrors('Team name')).toEqual(['The name can be at most 64 characters long']),
    );
    expect(api.callsTo('POST /api/v1/teams')).toHaveLength(0);
  });

  it('creates the team and opens its management', async () => {
    const api = stubApi({
      ...SIGNED_IN_AS_ME,
      'GET /api/v1/teams': () => json({ items: [] }),
      'POST /api/v1/teams': () => json(makeTeam({ name: 'Acme' }), 201),
    });
    renderTeams();
    fireEvent.click(screen.getByRole('button', { name: /New team/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    fillIn('Team name', ' Acme ');
    fillIn('Description', 'API team');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(
      await screen.findByText(`at /manage/team/${TEAM_ID}/project/all/team-setting`),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/v1/teams')[0]?.body).toEqual({
      name: 'Acme',
      description: 'API team',
    });
    expect(await screen.findByText('Created successfully')).toBeTruthy();
  });

  it('shows a server refusal above the form and stays open', async () => {
    stubApi({
      ...SIGNED_IN_AS_ME,
      'GET /api/v1/teams': () => json({ items: [] }),
      'POST /api/v1/teams': () => problem('RATE_LIMITED'),
    });
    renderTeams();
    fireEvent.click(screen.getByRole('button', { name: /New team/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    fillIn('Team name', 'Acme');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^at /)).toBeNull();
  });
});
