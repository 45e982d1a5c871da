import type { InvitePreview } from '@heron/contract';

export const INVITE_TEAM_ID = '00000000-0000-4000-8000-0000000000a1';
export const INVITE_PROJECT_ID = '00000000-0000-4000-8000-0000000000e1';

/** A link invite to a project, as `GET /invites/preview` answers it to someone not yet in. */
export const PROJECT_INVITE: InvitePreview = {
  kind: 'link',
  inviterName: 'Grace Hopper',
  teamId: INVITE_TEAM_ID,
  teamName: 'Acme',
  projectId: INVITE_PROJECT_ID,
  projectName: 'Payments',
  permission: 2,
  expiresAt: '2025-03-08T10:00:00.000Z',
  alreadyMember: false,
};
