import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectMember, ProjectSummary } from '@heron/contract';
import { projectMembers, teamMembers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { problem } from '../../../test/auth-helpers.js';
import {
  GUESSED_ID,
  seedPersonalSpace,
  seedProjects,
  seedUser,
  signUpCast,
  stage,
  type Cast,
} from '../../../test/project-helpers.js';
import { as, seedTeamMember, type Person, expectProblem } from '../../../test/workspace-helpers.js';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpCast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const api = (person: Person | null) => as(t.app, person);
const members = (projectId: string, rest = '') => `/api/v1/projects/${projectId}/members${rest}`;

type Call = (
  person: Person | null,
  projectId: string,
) => Promise<{ statusCode: number; json(): unknown }>;

/** The refusals every route owes: outsider, removed member, guessed id, signed out. */
async function expectRefusedToStrangers(call: Call, projectId: string) {
  expectProblem(await call(cast.outsider, projectId), 403, 'PERMISSION_DENIED');
  expectProblem(await call(cast.removed, projectId), 403, 'PERMISSION_DENIED');
  expectProblem(await call(cast.admin, GUESSED_ID), 404, 'NOT_FOUND');
  expectProblem(await call(null, projectId), 401, 'UNAUTHENTICATED');
  expectProblem(await call(cast.admin, 'nope'), 400, 'VALIDATION_FAILED');
}

/** Who is on the project, as `userId → "permission/admin"`, read from the database. */
async function roster(projectId: string): Promise<Record<string, string>> {
  const rows = await db()
    .select()
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return Object.fromEntries(
    rows.map((row) => [row.userId, `${row.permission}${row.isAdmin ? '/admin' : ''}`]),
  );
}

async function personalProject(person: Person): Promise<string> {
  const spaceId = await seedPersonalSpace(db(), person);
  const response = await api(person).post('/api/v1/projects', {
    teamId: spaceId,
    name: 'Mine alone',
    category: 'http',
    adminUserId: person.id,
  });
  expect(response.statusCode).toBe(201);
  return response.json<ProjectSummary>().id;
}

describe('GET /api/v1/projects/:projectId/members', () => {
  it('lists the members, admins first, by their names in the team', async () => {
    const { teamId, projectId } = await stage(db(), cast);
    await db()
      .update(teamMembers)
      .set({ name: 'Reader in this team' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, cast.reader.id)));
    for (const person of [cast.reader, cast.writer, cast.owner, cast.admin]) {
      const response = await api(person).get(members(projectId));
      expect(response.statusCode).toBe(200);
      const items = response.json<{ items: ProjectMember[] }>().items;
      expect(items.map((m) => [m.userId, m.name, m.permission, m.isAdmin])).toEqual([
        [cast.owner.id, cast.owner.name, 2, true],
        [cast.reader.id, 'Reader in this team', 1, false],
        [cast.writer.id, cast.writer.name, 2, false],
      ]);
      expect(items[0]).toMatchObject({ email: cast.owner.email, avatarUrl: null });
    }
  });

  it('refuses team members not on it, strangers and guessed ids', async () => {
    const { projectId } = await stage(db(), cast);
    expectProblem(await api(cast.bystander).get(members(projectId)), 403, 'PERMISSION_DENIED');
    await expectRefusedToStrangers((person, id) => api(person).get(members(id)), projectId);
  });
});

