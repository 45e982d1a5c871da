import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccessToken, ProjectSummary } from '@heron/contract';
import { routes } from '../../app/routes';
import { renderRoutes } from '../../test/render-with-providers';
import { makeProject, P1, P2, pageOf } from '../../test/project-fixtures';
import {
  SIGNED_IN,
  json,
  noContent,
  problem,
  stubApi,
  type StubRequest,
} from '../../test/stub-api';

const TOKENS = '/api/v1/account/access-tokens';
const TOKEN_ID = '30000000-0000-4000-8000-000000000001';
const WAIT = { timeout: 5000 };
const SECRET = `heron_pat_${'a'.repeat(43)}`;

const existing: AccessToken = {
  id: '30000000-0000-4000-8000-000000000002',
  name: 'Nightly',
  prefix: 'heron_pat_Zx81kQ',
  right: 'read',
  projects: [{ id: P2, name: 'Orders' }],
  createdAt: '2026-01-02T10:00:00.000Z',
  expiresAt: '2026-02-01T10:00:00.000Z',
  isExpired: true,
  lastUsedAt: null,
};

/**
 * The projects for the token form's select (it asks for a page of 100); the project list behind
 * the dialog gets none, so its rows do not share the dialog's test ids.
 */
function forTokenForm(request: StubRequest, projects: ProjectSummary[]) {
  return request.query.get('pageSize') === '100' ? pageOf(projects) : pageOf([]);
}

/** The new-token form (the profile tab, also in the dialog, has a "Name" too). */
const tokenForm = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('form#access-token-create')!;

async function openTokens() {
  fireEvent.click(await screen.findByRole('button', { name: 'Account: Ada Lovelace' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Account settings/ }));
  // By its title: other parts of the page share the test ids its accessible name points at.
  const title = await screen.findByText('Account settings', { selector: '.ant-modal-title' }, WAIT);
  const dialog = title.closest('.ant-modal') as HTMLElement;
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Access tokens' }));
  return dialog;
}

describe('account settings, access tokens', () => {
  it('lists tokens without their secret, and says which have expired', async () => {
    stubApi({ ...SIGNED_IN, [`GET ${TOKENS}`]: () => json({ items: [existing] }) });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openTokens();
    expect(await within(dialog).findByText('Nightly')).toBeTruthy();
    expect(within(dialog).getByText('heron_pat_Zx81kQ…')).toBeTruthy();
    expect(within(dialog).getByText('Read')).toBeTruthy();
    expect(within(dialog).getByText('Expired')).toBeTruthy();
    expect(within(dialog).getByText('Projects: Orders')).toBeTruthy();
    expect(within(dialog).getByText(/Never used/)).toBeTruthy();
  });

  it('creates a token, shows it once with a copy button, and revokes after a confirmation', async () => {
    let items: AccessToken[] = [];
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = stubApi({
      ...SIGNED_IN,
      [`GET ${TOKENS}`]: () => json({ items }),
      'GET /api/v1/projects': () =>
        json(
          pageOf([
            makeProject({ id: P1, name: 'Payments' }),
            makeProject({ id: P2, name: 'Orders' }),
          ]),
        ),
      [`POST ${TOKENS}`]: (request) => {
        const body = request.body as { name: string; right: 'run'; projectIds: string[] };
        const made: AccessToken = {
          ...existing,
          id: TOKEN_ID,
          name: body.name,
          right: body.right,
          projects: [{ id: P1, name: 'Payments' }],
          isExpired: false,
          prefix: SECRET.slice(0, 16),
        };
        items = [made];
        return json({ ...made, token: SECRET }, 201);
      },
      [`DELETE ${TOKENS}/${TOKEN_ID}`]: () => {
        items = [];
        return noContent();
      },
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openTokens();
    expect(await within(dialog).findByText('No access tokens yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /New token/ }));

    // Nothing chosen: the form says what is missing, without calling the server.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('This field is required', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByText('Choose a project')).toBeTruthy();
    expect(api.callsTo(`POST ${TOKENS}`)).toHaveLength(0);

    fireEvent.change(within(tokenForm(dialog)).getByLabelText('Name'), {
      target: { value: 'GitHub CI' },
    });
    fireEvent.mouseDown(within(tokenForm(dialog)).getByLabelText('Projects'));
    fireEvent.click(await screen.findByTitle('Payments · Acme'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(api.callsTo(`POST ${TOKENS}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${TOKENS}`)[0]!.body).toEqual({
      name: 'GitHub CI',
      projectIds: [P1],
      right: 'run',
      expiresInDays: 30,
    });
    expect(await within(dialog).findByText(SECRET)).toBeTruthy();
    expect(within(dialog).getByText(/won't be able to see it again/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Copy token/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(dialog).queryByText(SECRET)).toBeNull());
    expect(await within(dialog).findByText('GitHub CI')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByText('Revoke "GitHub CI"? Jobs using it will stop working.');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo(`DELETE ${TOKENS}/${TOKEN_ID}`)).toHaveLength(1));
    expect(await within(dialog).findByText('No access tokens yet.')).toBeTruthy();
  });

  it('shows the limit as a translated message', async () => {
    stubApi({
      ...SIGNED_IN,
      [`GET ${TOKENS}`]: () => json({ items: [] }),
      'GET /api/v1/projects': (request) =>
        json(forTokenForm(request, [makeProject({ id: P1, name: 'Payments' })])),
      [`POST ${TOKENS}`]: () => problem('ACCESS_TOKEN_LIMIT_REACHED'),
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openTokens();
    fireEvent.click(await within(dialog).findByRole('button', { name: /New token/ }));
    fireEvent.change(within(tokenForm(dialog)).getByLabelText('Name'), {
      target: { value: 'One more' },
    });
    fireEvent.mouseDown(within(tokenForm(dialog)).getByLabelText('Projects'));
    fireEvent.click(await screen.findByTitle('Payments · Acme'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(
      await within(dialog).findByText(
        'You have as many access tokens as allowed. Revoke one to create another.',
      ),
    ).toBeTruthy();
  });
});
