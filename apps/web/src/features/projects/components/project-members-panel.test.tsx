import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProjectSummary } from '@heron/contract';
import { renderRoutes } from '../../../test/render-with-providers';
import { json, noContent, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import {
  BOB,
  CAROL,
  makeMember,
  makeProject,
  NO_ABILITIES,
  P1,
  SIGNED_IN_AS_ME,
} from '../../../test/project-fixtures';
import { ProjectMembersPanel } from './project-members-panel';

const MEMBERS = [
  makeMember(),
  makeMember({ userId: BOB, name: 'Bob', email: 'bob@example.com', isAdmin: false }),
  makeMember({
    userId: CAROL,
    name: 'Carol',
    email: 'carol@example.com',
    isAdmin: false,
    permission: 1,
  }),
];

function renderPanel(project: ProjectSummary = makeProject(), onLeft = () => {}) {
  return renderRoutes(
    [
      {
        path: '/here',
        element: <ProjectMembersPanel project={project} onLeft={onLeft} />,
      },
    ],
    '/here',
  );
}

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    ...SIGNED_IN_AS_ME,
    [`GET /api/v1/projects/${P1}/members`]: () => json({ items: MEMBERS }),
    ...routes,
  });
}

/** The table row of the member named `name`. */
async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name, { selector: 'td *' })).closest('tr')!;
}

/** The option `title` of the open select list. */
async function optionTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const option = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    if (!option) throw new Error(`No option ${title}`);
    return option;
  });
}

function buttonIn(container: HTMLElement, name: string): HTMLElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

describe('ProjectMembersPanel', () => {
  it('changes a permission through the API', async () => {
    const api = stub({
      [`PATCH /api/v1/projects/${P1}/members/${BOB}`]: (request) =>
        json({ ...MEMBERS[1], ...(request.body as object) }),
    });
    renderPanel();
    const bob = await rowOf('Bob');
    expect(within(bob).getByText('Read-write')).toBeTruthy();
    fireEvent.mouseDown(within(bob).getByLabelText('Permission of Bob'));
    fireEvent.click(await optionTitled('Read-only'));
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/v1/projects/${P1}/members/${BOB}`)[0]?.body).toEqual({
        permission: 1,
      }),
    );
    expect(await screen.findByText('Edited successfully')).toBeTruthy();
  });

  it('sets a project admin', async () => {
    const api = stub({
      [`PATCH /api/v1/projects/${P1}/members/${CAROL}`]: (request) =>
        json({ ...MEMBERS[2], ...(request.body as object) }),
    });
    renderPanel();
    const carol = await rowOf('Carol');
    fireEvent.click(within(carol).getByLabelText('Carol is project admin'));
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/v1/projects/${P1}/members/${CAROL}`)[0]?.body).toEqual({
        isAdmin: true,
      }),
    );
  });

  it('prompts an upgrade when no read-write seat is free', async () => {
    stub({
      [`PATCH /api/v1/projects/${P1}/members/${CAROL}`]: () => problem('READ_WRITE_SEATS_FULL'),
    });
    renderPanel();
    const carol = await rowOf('Carol');
    fireEvent.mouseDown(within(carol).getByLabelText('Permission of Carol'));
    fireEvent.click(await optionTitled('Read-write'));
    expect(
      await screen.findByText('All seats in your plan are in use. Upgrade to add more members.'),
    ).toBeTruthy();
  });

  it('removes the selected members in one batch after confirming', async () => {
    const api = stub({ [`POST /api/v1/projects/${P1}/members/remove`]: () => noContent() });
    renderPanel();
    const me = await rowOf('Ada Lovelace');
    // Leaving is how one goes: I cannot select or remove myself.
    expect(within(me).getByLabelText('Select Ada Lovelace')).toHaveProperty('disabled', true);
    expect(within(me).queryByText('Remove')).toBeNull();

    fireEvent.click(within(await rowOf('Bob')).getByLabelText('Select Bob'));
    fireEvent.click(within(await rowOf('Carol')).getByLabelText('Select Carol'));
    fireEvent.click(await screen.findByText('Remove selected (2)'));
    const confirm = (
      await screen.findByText('Remove the selected members (2) from the project?')
    ).closest<HTMLElement>('.ant-popover')!;
    expect(api.callsTo(`POST /api/v1/projects/${P1}/members/remove`)).toHaveLength(0);
    fireEvent.click(buttonIn(confirm, 'Remove'));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/v1/projects/${P1}/members/remove`)[0]?.body).toEqual({
        userIds: [BOB, CAROL],
      }),
    );
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
  });

  it('removes one member', async () => {
    const api = stub({ [`POST /api/v1/projects/${P1}/members/remove`]: () => noContent() });
    renderPanel();
    fireEvent.click(buttonIn(await rowOf('Carol'), 'Remove'));
    const confirm = (
      await screen.findByText('Remove Carol from the project?')
    ).closest<HTMLElement>('.ant-popover')!;
    fireEvent.click(buttonIn(confirm, 'Remove'));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/v1/projects/${P1}/members/remove`)[0]?.body).toEqual({
        userIds: [CAROL],
      }),
    );
  });

  it('shows a plain member the list only, and lets them leave', async () => {
    const api = stub({ [`POST /api/v1/projects/${P1}/leave`]: () => noContent() });
    const onLeft = vi.fn();
    renderPanel(makeProject({ amAdmin: false, can: { ...NO_ABILITIES, leave: true } }), onLeft);
    const bob = await rowOf('Bob');
    expect(within(bob).getByText('Read-write')).toBeTruthy();
    expect(within(await rowOf('Carol')).getByText('Read-only')).toBeTruthy();
    expect(within(await rowOf('Ada Lovelace')).getByText('Project admin')).toBeTruthy();
    expect(document.querySelectorAll('.ant-select, .ant-switch, .ant-checkbox')).toHaveLength(0);
    expect(screen.queryByText('Invite')).toBeNull();
    expect(screen.queryByText('Remove')).toBeNull();

    fireEvent.click(screen.getByText('Leave project'));
    const confirm = (await screen.findByText('Leave the project "Payments"?')).closest<HTMLElement>(
      '.ant-popover',
    )!;
    fireEvent.click(buttonIn(confirm, 'Leave'));
    await waitFor(() => expect(api.callsTo(`POST /api/v1/projects/${P1}/leave`)).toHaveLength(1));
    await waitFor(() => expect(onLeft).toHaveBeenCalledTimes(1));
  });

  it('opens the invite dialog for the project when inviting is allowed', async () => {
    stub();
    renderPanel();
    await rowOf('Bob');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('Invite'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