describe('POST /api/v1/projects/:projectId/members (invite from team)', () => {
  it('puts team members on the project; those already on keep their place', async () => {
    const { projectId } = await stage(db(), cast);
    const response = await api(cast.owner).post(members(projectId), {
      userIds: [cast.bystander.id, cast.reader.id],
      permission: 2,
    });
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: ProjectMember[] }>().items;
    expect(items.map((m) => m.userId)).toContain(cast.bystander.id);
    expect(await roster(projectId)).toEqual({
      [cast.owner.id]: '2/admin',
      [cast.writer.id]: '2',
      [cast.reader.id]: '1',
      [cast.bystander.id]: '2',
    });
  });

  it('lets writers and the team admin invite, not readers or strangers', async () => {
    const { projectId } = await stage(db(), cast);
    const add = (person: Person | null, id: string) =>
      api(person).post(members(id), { userIds: [cast.bystander.id], permission: 1 });
    for (const person of [cast.reader, cast.bystander]) {
      expectProblem(await add(person, projectId), 403, 'PERMISSION_DENIED');
    }
    await expectRefusedToStrangers(add, projectId);
    expect((await add(cast.writer, projectId)).statusCode).toBe(200);
    const { projectId: second } = await stage(db(), cast);
    expect((await add(cast.admin, second)).statusCode).toBe(200);
    expect((await roster(second))[cast.bystander.id]).toBe('1');
  });

  it('adds nobody when one of them is not in the team', async () => {
    const { projectId } = await stage(db(), cast);
    const before = await roster(projectId);
    for (const stranger of [cast.outsider.id, cast.removed.id, GUESSED_ID]) {
      const response = await api(cast.owner).post(members(projectId), {
        userIds: [cast.bystander.id, stranger],
        permission: 1,
      });
      expectProblem(response, 404, 'NOT_FOUND');
    }
    expect(await roster(projectId)).toEqual(before);
  });

  it('needs a free read-write seat for each new writer', async () => {
    const { teamId, projectId } = await stage(db(), cast);
    const extra = await seedProjects(db(), teamId, cast.owner, 1);
    // admin, owner, writer hold three of the Starter's four read-write seats.
    const both = await api(cast.owner).post(members(projectId), {
      userIds: [cast.reader.id, cast.bystander.id],
      permission: 2,
    });
    expect(both.statusCode).toBe(200);
    expect((await roster(projectId))[cast.reader.id]).toBe('1');
    // The reader kept read; the bystander took the fourth seat. A fifth writer does not fit.
    const fifth = await api(cast.owner).post(members(extra[0]!), {
      userIds: [cast.reader.id],
      permission: 2,
    });
    expectProblem(fifth, 402, 'READ_WRITE_SEATS_FULL');
    const readOnly = await api(cast.owner).post(members(extra[0]!), {
      userIds: [cast.reader.id],
      permission: 1,
    });
    expect(readOnly.statusCode).toBe(200);
  });

  it('rolls the whole batch back when a later one finds no seat', async () => {
    const { teamId, projectId } = await stage(db(), cast);
    const newcomer = await seedUser(db(), 'Newcomer');
    await seedTeamMember(db(), teamId, newcomer);
    const before = await roster(projectId);
    // Three of the Starter's four read-write seats are taken: the bystander would take the
    // fourth, and the newcomer then finds none.
    const response = await api(cast.owner).post(members(projectId), {
      userIds: [cast.bystander.id, newcomer.id],
      permission: 2,
    });
    expectProblem(response, 402, 'READ_WRITE_SEATS_FULL');
    expect(await roster(projectId)).toEqual(before);
  });

  it('answers bad input with the fields and reasons', async () => {
    const { projectId } = await stage(db(), cast);
    const empty = await api(cast.owner).post(members(projectId), { userIds: [], permission: 1 });
    expect(problem(empty).errors).toContainEqual({
      in: 'body',
      pointer: '/userIds',
      message: 'validation.membersRequired',
    });
    const level = await api(cast.owner).post(members(projectId), {
      userIds: [cast.bystander.id],
      permission: 0,
    });
    expect(problem(level).errors?.map((e) => e.pointer)).toEqual(['/permission']);
    const twice = await api(cast.owner).post(members(projectId), {
      userIds: [cast.bystander.id, cast.bystander.id],
      permission: 1,
    });
    expectProblem(twice, 400, 'VALIDATION_FAILED');
  });

  it('refuses on a personal project and on a frozen one', async () => {
    const personal = await personalProject(cast.writer);
    const invite = await api(cast.writer).post(members(personal), {
      userIds: [cast.writer.id],
      permission: 1,
    });
    expectProblem(invite, 403, 'PERMISSION_DENIED');

    const { teamId, projectId } = await stage(db(), cast);
    await seedProjects(db(), teamId, cast.owner, 10);
    const frozen = await api(cast.owner).post(members(projectId), {
      userIds: [cast.bystander.id],
      permission: 1,
    });
    expectProblem(frozen, 423, 'PROJECT_FROZEN');
  });
});

