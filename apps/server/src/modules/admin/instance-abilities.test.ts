import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstanceAbilities } from '@heron/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { problem, registerUser } from '../../../test/auth-helpers.js';
import { as, seedTeam, signUp } from '../../../test/workspace-helpers.js';

const SUPER_ADMIN_EMAIL = 'abilities-operator@example.com';
const ABILITIES = '/api/v1/instance/abilities';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ superAdminEmails: [SUPER_ADMIN_EMAIL] });
});
afterAll(() => t.close());

describe('GET /api/v1/instance/abilities', () => {
  it('answers everyone signed in, so the web app asks admin data only of super admins (issue 21)', async () => {
    const teamAdmin = await signUp(t.app, 'Team Admin');
    await seedTeam(t.database.db, teamAdmin);
    const asked = await as(t.app, teamAdmin).get(ABILITIES);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<InstanceAbilities>()).toEqual({
      viewAllBilling: false,
      issueInvoices: false,
      setTeamPlans: false,
    });

    const token = await registerUser(t.app, SUPER_ADMIN_EMAIL, { name: 'Root' });
    const root = { id: '', name: 'Root', email: SUPER_ADMIN_EMAIL, token };
    expect((await as(t.app, root).get(ABILITIES)).json<InstanceAbilities>()).toEqual({
      viewAllBilling: true,
      issueInvoices: true,
      setTeamPlans: true,
    });
  });

  it('asks who is signed in first', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: ABILITIES });
    expect(anonymous.statusCode).toBe(401);
    expect(problem(anonymous).code).toBe('UNAUTHENTICATED');
  });
});
