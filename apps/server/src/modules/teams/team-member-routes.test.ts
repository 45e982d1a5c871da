import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamDetail, TeamMember } from '@heron/contract';
import { projectMembers, projects, teamMembers } from '../../db/schema/index.js';
import { problem } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  as,
  seedProject,
  seedProjectMember,
  seedTeam,
  seedTeamMember,
  signUp,
  type Person,
  expectProblem,
  expectDenied,
  seedTeamCrew,
} from '../../../test/workspace-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

interface MemberPage {
  items: TeamMember[];
  total: number;
  page: number;
  pageSize: number;
}

/** A team with an admin, a plain member, a removed member and an outsider around it. */
async function scene() {
  const { removeTheRemoved, ...crew } = await seedTeamCrew(t.app, db());
  await removeTheRemoved();
  return crew;
}

async function memberRow(teamId: string, userId: string) {
  const [row] = await db()
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row;
}

async function adminCount(teamId: string) {
  const rows = await db()
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.isAdmin, true)));
  return rows.length;
}

async function addMembers(teamId: string, count: number, name = 'Extra'): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < count; i += 1) {
    const person = await signUp(t.app, `${name}${i}`);
    await seedTeamMember(db(), teamId, person);
    people.push(person);
  }
  return people;
}

const url = (teamId: string, userId?: string) =>
  `/api/v1/teams/${teamId}/members${userId ? `/${userId}` : ''}`;

describe('GET /api/v1/teams/:teamId/members', () => {
  it('lists members with their team name, account, seat and live project count', async () => {
    const { admin, member, teamId } = await scene();
    await db()
      .update(teamMembers)
      .set({ name: 'Mem in team' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, member.id)));
    const live = await seedProject(db(), teamId, admin);
    const trashed = await seedProject(db(), teamId, admin);
    await seedProjectMember(db(), live, member, { permission: 1 });
    await seedProjectMember(db(), trashed, member, { permission: 2 });
    await db().update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed));

    const response = await as(t.app, member).get(url(teamId));
    expect(response.statusCode).toBe(200);
    const page = response.json<MemberPage>();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(page.items).toEqual([
      expect.objectContaining({
        userId: admin.id,
        name: 'Admin',
        accountName: 'Admin',
        email: admin.email,
        isAdmin: true,
        projectCount: 1,
        seat: 'readWrite',
      }),
      expect.objectContaining({
        userId: member.id,
        name: 'Mem in team',
        accountName: 'Member',
        isAdmin: false,
        // The trashed project where they write neither counts nor takes a seat.
        projectCount: 1,
        seat: 'readOnly',
      }),
    ]);
  });

  it('pages and searches by team name, account name and email, case-insensitively', async () => {
    const { admin, teamId } = await scene();
    const extras = await addMembers(teamId, 11);
    await db()
      .update(teamMembers)
      .set({ name: 'Zebra 100%' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, extras[3]!.id)));

    const first = (await as(t.app, admin).get(url(teamId))).json<MemberPage>();
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(13);
    const second = (
      await as(t.app, admin).get(`${url(teamId)}?page=2&pageSize=10`)
    ).json<MemberPage>();
    expect(second).toMatchObject({ page: 2, pageSize: 10, total: 13 });
    expect(second.items).toHaveLength(3);
    const seen = new Set([...first.items, ...second.items].map((m) => m.userId));
    expect(seen.size).toBe(13);

    const byTeamName = (await as(t.app, admin).get(`${url(teamId)}?q=zEBRA`)).json<MemberPage>();
    expect(byTeamName.items.map((m) => m.userId)).toEqual([extras[3]!.id]);
    const byAccount = (await as(t.app, admin).get(`${url(teamId)}?q=extra1`)).json<MemberPage>();
    // Extra1 and Extra10.
    expect(byAccount.total).toBe(2);
    const byEmail = (
      await as(t.app, admin).get(`${url(teamId)}?q=${encodeURIComponent(extras[5]!.email)}`)
    ).json<MemberPage>();
    expect(byEmail.items.map((m) => m.userId)).toEqual([extras[5]!.id]);
    // A wildcard typed in the search is a literal character.
    const literal = (
      await as(t.app, admin).get(`${url(teamId)}?q=${encodeURIComponent('%')}`)
    ).json<MemberPage>();
    expect(literal.items.map((m) => m.userId)).toEqual([extras[3]!.id]);
  });

  it('refuses an outsider and a removed member; 404 for an unknown team; 400 for bad paging', async () => {
    const { admin, removed, outsider, teamId } = await scene();
    expectDenied(await as(t.app, outsider).get(url(teamId)));
    expectDenied(await as(t.app, removed).get(url(teamId)));
    expectProblem(await as(t.app, admin).get(url(randomUUID())), 404, 'NOT_FOUND');
    expectProblem(await as(t.app, admin).get(`${url(teamId)}?page=0`), 400, 'VALIDATION_FAILED');
    expectProblem(
      await as(t.app, admin).get(`${url(teamId)}?pageSize=101`),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(await as(t.app, null).get(url(teamId)), 401, 'UNAUTHENTICATED');
  });
});