describe('PATCH /api/v1/projects/:projectId/members/:userId', () => {
  const patch = (person: Person | null, projectId: string, userId: string, body: unknown) =>
    api(person).patch(members(projectId, `/${userId}`), body);

  it('changes permissions and sets or cancels project admin', async () => {
    const { projectId } = await stage(db(), cast);
    const upgraded = await patch(cast.owner, projectId, cast.reader.id, { permission: 2 });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json()).toMatchObject({
      userId: cast.reader.id,
      permission: 2,
      isAdmin: false,
    });

    const admin = await patch(cast.admin, projectId, cast.writer.id, { isAdmin: true });
    expect(admin.json()).toMatchObject({ permission: 2, isAdmin: true });
    // The owner may now step down, and keeps writing.
    const stepDown = await patch(cast.owner, projectId, cast.owner.id, { isAdmin: false });
    expect(stepDown.json()).toMatchObject({ permission: 2, isAdmin: false });
    const down = await patch(cast.writer, projectId, cast.reader.id, {
      permission: 1,
    });
    expect(down.json()).toMatchObject({ permission: 1 });
    expect(await roster(projectId)).toEqual({
      [cast.owner.id]: '2',
      [cast.writer.id]: '2/admin',
      [cast.reader.id]: '1',
    });
  });

  it('makes an admin a writer, and refuses an admin who only reads', async () => {
    const { projectId } = await stage(db(), cast);
    const admin = await patch(cast.owner, projectId, cast.reader.id, { isAdmin: true });
    expect(admin.json()).toMatchObject({ permission: 2, isAdmin: true });
    const reads = await patch(cast.owner, projectId, cast.reader.id, { permission: 1 });
    expectProblem(reads, 409, 'CONFLICT');
    const both = await patch(cast.owner, projectId, cast.reader.id, {
      permission: 1,
      isAdmin: false,
    });
    expect(both.json()).toMatchObject({ permission: 1, isAdmin: false });
  });

  it('keeps the last admin', async () => {
    const { projectId } = await stage(db(), cast);
    expectProblem(
      await patch(cast.owner, projectId, cast.owner.id, { isAdmin: false }),
      409,
      'LAST_ADMIN',
    );
    expectProblem(
      await patch(cast.admin, projectId, cast.owner.id, { isAdmin: false }),
      409,
      'LAST_ADMIN',
    );
    expect((await roster(projectId))[cast.owner.id]).toBe('2/admin');
  });

  it('refuses to cancel admin on a personal project with the spec message', async () => {
    const me = cast.reader;
    const projectId = await personalProject(me);
    expectProblem(
      await patch(me, projectId, me.id, { isAdmin: false }),
      409,
      'PERSONAL_ADMIN_REQUIRED',
    );
  });

  it('needs a free read-write seat to make a fifth writer', async () => {
    const { projectId } = await stage(db(), cast);
    // admin, owner, writer + reader = the Starter's four read-write seats.
    expect((await patch(cast.owner, projectId, cast.reader.id, { permission: 2 })).statusCode).toBe(
      200,
    );
    await api(cast.owner).post(members(projectId), { userIds: [cast.bystander.id], permission: 1 });
    expectProblem(
      await patch(cast.owner, projectId, cast.bystander.id, { permission: 2 }),
      402,
      'READ_WRITE_SEATS_FULL',
    );
    expectProblem(
      await patch(cast.owner, projectId, cast.bystander.id, { isAdmin: true }),
      402,
      'READ_WRITE_SEATS_FULL',
    );
    expect((await roster(projectId))[cast.bystander.id]).toBe('1');
    // Freeing a seat lets them in.
    await patch(cast.owner, projectId, cast.reader.id, { permission: 1 });
    expect(
      (await patch(cast.owner, projectId, cast.bystander.id, { permission: 2 })).statusCode,
    ).toBe(200);
  });

  it('refuses writers, readers, strangers, and people not on the project', async () => {
    const { projectId } = await stage(db(), cast);
    const change = (person: Person | null, id: string) =>
      patch(person, id, cast.reader.id, { permission: 2 });
    for (const person of [cast.writer, cast.reader, cast.bystander]) {
      expectProblem(await change(person, projectId), 403, 'PERMISSION_DENIED');
    }
    await expectRefusedToStrangers(change, projectId);
    for (const userId of [cast.bystander.id, cast.outsider.id, GUESSED_ID]) {
      expectProblem(
        await patch(cast.owner, projectId, userId, { permission: 2 }),
        404,
        'NOT_FOUND',
      );
    }
    expectProblem(await patch(cast.owner, projectId, cast.reader.id, {}), 400, 'VALIDATION_FAILED');
    const level = await patch(cast.owner, projectId, cast.reader.id, { permission: 3 });
    expect(problem(level).errors?.map((e) => e.pointer)).toEqual(['/permission']);
    expect((await roster(projectId))[cast.reader.id]).toBe('1');
  });
});

