import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { problem, registerUser } from '../../../test/auth-helpers.js';
import { as, seedTeam, signUp, type Person } from '../../../test/workspace-helpers.js';

const SUPER_ADMIN_EMAIL = 'root-operator@example.com';

let t: TestApp;
let teamAdmin: Person;
let teamId: string;
beforeAll(async () => {
  t = await createTestApp({ superAdminEmails: [SUPER_ADMIN_EMAIL] });
  teamAdmin = await signUp(t.app, 'Admin');
  teamId = await seedTeam(t.database.db, teamAdmin);
});
afterAll(() => t.close());

const planOf = async (id: string) =>
  (await t.database.db.select({ plan: teams.plan }).from(teams).where(eq(teams.id, id)))[0]?.plan;

describe('PUT /api/v1/admin/teams/:teamId/plan', () => {
  it('lets a super admin put a team on a plan', async () => {
    const token = await registerUser(t.app, SUPER_ADMIN_EMAIL, { name: 'Root' });
    const root = { id: '', name: 'Root', email: SUPER_ADMIN_EMAIL, token };
    const response = await as(t.app, root).put(`/api/v1/admin/teams/${teamId}/plan`, {
      plan: 'plus',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ teamId, plan: 'plus' });
    expect(await planOf(teamId)).toBe('plus');

    const unknown = await as(t.app, root).put(
      '/api/v1/admin/teams/00000000-0000-4000-8000-000000000000/plan',
      { plan: 'plus' },
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await as(t.app, root).put(`/api/v1/admin/teams/${teamId}/plan`, { plan: 'gold' });
    expect(bad.statusCode).toBe(400);
    expect(problem(bad).errors?.[0]?.pointer).toBe('/plan');
  });

  it('refuses everyone else, the team admin included', async () => {
    const response = await as(t.app, teamAdmin).put(`/api/v1/admin/teams/${teamId}/plan`, {
      plan: 'enterprise',
    });
    expect(response.statusCode).toBe(403);
    expect(problem(response).code).toBe('PERMISSION_DENIED');
    expect(await planOf(teamId)).not.toBe('enterprise');
    const signedOut = await as(t.app, null).put(`/api/v1/admin/teams/${teamId}/plan`, {
      plan: 'enterprise',
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
