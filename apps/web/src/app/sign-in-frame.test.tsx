import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvitePreview } from '@heron/contract';
import { renderRoutes } from '../test/render-with-providers';
import { json, SIGNED_IN, stubApi } from '../test/stub-api';
import { routes } from './routes';

const TEAM_ID = '00000000-0000-4000-8000-0000000000a1';
const PROJECT_ID = '00000000-0000-4000-8000-0000000000e1';
const INVITE: InvitePreview = {
  kind: 'link',
  inviterName: 'Grace Hopper',
  teamId: TEAM_ID,
  teamName: 'Acme',
  projectId: PROJECT_ID,
  projectName: 'Payments',
  permission: 2,
  expiresAt: '2025-03-08T10:00:00.000Z',
  alreadyMember: false,
};

// The sign-in frame brings no antd providers (issue 20); these render the app's route table with
// only the providers main.tsx gives it, as the browser does.
describe('the sign-in frame', () => {
  it('joins from the invite page and opens the project (bug: Join did nothing without antd’s App context)', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      'GET /api/v1/invites/preview': () => json(INVITE),
      'POST /api/v1/invites/accept': () =>
        json({ teamId: TEAM_ID, projectId: PROJECT_ID, joined: true }),
    });
    const { router } = renderRoutes(routes, '/user/invite?token=abc', { root: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}`));
    expect(api.callsTo('POST /api/v1/invites/accept')).toHaveLength(1);
  });
});
