import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamDetail, TeamSummary } from '@heron/contract';
import { invites, projectMembers, projects, teamMembers, teams } from '../../db/schema/index.js';
import { problem, registerUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  as,
  seedProject,
  seedProjectMember,
  seedTeam,
  seedTeamMember,
  signUp,
  expectProblem,
  expectDenied,
} from '../../../test/workspace-helpers.js';

const SUPER_ADMIN_EMAIL = 'boss-of-teams@example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ superAdminEmails: [SUPER_ADMIN_EMAIL] });
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A team with an admin, a plain member, a removed member and an outsider around it. */
async function scene(options: { plan?: string } = {}) {
  const admin = await signUp(t.app, 'Admin');
  const member = await signUp(t.app, 'Member');
  const removed = await signUp(t.app, 'Removed');
  const outsider = await signUp(t.app, 'Outsider');
  const teamId = await seedTeam(db(), admin, options);
  await seedTeamMember(db(), teamId, member);
  await seedTeamMember(db(), teamId, removed);
  const removal = await as(t.app, admin).post(`/api/v1/teams/${teamId}/members/remove`, {
    userIds: [removed.id],
  });
  expect(removal.statusCode).toBe(204);
  return { admin, member, removed, outsider, teamId };
}

async function teamRow(teamId: string) {
  const [row] = await db().select().from(teams).where(eq(teams.id, teamId));
  return row;
}

