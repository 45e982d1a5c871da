import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InviteLink, ProjectSummary, TeamDetail, TeamMember } from '@heron/contract';
import { renderRoutes } from '../../../test/render-with-providers';
import { json, noContent, stubApi, TEST_USER, type StubHandler } from '../../../test/stub-api';
import { InviteDialog } from './invite-dialog';

const TEAM_ID = '00000000-0000-4000-8000-0000000000a1';
const PROJECT_ID = '00000000-0000-4000-8000-0000000000e1';
const OTHER_PROJECT_ID = '00000000-0000-4000-8000-0000000000e2';
const BOB = '00000000-0000-4000-8000-0000000000b2';
const CY = '00000000-0000-4000-8000-0000000000c3';
const SLOW_TEST_MS = 60_000;

const TEAM = {
  id: TEAM_ID,
  name: 'Acme',
  isPersonal: false,
  isAdmin: true,
} as TeamDetail;

const LINK: InviteLink = {
  id: '00000000-0000-4000-8000-00000000f001',
  teamId: TEAM_ID,
  projectId: PROJECT_ID,
  url: 'http://localhost/user/invite?token=first',
  permission: 1,
  creator: { id: TEST_USER.id, name: 'Ada Lovelace' },
  createdAt: '2025-03-01T10:00:00.000Z',
  expiresAt: '2025-03-08T10:00:00.000Z',
};

function project(id: string, name: string, canInvite: boolean): ProjectSummary {
  return {
    id,
    name,
    teamId: TEAM_ID,
    can: { invite: canInvite },
  } as ProjectSummary;
}

function member(userId: string, name: string): TeamMember {
  return { userId, name, email: `${name.toLowerCase()}@example.com` } as TeamMember;
}

function stub(extra: Record<string, StubHandler> = {}) {
  return stubApi({
    'GET /api/v1/auth/session': () => json({ user: TEST_USER }),
    [`GET /api/v1/teams/${TEAM_ID}`]: () => json(TEAM),
    'GET /api/v1/invite-links': () => json({ link: LINK }),
    'GET /api/v1/projects': () =>
      json({
        items: [
          project(PROJECT_ID, 'Payments', true),
          project(OTHER_PROJECT_ID, 'Read only here', false),
        ],
        total: 2,
        page: 1,
        pageSize: 100,
      }),
    ...extra,
  });
}

/** The dialog for the project in focus, or (null) for the team with no project in focus. */
function renderDialog(projectId: string | null = PROJECT_ID) {
  return renderRoutes(
    [
      {
        path: '/here',
        element: (
          <InviteDialog
            open
            teamId={TEAM_ID}
            projectId={projectId ?? undefined}
            onClose={() => {}}
          />
        ),
      },
    ],
    '/here',
  );
}

function addresses(count: number): string {
  return Array.from({ length: count }, (_, i) => `person${i}@example.com`).join('\n');
}

