import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../../test/render-with-providers';
import { fieldErrors, fillIn } from '../../../test/form-helpers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import {
  BOB,
  makeProject,
  makeTeamMember,
  makeTeamSummary,
  ME,
  OTHER_TEAM_ID,
  P1,
  pageOf,
  PERSONAL_ID,
  PERSONAL_SPACE,
  SIGNED_IN_AS_ME,
  TEAM_ID,
} from '../../../test/project-fixtures';
import { NewProjectDialog } from './new-project-dialog';

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}`}</p>;
}

/** Renders the dialog, once the session (my id, the default admin) is known. */
async function renderDialog(teamId?: string) {
  const view = renderRoutes(
    [
      {
        path: '/here',
        element: <NewProjectDialog open teamId={teamId} onClose={() => {}} />,
      },
      { path: '*', element: <Where /> },
    ],
    '/here',
  );
  await screen.findByTitle('Ada Lovelace');
  return view;
}

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    ...SIGNED_IN_AS_ME,
    'GET /api/v1/personal-space': () => json(PERSONAL_SPACE),
    'GET /api/v1/teams': () =>
      json({
        items: [
          makeTeamSummary(),
          makeTeamSummary({ id: OTHER_TEAM_ID, name: 'Globex', isAdmin: false }),
        ],
      }),
    [`GET /api/v1/teams/${TEAM_ID}/members`]: () =>
      json(
        pageOf([
          makeTeamMember(),
          makeTeamMember({ userId: BOB, name: 'Bob', email: 'bob@example.com', isAdmin: false }),
        ]),
      ),
    ...routes,
  });
}

/** Opens the select labelled `label` and picks the option `option`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

const create = () => fireEvent.click(screen.getByText('Create').closest('button')!);

describe('the new project dialog', () => {
  it('offers only the teams I manage, and my personal space', async () => {
    const api = stub();
    await renderDialog();
    await waitFor(() => expect(api.callsTo('GET /api/v1/teams')).toHaveLength(1));
    fireEvent.mouseDown(screen.getByLabelText('Team'));
    expect(await screen.findByTitle('Acme')).toBeTruthy();
    expect(await screen.findByTitle('Personal space')).toBeTruthy();
    expect(screen.queryByTitle('Globex')).toBeNull();
  });

  it('requires a team, a name and a category before calling the server', async () => {
    const api = stub();
    await renderDialog();
    await screen.findByLabelText('Team');
    create();
    await waitFor(() => expect(fieldErrors('Team')).toEqual(['This field is required']));
    expect(fieldErrors('Project name')).toEqual(['This field is required']);
    expect(fieldErrors('Category')).toEqual(['This field is required']);
    // The admin defaults to me.
    expect(fieldErrors('Project admin')).toEqual([]);
    expect(api.callsTo('POST /api/v1/projects')).toHaveLength(0);
  });

  it('creates a project in a team with the chosen admin and opens it', async () => {
    const api = stub({ 'POST /api/v1/projects': () => json(makeProject(), 201) });
    await renderDialog();
    await choose('Team', 'Acme');
    await waitFor(() =>
      expect(api.callsTo(`GET /api/v1/teams/${TEAM_ID}/members`).length).toBeGreaterThan(0),
    );
    fillIn('Project name', ' Payments ');
    await choose('Category', 'GraphQL');
    await choose('Project admin', 'Bob (bob@example.com)');
    create();

    expect(await screen.findByText(`at /project/${P1}`)).toBeTruthy();
    expect(api.callsTo('POST /api/v1/projects')[0]?.body).toEqual({
      teamId: TEAM_ID,
      name: 'Payments',
      description: '',
      category: 'graphql',
      adminUserId: BOB,
    });
    expect(await screen.findByText('Created successfully')).toBeTruthy();
  });

  it('does not ask for an admin in the personal space: it is me', async () => {
    const api = stub({ 'POST /api/v1/projects': () => json(makeProject(), 201) });
    await renderDialog();
    await choose('Team', 'Personal space');
    await waitFor(() =>
      expect(screen.getByLabelText('Project admin').closest('.ant-form-item-hidden')).toBeTruthy(),
    );
    fillIn('Project name', 'Notes');
    await choose('Category', 'Other');
    create();
    await waitFor(() => expect(api.callsTo('POST /api/v1/projects')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/projects')[0]?.body).toMatchObject({
      teamId: PERSONAL_ID,
      adminUserId: ME,
    });
  });

  it('has no team picker when the team is given', async () => {
    const api = stub({ 'POST /api/v1/projects': () => json(makeProject(), 201) });
    await renderDialog(PERSONAL_ID);
    fillIn('Project name', 'Notes');
    await choose('Category', 'HTTP');
    expect(screen.queryByLabelText('Team')).toBeNull();
    create();
    await waitFor(() => expect(api.callsTo('POST /api/v1/projects')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/projects')[0]?.body).toMatchObject({
      teamId: PERSONAL_ID,
      adminUserId: ME,
    });
  });

  it('puts the server field errors on their fields', async () => {
    stub({
      'POST /api/v1/projects': () =>
        problem('VALIDATION_FAILED', {
          errors: [
            {
              in: 'body',
              pointer: '/adminUserId',
              message: 'validation.projectAdminNotMember',
            },
          ],
        }),
    });
    await renderDialog();
    await choose('Team', 'Acme');
    fillIn('Project name', 'Payments');
    await choose('Category', 'HTTP');
    create();
    await waitFor(() =>
      expect(fieldErrors('Project admin')).toEqual([
        'The project admin must be a member of the team',
      ]),
    );
  });

  it('says on the field when the server cannot store a character of the name (issue 19)', async () => {
    stub({
      'POST /api/v1/projects': () =>
        problem('VALIDATION_FAILED', {
          errors: [{ in: 'body', pointer: '/name', message: 'validation.unsafeText' }],
        }),
    });
    await renderDialog();
    await choose('Team', 'Acme');
    fillIn('Project name', 'Pay\u0000ments');
    await choose('Category', 'HTTP');
    create();
    await waitFor(() =>
      expect(fieldErrors('Project name')).toEqual([
        'This text contains a character that cannot be saved (a NUL character or a broken emoji). Remove it and try again.',
      ]),
    );
  });

  it('prompts an upgrade when the plan has no room for another project', async () => {
    stub({ 'POST /api/v1/projects': () => problem('PROJECT_LIMIT_REACHED') });
    await renderDialog();
    await choose('Team', 'Acme');
    fillIn('Project name', 'Payments');
    await choose('Category', 'HTTP');
    create();
    const prompt = (
      await screen.findByText(
        "You have reached your plan's project limit. Upgrade to create more projects.",
        { selector: '.ant-modal-confirm-content, .ant-modal-confirm-content *' },
      )
    ).closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(
      [...prompt.querySelectorAll('button')].find((b) => b.textContent === 'Upgrade')!,
    );
    expect(await screen.findByText('at /order/subscription')).toBeTruthy();
  });
});