describe('PATCH /api/v1/teams/:teamId/members/:userId', () => {
  it('lets a member change their own name in the team, but nothing of anyone else', async () => {
    const { admin, member, teamId } = await scene();
    const mine = await as(t.app, member).patch(url(teamId, member.id), { name: ' Memo ' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<TeamMember>()).toMatchObject({
      userId: member.id,
      name: 'Memo',
      accountName: 'Member',
      isAdmin: false,
    });
    expectDenied(await as(t.app, member).patch(url(teamId, admin.id), { name: 'Hacked' }));
    expectDenied(await as(t.app, member).patch(url(teamId, member.id), { isAdmin: true }));
    expect(await memberRow(teamId, member.id)).toMatchObject({ name: 'Memo', isAdmin: false });
    expect((await memberRow(teamId, admin.id))?.name).toBe('Admin');
  });

  it('lets an admin rename a member and set or cancel admin, taking a read-write seat', async () => {
    const { admin, member, teamId } = await scene();
    const renamed = await as(t.app, admin).patch(url(teamId, member.id), { name: 'Renamed' });
    expect(renamed.json<TeamMember>().name).toBe('Renamed');
    const promoted = await as(t.app, admin).patch(url(teamId, member.id), { isAdmin: true });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<TeamMember>()).toMatchObject({ isAdmin: true, seat: 'readWrite' });
    const demoted = await as(t.app, member).patch(url(teamId, admin.id), { isAdmin: false });
    expect(demoted.json<TeamMember>()).toMatchObject({ isAdmin: false, seat: 'readOnly' });
    expect(await memberRow(teamId, admin.id)).toMatchObject({ isAdmin: false });
  });

  it('refuses to cancel the last admin, even oneself', async () => {
    const { admin, teamId } = await scene();
    expectProblem(
      await as(t.app, admin).patch(url(teamId, admin.id), { isAdmin: false }),
      409,
      'LAST_ADMIN',
    );
    expect(await adminCount(teamId)).toBe(1);
  });

  it('refuses a fifth read-write seat on Starter, and allows it once a seat is free', async () => {
    const { admin, member, teamId } = await scene();
    // Admin plus three writers: the four read-write seats of Starter are taken.
    const writers = await addMembers(teamId, 3, 'Writer');
    const projectId = await seedProject(db(), teamId, admin);
    for (const writer of writers)
      await seedProjectMember(db(), projectId, writer, { permission: 2 });
    const detail = (await as(t.app, admin).get(`/api/v1/teams/${teamId}`)).json<TeamDetail>();
    expect(detail.usage.readWriteSeats).toEqual({ used: 4, limit: 4 });

    const refused = await as(t.app, admin).patch(url(teamId, member.id), { isAdmin: true });
    expectProblem(refused, 402, 'READ_WRITE_SEATS_FULL');
    expect(await memberRow(teamId, member.id)).toMatchObject({ isAdmin: false });
    // A writer already holds a read-write seat, so making them admin takes no new one.
    const writerAdmin = await as(t.app, admin).patch(url(teamId, writers[0]!.id), {
      isAdmin: true,
    });
    expect(writerAdmin.statusCode).toBe(200);

    await db()
      .update(projectMembers)
      .set({ permission: 1 })
      .where(
        and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, writers[1]!.id)),
      );
    const allowed = await as(t.app, admin).patch(url(teamId, member.id), { isAdmin: true });
    expect(allowed.statusCode).toBe(200);
  });

  it('gives two admins at once only the one free read-write seat', async () => {
    const { admin, member, teamId } = await scene();
    const [a, b] = await addMembers(teamId, 2, 'Candidate');
    const projectId = await seedProject(db(), teamId, admin);
    await seedProjectMember(db(), projectId, member, { permission: 2 });
    // Admin and member hold two of four seats; a third is taken by a writer, one is free.
    const [writer] = await addMembers(teamId, 1, 'Writer');
    await seedProjectMember(db(), projectId, writer!, { permission: 2 });
    const results = await Promise.all([
      as(t.app, admin).patch(url(teamId, a!.id), { isAdmin: true }),
      as(t.app, admin).patch(url(teamId, b!.id), { isAdmin: true }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    const detail = (await as(t.app, admin).get(`/api/v1/teams/${teamId}`)).json<TeamDetail>();
    expect(detail.usage.readWriteSeats).toEqual({ used: 4, limit: 4 });
  });

  it('keeps an admin when two admins cancel each other at the same time', async () => {
    const { admin, member, teamId } = await scene();
    await as(t.app, admin).patch(url(teamId, member.id), { isAdmin: true });
    const results = await Promise.all([
      as(t.app, admin).patch(url(teamId, member.id), { isAdmin: false }),
      as(t.app, member).patch(url(teamId, admin.id), { isAdmin: false }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The second sees the first: its caller is no admin any more, or would be the last one.
    expect([403, 409]).toContain(codes[1]);
    expect(await adminCount(teamId)).toBe(1);
  });

  it('loses neither change when a name and the admin flag change at once', async () => {
    const { admin, member, teamId } = await scene();
    const results = await Promise.all([
      as(t.app, member).patch(url(teamId, member.id), { name: 'Both' }),
      as(t.app, admin).patch(url(teamId, member.id), { isAdmin: true }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await memberRow(teamId, member.id)).toMatchObject({ name: 'Both', isAdmin: true });
  });

  it('refuses to cancel admin in the personal space', async () => {
    const owner = await signUp(t.app, 'Owner');
    const space = (await as(t.app, owner).get('/api/v1/personal-space')).json<TeamDetail>();
    expectProblem(
      await as(t.app, owner).patch(url(space.id, owner.id), { isAdmin: false }),
      409,
      'PERSONAL_ADMIN_REQUIRED',
    );
    expect(await memberRow(space.id, owner.id)).toMatchObject({ isAdmin: true });
    const renamed = await as(t.app, owner).patch(url(space.id, owner.id), { name: 'Me' });
    expect(renamed.json<TeamMember>()).toMatchObject({ name: 'Me', isAdmin: true });
  });

  it('refuses outsiders, removed members and unknown ids; validates the body', async () => {
    const { admin, member, removed, outsider, teamId } = await scene();
    for (const person of [outsider, removed]) {
      expectDenied(await as(t.app, person).patch(url(teamId, member.id), { name: 'X' }));
      expectDenied(await as(t.app, person).patch(url(teamId, person.id), { name: 'X' }));
    }
    expectProblem(
      await as(t.app, admin).patch(url(teamId, outsider.id), { isAdmin: true }),
      404,
      'NOT_FOUND',
    );
    expectProblem(
      await as(t.app, admin).patch(url(teamId, randomUUID()), { name: 'X' }),
      404,
      'NOT_FOUND',
    );
    expectProblem(
      await as(t.app, admin).patch(url(randomUUID(), member.id), { name: 'X' }),
      404,
      'NOT_FOUND',
    );
    expectProblem(
      await as(t.app, admin).patch(url(teamId, member.id), {}),
      400,
      'VALIDATION_FAILED',
    );
    for (const [name, message] of [
      ['  ', 'validation.required'],
      ['n'.repeat(65), 'validation.nameLength'],
    ] as const) {
      const response = await as(t.app, admin).patch(url(teamId, member.id), { name });
      expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem(response).errors).toContainEqual({ in: 'body', pointer: '/name', message });
    }
    expect((await memberRow(teamId, member.id))?.name).toBe('Member');
  });
});

describe('POST /api/v1/teams/:teamId/members/remove', () => {
  it('removes members from the team and from every project of it', async () => {
    const { admin, member, teamId } = await scene();
    const [other] = await addMembers(teamId, 1);
    const live = await seedProject(db(), teamId, admin);
    const trashed = await seedProject(db(), teamId, admin);
    await seedProjectMember(db(), live, member, { permission: 2 });
    await seedProjectMember(db(), trashed, other!);
    await db().update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed));
    const elsewhere = await seedTeam(db(), member);
    const keep = await seedProject(db(), elsewhere, member);

    const response = await as(t.app, admin).post(`${url(teamId)}/remove`, {
      userIds: [member.id, other!.id],
    });
    expect(response.statusCode).toBe(204);
    expect(await memberRow(teamId, member.id)).toBeUndefined();
    expect(await memberRow(teamId, other!.id)).toBeUndefined();
    const left = await db()
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.userId, member.id));
    expect(left.map((row) => row.projectId)).toEqual([keep]);
    expect(
      await db().select().from(projectMembers).where(eq(projectMembers.userId, other!.id)),
    ).toEqual([]);
    expectDenied(await as(t.app, member).get(`/api/v1/teams/${teamId}`));
  });

  it('changes nothing when one id of the batch is not a member', async () => {
    const { admin, member, removed, outsider, teamId } = await scene();
    const projectId = await seedProject(db(), teamId, admin);
    await seedProjectMember(db(), projectId, member);
    for (const bad of [outsider.id, removed.id, randomUUID()]) {
      expectProblem(
        await as(t.app, admin).post(`${url(teamId)}/remove`, { userIds: [member.id, bad] }),
        404,
        'NOT_FOUND',
      );
    }
    expect(await memberRow(teamId, member.id)).toBeDefined();
    expect(
      await db().select().from(projectMembers).where(eq(projectMembers.userId, member.id)),
    ).toHaveLength(1);
  });

  it("refuses removing oneself, and a project's last project admin", async () => {
    const { admin, member, teamId } = await scene();
    expectDenied(await as(t.app, admin).post(`${url(teamId)}/remove`, { userIds: [admin.id] }));
    const projectId = await seedProject(db(), teamId, member);
    expectProblem(
      await as(t.app, admin).post(`${url(teamId)}/remove`, { userIds: [member.id] }),
      409,
      'LAST_ADMIN',
    );
    expect(await memberRow(teamId, member.id)).toBeDefined();
    await seedProjectMember(db(), projectId, admin, { permission: 2, isAdmin: true });
    const ok = await as(t.app, admin).post(`${url(teamId)}/remove`, { userIds: [member.id] });
    expect(ok.statusCode).toBe(204);
  });

  it('refuses plain members, removed members, outsiders and unknown teams', async () => {
    const { admin, member, removed, outsider, teamId } = await scene();
    const [victim] = await addMembers(teamId, 1, 'Victim');
    for (const person of [member, removed, outsider]) {
      expectDenied(
        await as(t.app, person).post(`${url(teamId)}/remove`, { userIds: [victim!.id] }),
      );
    }
    expectProblem(
      await as(t.app, admin).post(`${url(randomUUID())}/remove`, { userIds: [victim!.id] }),
      404,
      'NOT_FOUND',
    );
    expect(await memberRow(teamId, victim!.id)).toBeDefined();
  });

  it('refuses an empty, repeated or malformed list', async () => {
    const { admin, member, teamId } = await scene();
    for (const userIds of [[], [member.id, member.id], ['nope']]) {
      expectProblem(
        await as(t.app, admin).post(`${url(teamId)}/remove`, { userIds }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expect(await memberRow(teamId, member.id)).toBeDefined();
  });

  it('never loses an admin when two admins remove each other at once', async () => {
    const { admin, member, teamId } = await scene();
    await as(t.app, admin).patch(url(teamId, member.id), { isAdmin: true });
    const results = await Promise.all([
      as(t.app, admin).post(`${url(teamId)}/remove`, { userIds: [member.id] }),
      as(t.app, member).post(`${url(teamId)}/remove`, { userIds: [admin.id] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 403]);
    expect(await adminCount(teamId)).toBe(1);
    const remaining = await db().select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
    expect(remaining).toHaveLength(1);
  });

  it('cannot remove the owner of a personal space', async () => {
    const owner = await signUp(t.app, 'Owner');
    const space = (await as(t.app, owner).get('/api/v1/personal-space')).json<TeamDetail>();
    expectDenied(await as(t.app, owner).post(`${url(space.id)}/remove`, { userIds: [owner.id] }));
    expect(await memberRow(space.id, owner.id)).toBeDefined();
  });
});
