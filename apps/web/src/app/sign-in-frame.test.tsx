import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INVITE_PROJECT_ID, INVITE_TEAM_ID, PROJECT_INVITE } from '../test/invite-fixtures';
import { renderRoutes } from '../test/render-with-providers';
import { json, SIGNED_IN, stubApi } from '../test/stub-api';
import { routes } from './routes';

// The sign-in frame brings no antd providers (issue 20); these render the app's route table with
// only the providers main.tsx gives it, as the browser does.
describe('the sign-in frame', () => {
  it('joins from the invite page and opens the project (bug: Join did nothing without antd’s App context)', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      'GET /api/v1/invites/preview': () => json(PROJECT_INVITE),
      'POST /api/v1/invites/accept': () =>
        json({ teamId: INVITE_TEAM_ID, projectId: INVITE_PROJECT_ID, joined: true }),
    });
    const { router } = renderRoutes(routes, '/user/invite?token=abc', { root: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/project/${INVITE_PROJECT_ID}`),
    );
    expect(api.callsTo('POST /api/v1/invites/accept')).toHaveLength(1);
  });
});