describe('POST /api/v1/teams', () => {
  it('creates a team on Starter with the creator as its admin under their account name', async () => {
    const creator = await signUp(t.app, 'Creator');
    const response = await as(t.app, creator).post('/api/v1/teams', {
      name: '  Payments  ',
      description: 'The payments API',
    });
    expect(response.statusCode).toBe(201);
    const team = response.json<TeamDetail>();
    expect(team).toMatchObject({
      name: 'Payments',
      description: 'The payments API',
      isPersonal: false,
      plan: 'starter',
      isAdmin: true,
      isMember: true,
      myName: 'Creator',
      memberCount: 1,
      projectCount: 0,
      usage: {
        readWriteSeats: { used: 1, limit: 4 },
        readOnlySeats: { used: 0, limit: 10 },
        projects: { used: 0, limit: 10 },
      },
      frozenProjectCount: 0,
      canRecover: false,
    });
    const members = await db().select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    expect(members).toEqual([
      expect.objectContaining({ userId: creator.id, name: 'Creator', isAdmin: true }),
    ]);
  });

  it('defaults the description to empty', async () => {
    const creator = await signUp(t.app, 'Creator');
    const response = await as(t.app, creator).post('/api/v1/teams', { name: 'Bare' });
    expect(response.statusCode).toBe(201);
    expect(response.json<TeamDetail>().description).toBe('');
  });

  it('refuses an empty or overlong name and an overlong description with field errors', async () => {
    const creator = await signUp(t.app, 'Creator');
    const cases = [
      [{ name: '   ' }, '/name', 'validation.required'],
      [{ name: 'x'.repeat(65) }, '/name', 'validation.titleLength'],
      [
        { name: 'Fine', description: 'y'.repeat(501) },
        '/description',
        'validation.descriptionLength',
      ],
      [{}, '/name', expect.any(String)],
    ] as const;
    for (const [body, pointer, message] of cases) {
      const response = await as(t.app, creator).post('/api/v1/teams', body);
      expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem(response).errors).toContainEqual({ in: 'body', pointer, message });
    }
    const mine = await db().select().from(teams).where(eq(teams.createdBy, creator.id));
    expect(mine).toEqual([]);
  });

  it('needs a session', async () => {
    expectProblem(
      await as(t.app, null).post('/api/v1/teams', { name: 'X' }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('GET /api/v1/teams', () => {
  it('lists the enabled shared teams the caller belongs to, with counts and admin flag', async () => {
    const { admin, member, outsider, removed, teamId } = await scene();
    await seedProject(db(), teamId, admin);
    const trashed = await seedProject(db(), teamId, admin);
    await db().update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed));
    const otherTeam = await seedTeam(db(), outsider);
    const disabled = await seedTeam(db(), member);
    await db().update(teams).set({ status: -1 }).where(eq(teams.id, disabled));
    // The personal space is not a shared team.
    expect((await as(t.app, member).get('/api/v1/personal-space')).statusCode).toBe(200);

    const forAdmin = (await as(t.app, admin).get('/api/v1/teams')).json<{ items: TeamSummary[] }>();
    expect(forAdmin.items).toEqual([
      expect.objectContaining({ id: teamId, isAdmin: true, memberCount: 2, projectCount: 1 }),
    ]);
    const forMember = await as(t.app, member).get('/api/v1/teams');
    expect(forMember.statusCode).toBe(200);
    expect(forMember.json<{ items: TeamSummary[] }>().items.map((i) => [i.id, i.isAdmin])).toEqual([
      [teamId, false],
    ]);
    const forOutsider = (await as(t.app, outsider).get('/api/v1/teams')).json<{
      items: TeamSummary[];
    }>();
    expect(forOutsider.items.map((i) => i.id)).toEqual([otherTeam]);
    expect((await as(t.app, removed).get('/api/v1/teams')).json()).toEqual({ items: [] });
  });

  it("gives the instance's super admin every enabled shared team", async () => {
    const { teamId } = await scene();
    const token = await registerUser(t.app, SUPER_ADMIN_EMAIL, { name: 'Boss' });
    const boss = await t.app.inject({
      method: 'GET',
      url: '/api/v1/teams',
      cookies: { heron_session: token },
    });
    expect(boss.statusCode).toBe(200);
    const items = boss.json<{ items: TeamSummary[] }>().items;
    expect(items).toContainEqual(expect.objectContaining({ id: teamId, isAdmin: true }));
    expect(items.every((item) => !item.isPersonal)).toBe(true);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/teams/${teamId}`,
      cookies: { heron_session: token },
    });
    expect(detail.json<TeamDetail>()).toMatchObject({
      isAdmin: true,
      isMember: false,
      myName: null,
    });
  });

  it('needs a session', async () => {
    expectProblem(await as(t.app, null).get('/api/v1/teams'), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/v1/teams/:teamId', () => {
  it('shows members the team with usage, frozen count and recovery from the plan', async () => {
    const { admin, member, teamId } = await scene();
    const writer = await signUp(t.app, 'Writer');
    await seedTeamMember(db(), teamId, writer);
    // Twelve live projects on Starter (limit 10): the two newest are frozen.
    for (let i = 0; i < 12; i += 1) {
      await seedProject(db(), teamId, admin, { createdAt: new Date(Date.UTC(2024, 0, i + 1)) });
    }
    const first = (await db().select().from(projects).where(eq(projects.teamId, teamId)))[0]!;
    await seedProjectMember(db(), first.id, writer, { permission: 2 });

    const response = await as(t.app, member).get(`/api/v1/teams/${teamId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<TeamDetail>()).toMatchObject({
      id: teamId,
      isAdmin: false,
      isMember: true,
      myName: 'Member',
      memberCount: 3,
      projectCount: 12,
      usage: {
        readWriteSeats: { used: 2, limit: 4 },
        readOnlySeats: { used: 1, limit: 10 },
        projects: { used: 12, limit: 10 },
      },
      frozenProjectCount: 2,
      canRecover: false,
    });

    await db().update(teams).set({ plan: 'plus' }).where(eq(teams.id, teamId));
    const upgraded = (await as(t.app, admin).get(`/api/v1/teams/${teamId}`)).json<TeamDetail>();
    expect(upgraded).toMatchObject({ plan: 'plus', frozenProjectCount: 0, canRecover: true });
    expect(upgraded.usage.projects).toEqual({ used: 12, limit: 100 });
  });

  it('refuses an outsider and a removed member, and answers 404 for an unknown id', async () => {
    const { outsider, removed, teamId, admin } = await scene();
    expectDenied(await as(t.app, outsider).get(`/api/v1/teams/${teamId}`));
    expectDenied(await as(t.app, removed).get(`/api/v1/teams/${teamId}`));
    expectProblem(await as(t.app, admin).get(`/api/v1/teams/${randomUUID()}`), 404, 'NOT_FOUND');
    expectProblem(await as(t.app, admin).get('/api/v1/teams/not-a-uuid'), 400, 'VALIDATION_FAILED');
  });

  it("refuses another person's personal space", async () => {
    const owner = await signUp(t.app, 'Owner');
    const other = await signUp(t.app, 'Other');
    const space = (await as(t.app, owner).get('/api/v1/personal-space')).json<TeamDetail>();
    expectDenied(await as(t.app, other).get(`/api/v1/teams/${space.id}`));
  });
});

describe('PATCH /api/v1/teams/:teamId', () => {
  it('lets an admin change the name and the description', async () => {
    const { admin, teamId } = await scene();
    const renamed = await as(t.app, admin).patch(`/api/v1/teams/${teamId}`, { name: ' Renamed ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<TeamDetail>()).toMatchObject({ name: 'Renamed', isAdmin: true });
    const described = await as(t.app, admin).patch(`/api/v1/teams/${teamId}`, {
      description: 'Now described',
    });
    expect(described.json<TeamDetail>()).toMatchObject({
      name: 'Renamed',
      description: 'Now described',
    });
    expect(await teamRow(teamId)).toMatchObject({ name: 'Renamed', description: 'Now described' });
  });

  it('refuses a plain member, a removed member, an outsider and unknown ids', async () => {
    const { admin, member, removed, outsider, teamId } = await scene();
    for (const person of [member, removed, outsider]) {
      expectDenied(await as(t.app, person).patch(`/api/v1/teams/${teamId}`, { name: 'Taken' }));
    }
    expectProblem(
      await as(t.app, admin).patch(`/api/v1/teams/${randomUUID()}`, { name: 'Taken' }),
      404,
      'NOT_FOUND',
    );
    expect((await teamRow(teamId))?.name).not.toBe('Taken');
  });

  it('refuses an empty body, an empty name and an overlong one', async () => {
    const { admin, teamId } = await scene();
    expectProblem(
      await as(t.app, admin).patch(`/api/v1/teams/${teamId}`, {}),
      400,
      'VALIDATION_FAILED',
    );
    for (const [name, message] of [
      ['', 'validation.required'],
      ['z'.repeat(65), 'validation.titleLength'],
    ] as const) {
      const response = await as(t.app, admin).patch(`/api/v1/teams/${teamId}`, { name });
      expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem(response).errors).toContainEqual({ in: 'body', pointer: '/name', message });
    }
  });
});

describe('DELETE /api/v1/teams/:teamId', () => {
  it('changes nothing when the typed name does not match', async () => {
    const { admin, teamId } = await scene();
    const projectId = await seedProject(db(), teamId, admin);
    const team = await teamRow(teamId);
    for (const typed of [`${team!.name} `, team!.name.toUpperCase(), 'Another']) {
      const response = await as(t.app, admin).delete(
        `/api/v1/teams/${teamId}?confirmName=${encodeURIComponent(typed)}`,
      );
      expectProblem(response, 400, 'CONFIRMATION_MISMATCH');
    }
    expectProblem(
      await as(t.app, admin).delete(`/api/v1/teams/${teamId}`),
      400,
      'VALIDATION_FAILED',
    );
    expect(await teamRow(teamId)).toBeDefined();
    expect(await db().select().from(projects).where(eq(projects.id, projectId))).toHaveLength(1);
  });

  it('deletes the team with every project (trash included), membership and invite', async () => {
    const { admin, member, teamId } = await scene();
    const live = await seedProject(db(), teamId, admin);
    const trashed = await seedProject(db(), teamId, admin);
    await seedProjectMember(db(), live, member);
    await db().update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed));
    await db()
      .insert(invites)
      .values({
        kind: 'link',
        teamId,
        permission: 0,
        createdBy: admin.id,
        expiresAt: new Date(Date.now() + 60_000),
      });
    const name = (await teamRow(teamId))!.name;

    const response = await as(t.app, admin).delete(
      `/api/v1/teams/${teamId}?confirmName=${encodeURIComponent(name)}`,
    );
    expect(response.statusCode).toBe(204);
    expect(await teamRow(teamId)).toBeUndefined();
    expect(await db().select().from(projects).where(eq(projects.teamId, teamId))).toEqual([]);
    expect(
      await db().select().from(projectMembers).where(eq(projectMembers.projectId, live)),
    ).toEqual([]);
    expect(await db().select().from(teamMembers).where(eq(teamMembers.teamId, teamId))).toEqual([]);
    expect(await db().select().from(invites).where(eq(invites.teamId, teamId))).toEqual([]);
    expectProblem(await as(t.app, admin).get(`/api/v1/teams/${teamId}`), 404, 'NOT_FOUND');
  });

  it('refuses a plain member, a removed member, an outsider and unknown ids', async () => {
    const { admin, member, removed, outsider, teamId } = await scene();
    const name = encodeURIComponent((await teamRow(teamId))!.name);
    for (const person of [member, removed, outsider]) {
      expectDenied(await as(t.app, person).delete(`/api/v1/teams/${teamId}?confirmName=${name}`));
    }
    expectProblem(
      await as(t.app, admin).delete(`/api/v1/teams/${randomUUID()}?confirmName=${name}`),
      404,
      'NOT_FOUND',
    );
    expect(await teamRow(teamId)).toBeDefined();
  });

  it('never deletes the personal space', async () => {
    const owner = await signUp(t.app, 'Owner');
    const space = (await as(t.app, owner).get('/api/v1/personal-space')).json<TeamDetail>();
    expectDenied(
      await as(t.app, owner).delete(
        `/api/v1/teams/${space.id}?confirmName=${encodeURIComponent(space.name)}`,
      ),
    );
    expect(await teamRow(space.id)).toBeDefined();
  });
});

describe('POST /api/v1/teams/:teamId/leave', () => {
  it('takes a member off the team and every project of it', async () => {
    const { admin, member, teamId } = await scene();
    const live = await seedProject(db(), teamId, admin);
    const trashed = await seedProject(db(), teamId, admin);
    await seedProjectMember(db(), live, member, { permission: 2 });
    await seedProjectMember(db(), trashed, member);
    await db().update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed));
    const elsewhere = await seedTeam(db(), admin);
    await seedTeamMember(db(), elsewhere, member);
    const otherProject = await seedProject(db(), elsewhere, admin);
    await seedProjectMember(db(), otherProject, member);

    expect((await as(t.app, member).post(`/api/v1/teams/${teamId}/leave`)).statusCode).toBe(204);
    expectDenied(await as(t.app, member).get(`/api/v1/teams/${teamId}`));
    const left = await db()
      .select({ projectId: projectMembers.projectId })
      .from(projectMembers)
      .where(eq(projectMembers.userId, member.id));
    expect(left).toEqual([{ projectId: otherProject }]);
    const stillIn = (await as(t.app, member).get('/api/v1/teams')).json<{ items: TeamSummary[] }>();
    expect(stillIn.items.map((i) => i.id)).toEqual([elsewhere]);
  });

  it('refuses the last admin, and lets an admin go once another admin exists', async () => {
    const { admin, member, teamId } = await scene();
    expectProblem(await as(t.app, admin).post(`/api/v1/teams/${teamId}/leave`), 409, 'LAST_ADMIN');
    await db()
      .update(teamMembers)
      .set({ isAdmin: true })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, member.id)));
    expect((await as(t.app, admin).post(`/api/v1/teams/${teamId}/leave`)).statusCode).toBe(204);
  });

  it("refuses the last admin of one of the team's live projects", async () => {
    const { admin, member, teamId } = await scene();
    const projectId = await seedProject(db(), teamId, member);
    expectProblem(await as(t.app, member).post(`/api/v1/teams/${teamId}/leave`), 409, 'LAST_ADMIN');
    await seedProjectMember(db(), projectId, admin, { permission: 2, isAdmin: true });
    expect((await as(t.app, member).post(`/api/v1/teams/${teamId}/leave`)).statusCode).toBe(204);
  });

  it('refuses outsiders, removed members, unknown ids and the personal space', async () => {
    const { removed, outsider, teamId, admin } = await scene();
    expectDenied(await as(t.app, outsider).post(`/api/v1/teams/${teamId}/leave`));
    expectDenied(await as(t.app, removed).post(`/api/v1/teams/${teamId}/leave`));
    expectProblem(
      await as(t.app, admin).post(`/api/v1/teams/${randomUUID()}/leave`),
      404,
      'NOT_FOUND',
    );
    const space = (await as(t.app, admin).get('/api/v1/personal-space')).json<TeamDetail>();
    expectDenied(await as(t.app, admin).post(`/api/v1/teams/${space.id}/leave`));
    expect(await teamRow(space.id)).toBeDefined();
  });
});