describe('POST /api/v1/projects/:projectId/members/remove', () => {
  const remove = (person: Person | null, projectId: string, userIds: string[]) =>
    api(person).post(members(projectId, '/remove'), { userIds });

  it('takes members off, in a batch', async () => {
    const { projectId } = await stage(db(), cast);
    expect((await remove(cast.owner, projectId, [cast.reader.id, cast.writer.id])).statusCode).toBe(
      204,
    );
    expect(await roster(projectId)).toEqual({ [cast.owner.id]: '2/admin' });
    expectProblem(await api(cast.reader).get(members(projectId)), 403, 'PERMISSION_DENIED');
  });

  it('changes nothing when one id is not on the project', async () => {
    const { projectId } = await stage(db(), cast);
    const before = await roster(projectId);
    for (const bad of [cast.bystander.id, cast.outsider.id, GUESSED_ID]) {
      expectProblem(await remove(cast.owner, projectId, [cast.reader.id, bad]), 404, 'NOT_FOUND');
    }
    expect(await roster(projectId)).toEqual(before);
  });

  it('refuses to remove yourself and the last admin', async () => {
    const { projectId } = await stage(db(), cast);
    expectProblem(
      await remove(cast.owner, projectId, [cast.owner.id, cast.reader.id]),
      403,
      'PERMISSION_DENIED',
    );
    expectProblem(await remove(cast.admin, projectId, [cast.owner.id]), 409, 'LAST_ADMIN');
    await api(cast.owner).patch(members(projectId, `/${cast.writer.id}`), { isAdmin: true });
    expectProblem(
      await remove(cast.admin, projectId, [cast.owner.id, cast.writer.id]),
      409,
      'LAST_ADMIN',
    );
    expect((await remove(cast.admin, projectId, [cast.owner.id])).statusCode).toBe(204);
    expect(await roster(projectId)).toEqual({
      [cast.writer.id]: '2/admin',
      [cast.reader.id]: '1',
    });
  });

  it('refuses writers, readers and strangers, and an empty batch', async () => {
    const { projectId } = await stage(db(), cast);
    const call = (person: Person | null, id: string) => remove(person, id, [cast.reader.id]);
    for (const person of [cast.writer, cast.bystander]) {
      expectProblem(await call(person, projectId), 403, 'PERMISSION_DENIED');
    }
    expectProblem(await remove(cast.reader, projectId, [cast.writer.id]), 403, 'PERMISSION_DENIED');
    await expectRefusedToStrangers(call, projectId);
    const empty = await remove(cast.owner, projectId, []);
    expect(problem(empty).errors?.[0]).toMatchObject({
      pointer: '/userIds',
      message: 'validation.membersRequired',
    });
    expect(Object.keys(await roster(projectId))).toHaveLength(3);
  });
});
