import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../test/render-with-providers';
import { json, stubApi } from '../../test/stub-api';
import {
  makeProject,
  pageOf,
  PERSONAL_ID,
  PERSONAL_SPACE,
  SIGNED_IN_AS_ME,
} from '../../test/project-fixtures';
import { PersonalSpacePage } from './personal-space-page';

function renderPersonal(path = '/personal') {
  return renderRoutes([{ path: '/personal', element: <PersonalSpacePage /> }], path);
}

describe('PersonalSpacePage', () => {
  it('lists the personal projects and their usage, with the personal tabs only', async () => {
    const api = stubApi({
      ...SIGNED_IN_AS_ME,
      'GET /api/v1/personal-space': () =>
        json({
          ...PERSONAL_SPACE,
          usage: { ...PERSONAL_SPACE.usage, projects: { used: 1, limit: 10 } },
        }),
      'GET /api/v1/projects': () =>
        json(pageOf([makeProject({ teamId: PERSONAL_ID, isPersonal: true, name: 'Notes' })])),
    });
    renderPersonal();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal space' })).toBeTruthy();
    expect(await screen.findByText('Notes')).toBeTruthy();
    expect(screen.getByText('Projects: 1 of 10')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET /api/v1/projects')[0]!.query)).toMatchObject({
      tab: 'all',
      teamId: PERSONAL_ID,
    });
    // Everything here is mine: no "My Responsibilities" or "My Participations".
    expect(screen.getByText('Trash')).toBeTruthy();
    expect(screen.queryByText('My Responsibilities')).toBeNull();
    // One team only: no team column.
    expect(screen.queryByText('Team', { selector: 'th' })).toBeNull();

    fireEvent.click(screen.getByText('Trash'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/v1/projects').at(-1)!.query.get('tab')).toBe('trash'),
    );
  });

  it('creates a project in the personal space without asking for a team', async () => {
    stubApi({
      ...SIGNED_IN_AS_ME,
      'GET /api/v1/personal-space': () => json(PERSONAL_SPACE),
      'GET /api/v1/projects': () => json(pageOf([])),
    });
    renderPersonal();
    fireEvent.click((await screen.findByText('New project')).closest('button')!);
    expect(await screen.findByLabelText('Project name')).toBeTruthy();
    expect(screen.queryByLabelText('Team')).toBeNull();
  });
});
