import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../test/render-with-providers';
import { json, noContent, problem, stubApi, type StubHandler } from '../../test/stub-api';
import { ProjectWorkspacePage } from './project-workspace-page';
import {
  makeMember,
  makeProject,
  NO_ABILITIES,
  P1,
  SIGNED_IN_AS_ME,
  TEAM_ID,
} from '../../test/project-fixtures';

const FROZEN_NOTICE =
  "Some projects are frozen because your plan's project limit has been exceeded. Upgrade your plan or delete other projects to restore them.";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderWorkspace(path = `/project/${P1}`) {
  return renderRoutes(
    [
      {
        path: '/project/:projectId',
        element: (
          <>
            <ProjectWorkspacePage />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    path,
  );
}

function stub(project = makeProject(), routes: Record<string, StubHandler> = {}) {
  return stubApi({
    ...SIGNED_IN_AS_ME,
    [`GET /api/v1/projects/${P1}`]: () => json(project),
    [`GET /api/v1/projects/${P1}/members`]: () => json({ items: [makeMember()] }),
    ...routes,
  });
}

const where = () => screen.getByTestId('where').textContent;

describe('ProjectWorkspacePage', () => {
  // The designer is its own chunk: the first load in a test run is slow, not wrong.
  it('opens on the API designer', { timeout: 30_000 }, async () => {
    stub(makeProject(), { [`GET /api/v1/projects/${P1}/design/tree`]: () => json({ nodes: [] }) });
    renderWorkspace();
    expect(
      await screen.findByTestId('design-workspace', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('APIs')).toBeTruthy();
    expect(where()).toBe(`/project/${P1}`);
  });

  it('shows the project, its state and its members', async () => {
    stub(makeProject({ isLocked: true }));
    renderWorkspace(`/project/${P1}?tab=members`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    expect(screen.getByText('HTTP')).toBeTruthy();
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(screen.getByText('Team: Acme')).toBeTruthy();
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.queryByText(FROZEN_NOTICE)).toBeNull();
  });

  it('shows the frozen notice on a frozen project', async () => {
    stub(makeProject({ isFrozen: true }));
    renderWorkspace();
    expect(await screen.findByText(FROZEN_NOTICE)).toBeTruthy();
    expect(screen.getByText('Frozen')).toBeTruthy();
    fireEvent.click(screen.getByText('Upgrade'));
    // The subscription of the project's team (issue 8).
    await waitFor(() => expect(where()).toBe(`/order/subscription?teamId=${TEAM_ID}`));
  });

  it('keeps the tab in the address and edits the info', async () => {
    let current = makeProject();
    const api = stub(current, {
      [`GET /api/v1/projects/${P1}`]: () => json(current),
      [`PATCH /api/v1/projects/${P1}`]: (request) => {
        current = makeProject({
          ...(request.body as object),
          updatedAt: '2025-03-03T00:00:00.000Z',
        });
        return json(current);
      },
    });
    renderWorkspace();
    fireEvent.click(await screen.findByText('Project info'));
    await waitFor(() => expect(where()).toBe(`/project/${P1}?tab=info`));
    const name = await screen.findByLabelText('Project name');
    fireEvent.change(name, { target: { value: 'Billing' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/v1/projects/${P1}`)[0]?.body).toEqual({
        name: 'Billing',
        description: 'The payments API',
        category: 'http',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
  });

  it('shows the info read-only to a member who may not edit it', async () => {
    stub(makeProject({ can: { ...NO_ABILITIES, leave: true } }));
    renderWorkspace(`/project/${P1}?tab=info`);
    const name = await screen.findByLabelText('Project name');
    expect(name).toHaveProperty('disabled', true);
    expect(screen.queryByText('Save')).toBeNull();
    expect(screen.queryByText('Lock')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
  });

  it('moves the project to the trash and goes back to the list', async () => {
    const api = stub(makeProject(), { [`DELETE /api/v1/projects/${P1}`]: () => noContent() });
    renderWorkspace(`/project/${P1}?tab=info`);
    fireEvent.click((await screen.findByText('Delete')).closest('button')!);
    const confirm = (
      await screen.findByText('Delete the project "Payments"?')
    ).closest<HTMLElement>('.ant-popover')!;
    fireEvent.click(
      [...confirm.querySelectorAll('button')].find((b) => b.textContent === 'Delete')!,
    );
    await waitFor(() => expect(api.callsTo(`DELETE /api/v1/projects/${P1}`)).toHaveLength(1));
    await waitFor(() => expect(where()).toBe('/project/list'));
  });

  it('says why a project cannot be opened', async () => {
    stubApi({
      ...SIGNED_IN_AS_ME,
      [`GET /api/v1/projects/${P1}`]: () => problem('PERMISSION_DENIED'),
    });
    renderWorkspace();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This project cannot be opened' }),
    ).toBeTruthy();
    expect(screen.getByText('Operation permission failed, insufficient permissions.')).toBeTruthy();
  });
});
