// The invites feature's public entry (issue 20): the invite dialog of a team or project, and the
// invite screen, its own chunk.
export { InviteDialog } from './components/invite-dialog';

export const loadInvitePage = () => import('./invite-page').then((module) => module.InvitePage);