async function openTab(name: string) {
  fireEvent.click(await screen.findByRole('tab', { name }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InviteDialog: link', { timeout: SLOW_TEST_MS }, () => {
  it('shows the project link with its creator, permission, times, and copies it', async () => {
    const api = stub();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDialog();
    expect(await screen.findByDisplayValue(LINK.url)).toBeTruthy();
    const [request] = api.callsTo('GET /api/v1/invite-links');
    expect(request?.query.get('teamId')).toBe(TEAM_ID);
    expect(request?.query.get('projectId')).toBe(PROJECT_ID);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(screen.getByText(format.format(new Date(LINK.createdAt)))).toBeTruthy();
    expect(screen.getByText(format.format(new Date(LINK.expiresAt)))).toBeTruthy();

    fireEvent.click(screen.getByText('Copy'));
    expect(await screen.findByText('Copy successful')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK.url);
  });

  it('falls back to a textarea and execCommand without the Clipboard API', async () => {
    stub();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      copied = command === 'copy' ? (document.activeElement as HTMLTextAreaElement).value : '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderDialog();
    await screen.findByDisplayValue(LINK.url);
    fireEvent.click(screen.getByText('Copy'));
    expect(await screen.findByText('Copy successful')).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(LINK.url);
    // The helper textarea is gone again.
    expect(document.querySelectorAll('textarea[readonly]')).toHaveLength(0);
  });

  it('says the copy failed when neither way works', async () => {
    stub();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    renderDialog();
    await screen.findByDisplayValue(LINK.url);
    fireEvent.click(screen.getByText('Copy'));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
  });

  it('resets the link after confirming: a new link with the same permission replaces it', async () => {
    const fresh = {
      ...LINK,
      id: '00000000-0000-4000-8000-00000000f002',
      url: 'http://localhost/user/invite?token=second',
    };
    const api = stub({ 'POST /api/v1/invite-links': () => json(fresh, 201) });
    renderDialog();
    await screen.findByDisplayValue(LINK.url);
    fireEvent.click(screen.getByText('Reset link'));
    const [resetTitle] = await screen.findAllByText('Reset the invite link?');
    const confirm = resetTitle!.closest('.ant-modal') as HTMLElement;
    expect(api.callsTo('POST /api/v1/invite-links')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByDisplayValue(fresh.url)).toBeTruthy();
    expect(api.callsTo('POST /api/v1/invite-links')[0]?.body).toEqual({
      teamId: TEAM_ID,
      projectId: PROJECT_ID,
      permission: 1,
    });
  });

  it('deletes the link after confirming', async () => {
    const api = stub({ [`DELETE /api/v1/invite-links/${LINK.id}`]: () => noContent() });
    renderDialog();
    await screen.findByDisplayValue(LINK.url);
    fireEvent.click(screen.getByText('Delete link'));
    const [deleteTitle] = await screen.findAllByText('Delete the invite link?');
    const confirm = deleteTitle!.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete link' }));
    expect(await screen.findByText('There is no valid invite link')).toBeTruthy();
    expect(api.callsTo(`DELETE /api/v1/invite-links/${LINK.id}`)).toHaveLength(1);
  });

  it('makes a team link (permission 0) when opened without a project', async () => {
    const teamLink = { ...LINK, projectId: null, permission: 0 as const };
    const api = stub({
      'GET /api/v1/invite-links': () => json({ link: null }),
      'POST /api/v1/invite-links': () => json(teamLink, 201),
    });
    renderDialog(null);
    fireEvent.click(await screen.findByText('Create link'));
    expect(await screen.findByDisplayValue(LINK.url)).toBeTruthy();
    expect(api.callsTo('GET /api/v1/invite-links')[0]?.query.has('projectId')).toBe(false);
    expect(api.callsTo('POST /api/v1/invite-links')[0]?.body).toEqual({
      teamId: TEAM_ID,
      permission: 0,
    });
    expect(screen.getByText('Join the team')).toBeTruthy();
  });
});

describe('InviteDialog: email', { timeout: SLOW_TEST_MS }, () => {
  it('asks for addresses when none are entered', async () => {
    const api = stub();
    renderDialog();
    await openTab('Invite by email');
    fireEvent.click(await screen.findByText('Send invites'));
    expect(await screen.findByText('Enter email addresses')).toBeTruthy();
    expect(api.callsTo('POST /api/v1/invites/email')).toHaveLength(0);
  });

  it('refuses more than 50 addresses with the spec message', async () => {
    const api = stub();
    renderDialog();
    await openTab('Invite by email');
    fireEvent.change(await screen.findByLabelText('Email addresses'), {
      target: { value: addresses(51) },
    });
    expect(screen.getByText('Addresses: 51 / 50')).toBeTruthy();
    fireEvent.click(screen.getByText('Send invites'));
    expect(
      await screen.findByText('Only 50 invitations can be sent at a time. Adjust and retry.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/v1/invites/email')).toHaveLength(0);
  });

  it('flags addresses that are not valid and sends nothing', async () => {
    const api = stub();
    renderDialog();
    await openTab('Invite by email');
    fireEvent.change(await screen.findByLabelText('Email addresses'), {
      target: { value: 'good@example.com, not-an-address' },
    });
    const invalid = screen.getByRole('list', { name: 'Invalid addresses' });
    expect(within(invalid).getByText('not-an-address')).toBeTruthy();
    fireEvent.click(screen.getByText('Send invites'));
    expect(
      await screen.findByText('These are not valid email addresses: not-an-address'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/v1/invites/email')).toHaveLength(0);
  });

  it('sends 50 addresses, each once, and says how many were sent', async () => {
    const api = stub({
      'POST /api/v1/invites/email': ({ body }) =>
        json({
          sent: (body as { emails: string[] }).emails.length,
          expiresAt: '2025-03-02T10:00:00.000Z',
        }),
    });
    renderDialog();
    await openTab('Invite by email');
    fireEvent.change(await screen.findByLabelText('Email addresses'), {
      target: { value: `${addresses(50)}\nPERSON0@example.com` },
    });
    fireEvent.click(screen.getByText('Send invites'));
    expect(await screen.findAllByText('Invites sent: 50')).not.toHaveLength(0);
    const [request] = api.callsTo('POST /api/v1/invites/email');
    const body = request?.body as { projectId: string; permission: number; emails: string[] };
    expect(body.projectId).toBe(PROJECT_ID);
    expect(body.permission).toBe(1);
    expect(body.emails).toHaveLength(50);
    expect(body.emails[0]).toBe('person0@example.com');
  });

  it('needs a project when opened without one and offers only those I may invite to', async () => {
    const api = stub({
      'POST /api/v1/invites/email': () => json({ sent: 1, expiresAt: '2025-03-02T10:00:00.000Z' }),
    });
    renderDialog(null);
    await openTab('Invite by email');
    fireEvent.change(await screen.findByLabelText('Email addresses'), {
      target: { value: 'bob@example.com' },
    });
    fireEvent.click(screen.getByText('Send invites'));
    expect(await screen.findByText('Choose a project')).toBeTruthy();
    expect(api.callsTo('POST /api/v1/invites/email')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByLabelText('Project'));
    expect(await screen.findByTitle('Payments')).toBeTruthy();
    expect(screen.queryByTitle('Read only here')).toBeNull();
    fireEvent.click(screen.getByTitle('Payments'));
    fireEvent.click(screen.getByText('Send invites'));
    await waitFor(() => expect(api.callsTo('POST /api/v1/invites/email')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/invites/email')[0]?.body).toEqual({
      projectId: PROJECT_ID,
      permission: 1,
      emails: ['bob@example.com'],
    });
  });
});

describe('InviteDialog: from team', { timeout: SLOW_TEST_MS }, () => {
  it('adds chosen team members who are not on the project yet', async () => {
    const api = stub({
      [`GET /api/v1/teams/${TEAM_ID}/members`]: () =>
        json({
          items: [member(TEST_USER.id, 'Ada'), member(BOB, 'Bob'), member(CY, 'Cy')],
          total: 3,
          page: 1,
          pageSize: 100,
        }),
      [`GET /api/v1/projects/${PROJECT_ID}/members`]: () =>
        json({ items: [{ userId: TEST_USER.id, name: 'Ada', permission: 2, isAdmin: true }] }),
      [`POST /api/v1/projects/${PROJECT_ID}/members`]: () => json({ items: [] }),
    });
    renderDialog();
    await openTab('Invite from team');
    fireEvent.click(await screen.findByText('Add to project'));
    expect(await screen.findByText('Choose at least one member')).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Team members'));
    expect(await screen.findByTitle('Bob (bob@example.com)')).toBeTruthy();
    // Already on the project: not offered.
    expect(screen.queryByTitle('Ada (ada@example.com)')).toBeNull();
    fireEvent.click(screen.getByTitle('Bob (bob@example.com)'));
    fireEvent.click(screen.getByTitle('Cy (cy@example.com)'));
    fireEvent.mouseDown(screen.getByLabelText('Permission'));
    const writeOptions = await screen.findAllByTitle('Read-write');
    fireEvent.click(writeOptions[writeOptions.length - 1]!);
    fireEvent.click(screen.getByText('Add to project'));

    await waitFor(() =>
      expect(api.callsTo(`POST /api/v1/projects/${PROJECT_ID}/members`)).toHaveLength(1),
    );
    expect(api.callsTo(`POST /api/v1/projects/${PROJECT_ID}/members`)[0]?.body).toEqual({
      userIds: [BOB, CY],
      permission: 2,
    });
    expect(await screen.findByText('Added successfully')).toBeTruthy();
  });
});
