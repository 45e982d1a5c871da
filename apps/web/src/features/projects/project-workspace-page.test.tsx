import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { EMPTY_META } from '../../test/design-fixtures';
import { makeSettings } from '../../test/mock-fixtures';

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
        path: '/project/:projectId/:section?',
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
const rail = () => screen.getByRole('navigation', { name: 'Project sections' });
/** Whether an element is on screen: none of its ancestors is hidden with `display: none`. */
function isShown(element: HTMLElement): boolean {
  for (let at: HTMLElement | null = element; at; at = at.parentElement) {
    if (at.style.display === 'none') return false;
  }
  return true;
}

describe('ProjectWorkspacePage', () => {
  // The designer is its own chunk: the first load in a test run is slow, not wrong.
  it('opens on the API designer', { timeout: 30_000 }, async () => {
    stub(makeProject(), { [`GET /api/v1/projects/${P1}/design/tree`]: () => json({ nodes: [] }) });
    renderWorkspace();
    expect(
      await screen.findByTestId('design-workspace', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('workspace-section-apis').getAttribute('aria-current')).toBe('page');
    expect(where()).toBe(`/project/${P1}`);
  });

  it('has no site menu bar: a slim header with the way back, the language and the account', async () => {
    stub();
    renderWorkspace(`/project/${P1}/members`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Account: Ada Lovelace' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to projects' }));
    await waitFor(() => expect(where()).toBe('/project/list'));
  });

  it('moves between its sections from the rail, the section in the address', async () => {
    stub();
    renderWorkspace(`/project/${P1}/members`);
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    const nav = rail();
    expect(
      [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['APIs', `/project/${P1}`],
      ['Tests', `/project/${P1}/tests`],
      ['Mock', `/project/${P1}/mock`],
      ['Docs', `/project/${P1}/docs`],
      ['Settings', `/project/${P1}/settings`],
      ['Members', `/project/${P1}/members`],
      ['Info', `/project/${P1}/info`],
    ]);
    expect(within(nav).getByText('Members').closest('a')!.getAttribute('aria-current')).toBe(
      'page',
    );

    fireEvent.click(within(nav).getByText('Info'));
    await waitFor(() => expect(where()).toBe(`/project/${P1}/info`));
    expect(await screen.findByLabelText('Project name')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Project info' })).toBeTruthy();
    // The section left stays mounted, hidden: what it holds is there on the way back.
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(isShown(screen.getByText('ada@example.com'))).toBe(false);

    fireEvent.click(within(nav).getByText('Members'));
    await waitFor(() => expect(where()).toBe(`/project/${P1}/members`));
    expect(isShown(screen.getByText('ada@example.com'))).toBe(true);
  });

  it('sends the old ?tab= links to their section, and an unknown section to the APIs', async () => {
    stub(makeProject(), { [`GET /api/v1/projects/${P1}/design/tree`]: () => json({ nodes: [] }) });
    const { router } = renderWorkspace(`/project/${P1}?tab=members&item=x`);
    await waitFor(() => expect(where()).toBe(`/project/${P1}/members?item=x`));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    await router.navigate(`/project/${P1}/nowhere`);
    await waitFor(() => expect(where()).toBe(`/project/${P1}`));
  });

  it('shows the mock as a section, to a read-only member too', { timeout: 30_000 }, async () => {
    stub(makeProject({ can: NO_ABILITIES }), {
      [`GET /api/v1/projects/${P1}/mock`]: () =>
        json(makeSettings({ projectId: P1, baseUrl: `http://x/mock/${P1}` })),
      [`GET /api/v1/projects/${P1}/mock/log`]: () => json({ items: [], lastSeq: 0 }),
    });
    renderWorkspace(`/project/${P1}/mock`);
    const panel = await screen.findByTestId('mock-panel', undefined, { timeout: 10_000 });
    expect((await within(panel).findByTestId('mock-base-url')).textContent).toBe(
      `http://x/mock/${P1}`,
    );
    expect(within(panel).getByTestId('mock-save')).toHaveProperty('disabled', true);
    expect(screen.getByRole('heading', { level: 2, name: 'Mock server' })).toBeTruthy();
  });

  it('shows the docs as a section, to a read-only member too', { timeout: 30_000 }, async () => {
    stub(makeProject({ can: NO_ABILITIES }), {
      [`GET /api/v1/projects/${P1}/docs/site`]: () =>
        json({
          projectId: P1,
          enabled: true,
          slug: 'payments',
          hostName: null,
          visibility: 'public',
          publishMode: 'live',
          language: 'en',
          title: '',
          accentColor: '#835CFF',
          logoUrl: null,
          tryIt: { enabled: true, serverUrl: '' },
          hasPassword: false,
          version: 1,
          url: 'http://x/docs/payments',
          latestVersion: null,
          updatedAt: '2025-05-01T10:00:00.000Z',
        }),
      [`GET /api/v1/projects/${P1}/docs/versions`]: () => json({ items: [] }),
      [`GET /api/v1/projects/${P1}/docs/shares`]: () => json({ items: [] }),
    });
    renderWorkspace(`/project/${P1}/docs`);
    const docs = await screen.findByTestId('docs-section', undefined, { timeout: 10_000 });
    expect((await within(docs).findByTestId('docs-site-url')).textContent).toBe(
      'http://x/docs/payments',
    );
    expect(within(docs).getByTestId('docs-site-save')).toHaveProperty('disabled', true);
    expect(screen.getByRole('heading', { level: 2, name: 'Docs' })).toBeTruthy();
    expect(screen.getByTestId('workspace-section-docs').getAttribute('aria-current')).toBe('page');
  });

  it(
    'shows the tests as a section of their own, to a read-only member too',
    { timeout: 30_000 },
    async () => {
      stub(makeProject({ can: NO_ABILITIES }), {
        [`GET /api/v1/projects/${P1}/test-scenarios`]: () =>
          json({
            items: [
              {
                id: 'd0000000-0000-4000-8000-000000000001',
                name: 'Checkout',
                description: '',
                stepCount: 3,
                lastRun: null,
                version: 1,
                updatedAt: '2025-05-01T10:00:00.000Z',
              },
            ],
          }),
      });
      renderWorkspace(`/project/${P1}/tests`);
      const section = await screen.findByTestId('tests-section', undefined, { timeout: 10_000 });
      expect(await within(section).findByText('Checkout')).toBeTruthy();
      expect(within(section).getByText('Steps: 3')).toBeTruthy();
      expect(within(section).queryByTestId('tests-new-scenario')).toBeNull();
      expect(screen.getByTestId('workspace-section-tests').getAttribute('aria-current')).toBe(
        'page',
      );
    },
  );

  it('shows the design settings and the environments in the Settings section', async () => {
    stub(makeProject(), {
      [`GET /api/v1/projects/${P1}/design/meta`]: () => json(EMPTY_META),
      [`GET /api/v1/projects/${P1}/environments`]: () => json({ items: [] }),
      [`GET /api/v1/projects/${P1}/variables`]: () => json({ version: 0, variables: [] }),
    });
    renderWorkspace(`/project/${P1}/settings`);
    expect(
      await screen.findByTestId('design-settings-panel', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Environments and variables' }));
    expect(
      await screen.findByTestId('debug-env-drawer', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('shows the project, its state and its members', async () => {
    stub(makeProject({ isLocked: true }));
    renderWorkspace(`/project/${P1}/members`);
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

  it('edits the info', async () => {
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
    fireEvent.click(await screen.findByTestId('workspace-section-info'));
    await waitFor(() => expect(where()).toBe(`/project/${P1}/info`));
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
    renderWorkspace(`/project/${P1}/info`);
    const name = await screen.findByLabelText('Project name');
    expect(name).toHaveProperty('disabled', true);
    expect(screen.queryByText('Save')).toBeNull();
    expect(screen.queryByText('Lock')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
  });

  it('moves the project to the trash and goes back to the list', async () => {
    const api = stub(makeProject(), { [`DELETE /api/v1/projects/${P1}`]: () => noContent() });
    renderWorkspace(`/project/${P1}/info`);
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
