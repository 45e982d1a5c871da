import { instanceAbilitiesSchema, setTeamPlanBody, teamPlanResponse } from '../routes/admin.js';
import { teamParams } from '../routes/teams.js';
import { defineRoute } from './define-route.js';

export const setTeamPlanRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/admin/teams/:teamId/plan',
  operationId: 'setTeamPlan',
  summary: "Put a team on a plan (the instance's super admins only)",
  description:
    'Going down to a plan with fewer projects than the team has freezes the newest ones; going up thaws them.',
  tags: ['admin'],
  params: teamParams,
  body: setTeamPlanBody,
  responses: { 200: teamPlanResponse },
});

export const getInstanceAbilitiesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/instance/abilities',
  operationId: 'getInstanceAbilities',
  summary: 'What the caller may do on the whole instance (all false unless a super admin)',
  description:
    "Any signed-in person may ask: the web app offers the super admins' screens from this answer.",
  tags: ['admin'],
  responses: { 200: instanceAbilitiesSchema },
});