describe('GET /api/v1/personal-space', () => {
  it('makes the personal space on first use, named after its owner, who is its admin', async () => {
    const owner = await signUp(t.app, 'Solo');
    const response = await as(t.app, owner).get('/api/v1/personal-space');
    expect(response.statusCode).toBe(200);
    const space = response.json<TeamDetail>();
    expect(space).toMatchObject({
      name: 'Solo',
      isPersonal: true,
      isAdmin: true,
      isMember: true,
      myName: 'Solo',
      memberCount: 1,
      plan: 'starter',
      usage: { readWriteSeats: { used: 1, limit: 4 }, projects: { used: 0, limit: 10 } },
    });
    const again = (await as(t.app, owner).get('/api/v1/personal-space')).json<TeamDetail>();
    expect(again.id).toBe(space.id);
    const other = (
      await as(t.app, await signUp(t.app, 'Other')).get('/api/v1/personal-space')
    ).json<TeamDetail>();
    expect(other.id).not.toBe(space.id);
  });

  it('is made once even when two first requests race', async () => {
    const owner = await signUp(t.app, 'Racer');
    const [a, b, c] = await Promise.all([
      as(t.app, owner).get('/api/v1/personal-space'),
      as(t.app, owner).get('/api/v1/personal-space'),
      as(t.app, owner).get('/api/v1/personal-space'),
    ]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const ids = new Set([a, b, c].map((r) => r.json<TeamDetail>().id));
    expect(ids.size).toBe(1);
    const rows = await db().select().from(teams).where(eq(teams.ownerId, owner.id));
    expect(rows).toHaveLength(1);
    const members = await db()
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, rows[0]!.id));
    expect(members).toEqual([expect.objectContaining({ userId: owner.id, isAdmin: true })]);
  });

  it('shows its projects in the usage, and its owner may rename it', async () => {
    const owner = await signUp(t.app, 'Keeper');
    const space = (await as(t.app, owner).get('/api/v1/personal-space')).json<TeamDetail>();
    await seedProject(db(), space.id, owner);
    const renamed = await as(t.app, owner).patch(`/api/v1/teams/${space.id}`, {
      name: 'My corner',
    });
    expect(renamed.json<TeamDetail>()).toMatchObject({
      name: 'My corner',
      isPersonal: true,
      projectCount: 1,
    });
  });

  it('needs a session', async () => {
    expectProblem(await as(t.app, null).get('/api/v1/personal-space'), 401, 'UNAUTHENTICATED');
  });
});
