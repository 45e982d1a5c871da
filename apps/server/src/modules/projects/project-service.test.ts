import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectSummary } from '@heron/contract';
import { projectMembers, projects, teams } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { problem } from '../../../test/auth-helpers.js';
import {
  fillReadWriteSeats,
  GUESSED_ID,
  seedPersonalSpace,
  seedProjects,
  signUpCast,
  stage,
  type Cast,
} from '../../../test/project-helpers.js';
import { as, seedTeam, type Person, expectProblem } from '../../../test/workspace-helpers.js';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpCast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const api = (person: Person | null) => as(t.app, person);
const url = (projectId: string, rest = '') => `/api/v1/projects/${projectId}${rest}`;
const projectRow = async (id: string) =>
  (await db().select().from(projects).where(eq(projects.id, id)))[0];

/** The refusals every project route owes: outsider, removed member, guessed id, signed out. */
async function expectRefusedToStrangers(
  call: (
    person: Person | null,
    projectId: string,
  ) => Promise<{ statusCode: number; json(): unknown }>,
  projectId: string,
) {
  expectProblem(await call(cast.outsider, projectId), 403, 'PERMISSION_DENIED');
  expectProblem(await call(cast.removed, projectId), 403, 'PERMISSION_DENIED');
  expectProblem(await call(cast.admin, GUESSED_ID), 404, 'NOT_FOUND');
  expectProblem(await call(null, projectId), 401, 'UNAUTHENTICATED');
  const malformed = await call(cast.admin, 'not-an-id');
  expectProblem(malformed, 400, 'VALIDATION_FAILED');
}

const validBody = (teamId: string, adminUserId: string) => ({
  teamId,
  name: '  Payments API ',
  description: 'Charges and refunds',
  category: 'http',
  adminUserId,
});

describe('POST /api/v1/projects', () => {
  it('lets a team admin create a project with a team member as its admin', async () => {
    const { teamId } = await stage(db(), cast);
    const response = await api(cast.admin).post(
      '/api/v1/projects',
      validBody(teamId, cast.reader.id),
    );
    expect(response.statusCode).toBe(201);
    const project = response.json<ProjectSummary>();
    expect(project).toMatchObject({
      teamId,
      isPersonal: false,
      name: 'Payments API',
      description: 'Charges and refunds',
      category: 'http',
      admins: [{ id: cast.reader.id, name: cast.reader.name, avatarUrl: null }],
      memberCount: 1,
      isLocked: false,
      isFrozen: false,
      // The creator administers the team, not the project: they manage it without being on it.
      myPermission: null,
      amAdmin: false,
      deletedAt: null,
      deletedBy: null,
    });
    expect(project.can).toMatchObject({ edit: true, editInfo: true, delete: true, leave: false });
    const [member] = await db()
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.projectId, project.id));
    expect(member).toMatchObject({ userId: cast.reader.id, permission: 2, isAdmin: true });
    expect((await projectRow(project.id))?.createdBy).toBe(cast.admin.id);

    const seen = await api(cast.reader).get(url(project.id));
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ myPermission: 2, amAdmin: true });
  });

  it('makes the creator the admin when they choose themselves', async () => {
    const { teamId } = await stage(db(), cast);
    const response = await api(cast.admin).post(
      '/api/v1/projects',
      validBody(teamId, cast.admin.id),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ myPermission: 2, amAdmin: true, memberCount: 1 });
  });

  it('refuses members who do not manage the team, outsiders and unknown teams', async () => {
    const { teamId } = await stage(db(), cast);
    const create = (person: Person | null, id: string) =>
      api(person).post('/api/v1/projects', validBody(id, cast.owner.id));
    for (const person of [cast.owner, cast.writer, cast.reader, cast.outsider, cast.removed]) {
      expectProblem(await create(person, teamId), 403, 'PERMISSION_DENIED');
    }
    expectProblem(await create(cast.admin, GUESSED_ID), 404, 'NOT_FOUND');
    expectProblem(await create(null, teamId), 401, 'UNAUTHENTICATED');
    // A team admin cannot create in another team by naming it.
    const other = await seedTeam(db(), cast.outsider);
    expectProblem(await create(cast.admin, other), 403, 'PERMISSION_DENIED');
    const count = await db().select().from(projects).where(eq(projects.teamId, teamId));
    expect(count).toHaveLength(1);
  });

  it('needs a project admin who is in the team', async () => {
    const { teamId } = await stage(db(), cast);
    for (const adminUserId of [cast.outsider.id, cast.removed.id, GUESSED_ID]) {
      const response = await api(cast.admin).post(
        '/api/v1/projects',
        validBody(teamId, adminUserId),
      );
      expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem(response).errors).toEqual([
        { in: 'body', pointer: '/adminUserId', message: 'validation.projectAdminNotMember' },
      ]);
    }
  });

  it('answers bad input with the fields and reasons', async () => {
    const { teamId } = await stage(db(), cast);
    const { category: _category, ...noCategory } = validBody(teamId, cast.owner.id);
    const missing = await api(cast.admin).post('/api/v1/projects', noCategory);
    expectProblem(missing, 400, 'VALIDATION_FAILED');
    expect(problem(missing).errors?.map((e) => e.pointer)).toEqual(['/category']);

    const empty = await api(cast.admin).post('/api/v1/projects', {
      ...validBody(teamId, cast.owner.id),
      name: '   ',
    });
    expectProblem(empty, 400, 'VALIDATION_FAILED');
    expect(problem(empty).errors).toContainEqual({
      in: 'body',
      pointer: '/name',
      message: 'validation.required',
    });

    const long = await api(cast.admin).post('/api/v1/projects', {
      ...validBody(teamId, cast.owner.id),
      name: 'x'.repeat(65),
      category: 'soap',
    });
    expect(
      problem(long)
        .errors?.map((e) => e.pointer)
        .sort(),
    ).toEqual(['/category', '/name']);

    const noAdmin = await api(cast.admin).post('/api/v1/projects', {
      teamId,
      name: 'A',
      category: 'http',
    });
    expect(problem(noAdmin).errors?.map((e) => e.pointer)).toEqual(['/adminUserId']);
  });

  it("stops at the plan's project limit, counting only live projects", async () => {
    const { teamId, projectId } = await stage(db(), cast);
    await seedProjects(db(), teamId, cast.owner, 9);
    const eleventh = await api(cast.admin).post(
      '/api/v1/projects',
      validBody(teamId, cast.owner.id),
    );
    expectProblem(eleventh, 402, 'PROJECT_LIMIT_REACHED');

    expect((await api(cast.owner).delete(url(projectId))).statusCode).toBe(204);
    const again = await api(cast.admin).post('/api/v1/projects', validBody(teamId, cast.owner.id));
    expect(again.statusCode).toBe(201);
  });

  it('needs a free read-write seat for a new admin who reads only', async () => {
    const { teamId } = await stage(db(), cast);
    await fillReadWriteSeats(db(), teamId, 1); // admin, owner, writer + 1 = the Starter's 4
    const response = await api(cast.admin).post(
      '/api/v1/projects',
      validBody(teamId, cast.bystander.id),
    );
    expectProblem(response, 402, 'READ_WRITE_SEATS_FULL');
    expect(await db().select().from(projects).where(eq(projects.teamId, teamId))).toHaveLength(1);
    // Someone who already writes takes no new seat.
    const writer = await api(cast.admin).post(
      '/api/v1/projects',
      validBody(teamId, cast.writer.id),
    );
    expect(writer.statusCode).toBe(201);
  });

  it('creates in a personal space with its owner as admin, and nobody else', async () => {
    const me = cast.bystander;
    const spaceId = await seedPersonalSpace(db(), me);
    const mine = await api(me).post('/api/v1/projects', validBody(spaceId, me.id));
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ isPersonal: true, amAdmin: true, teamName: me.name });
    expect(mine.json<ProjectSummary>().can).toMatchObject({ invite: false, leave: false });

    const other = await api(me).post('/api/v1/projects', validBody(spaceId, cast.owner.id));
    expectProblem(other, 400, 'VALIDATION_FAILED');
    const intruder = await api(cast.owner).post(
      '/api/v1/projects',
      validBody(spaceId, cast.owner.id),
    );
    expectProblem(intruder, 403, 'PERMISSION_DENIED');
  });
});

describe('GET /api/v1/projects/:projectId', () => {
  it('shows the project to its members and the team admin, with what each may do', async () => {
    const { projectId } = await stage(db(), cast);
    const get = async (person: Person) => {
      const response = await api(person).get(url(projectId));
      expect(response.statusCode).toBe(200);
      return response.json<ProjectSummary>();
    };
    const owner = await get(cast.owner);
    expect(owner).toMatchObject({ myPermission: 2, amAdmin: true, memberCount: 3 });
    expect(owner.admins.map((a) => a.id)).toEqual([cast.owner.id]);
    expect(owner.can).toEqual({
      edit: true,
      editInfo: true,
      lock: true,
      delete: true,
      recover: false,
      purge: false,
      manageMembers: true,
      invite: true,
      leave: true,
      runTests: true,
      publishDocs: true,
      manageDocs: true,
      // A project admin is not the team's: the team's points are its admins' to ration.
      capPoints: false,
    });
    const writer = await get(cast.writer);
    expect(writer).toMatchObject({ myPermission: 2, amAdmin: false });
    expect(writer.can).toMatchObject({
      edit: true,
      editInfo: false,
      delete: false,
      invite: true,
      runTests: true,
      publishDocs: true,
      manageDocs: false,
    });
    const reader = await get(cast.reader);
    expect(reader).toMatchObject({ myPermission: 1, amAdmin: false });
    expect(reader.can).toMatchObject({
      edit: false,
      invite: false,
      leave: true,
      runTests: false,
      publishDocs: false,
      manageDocs: false,
    });
    const admin = await get(cast.admin);
    expect(admin).toMatchObject({ myPermission: null, amAdmin: false });
    expect(admin.can).toMatchObject({
      editInfo: true,
      manageMembers: true,
      leave: false,
      capPoints: true,
    });
  });

  it('refuses a team member who is not on it, strangers, and other teams', async () => {
    const { projectId } = await stage(db(), cast);
    expectProblem(await api(cast.bystander).get(url(projectId)), 403, 'PERMISSION_DENIED');
    await expectRefusedToStrangers((person, id) => api(person).get(url(id)), projectId);
    // The admin of another team gets nothing of this one.
    const { projectId: elsewhere } = await stage(db(), { ...cast, admin: cast.outsider });
    expectProblem(await api(cast.admin).get(url(elsewhere)), 403, 'PERMISSION_DENIED');
  });
});

describe('PATCH /api/v1/projects/:projectId', () => {
  it("lets the project's admins change its info", async () => {
    const { projectId } = await stage(db(), cast);
    const byOwner = await api(cast.owner).patch(url(projectId), {
      name: ' Renamed ',
      category: 'graphql',
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({ name: 'Renamed', category: 'graphql' });
    const byAdmin = await api(cast.admin).patch(url(projectId), { description: 'About it' });
    expect(byAdmin.json()).toMatchObject({ name: 'Renamed', description: 'About it' });
    expect((await projectRow(projectId))?.description).toBe('About it');
  });

  it('refuses writers, readers, strangers and other teams', async () => {
    const { projectId } = await stage(db(), cast);
    const patch = (person: Person | null, id: string) => api(person).patch(url(id), { name: 'X' });
    for (const person of [cast.writer, cast.reader, cast.bystander]) {
      expectProblem(await patch(person, projectId), 403, 'PERMISSION_DENIED');
    }
    await expectRefusedToStrangers(patch, projectId);
    const { projectId: elsewhere } = await stage(db(), { ...cast, admin: cast.outsider });
    expectProblem(await patch(cast.admin, elsewhere), 403, 'PERMISSION_DENIED');
    expect((await projectRow(projectId))?.name).not.toBe('X');
  });

  it('answers bad input with the fields and reasons', async () => {
    const { projectId } = await stage(db(), cast);
    const empty = await api(cast.owner).patch(url(projectId), { name: '' });
    expect(problem(empty).errors).toContainEqual({
      in: 'body',
      pointer: '/name',
      message: 'validation.required',
    });
    expectProblem(await api(cast.owner).patch(url(projectId), {}), 400, 'VALIDATION_FAILED');
    const category = await api(cast.owner).patch(url(projectId), { category: 'soap' });
    expect(problem(category).errors?.map((e) => e.pointer)).toEqual(['/category']);
  });
});

describe('PUT /api/v1/projects/:projectId/lock', () => {
  it("locks the project's content for everyone, and unlocks it", async () => {
    const { projectId } = await stage(db(), cast);
    const locked = await api(cast.owner).put(url(projectId, '/lock'), { locked: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ isLocked: true, can: { edit: false, editInfo: true } });
    const writer = await api(cast.writer).get(url(projectId));
    expect(writer.json()).toMatchObject({ isLocked: true, can: { edit: false, invite: true } });
    // Its info and its lock stay in the admins' hands.
    const renamed = await api(cast.owner).patch(url(projectId), { name: 'While locked' });
    expect(renamed.statusCode).toBe(200);

    const unlocked = await api(cast.admin).put(url(projectId, '/lock'), { locked: false });
    expect(unlocked.json()).toMatchObject({ isLocked: false, can: { edit: true } });
    expect((await api(cast.writer).get(url(projectId))).json()).toMatchObject({
      can: { edit: true },
    });
  });

  it('refuses writers, readers and strangers, and a body without the flag', async () => {
    const { projectId } = await stage(db(), cast);
    const lock = (person: Person | null, id: string) =>
      api(person).put(url(id, '/lock'), { locked: true });
    for (const person of [cast.writer, cast.reader, cast.bystander]) {
      expectProblem(await lock(person, projectId), 403, 'PERMISSION_DENIED');
    }
    await expectRefusedToStrangers(lock, projectId);
    expectProblem(await api(cast.owner).put(url(projectId, '/lock'), {}), 400, 'VALIDATION_FAILED');
    expect((await projectRow(projectId))?.isLocked).toBe(false);
  });
});

describe('trash: DELETE, recover, DELETE /permanent', () => {
  it('moves a project to the trash, recording when and by whom', async () => {
    const { projectId } = await stage(db(), cast);
    const before = Date.now();
    expect((await api(cast.owner).delete(url(projectId))).statusCode).toBe(204);
    const row = await projectRow(projectId);
    expect(row?.deletedBy).toBe(cast.owner.id);
    expect(row?.deletedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Members see it no more; its admins see it in the trash, with who put it there.
    expectProblem(await api(cast.writer).get(url(projectId)), 403, 'PERMISSION_DENIED');
    const trashed = await api(cast.admin).get(url(projectId));
    expect(trashed.statusCode).toBe(200);
    expect(trashed.json()).toMatchObject({
      deletedAt: row?.deletedAt?.toISOString(),
      deletedBy: { id: cast.owner.id, name: cast.owner.name },
      can: { recover: true, purge: true, delete: false, editInfo: false },
    });
    // Nothing changes in the trash but recovery and purging.
    expectProblem(
      await api(cast.owner).patch(url(projectId), { name: 'Y' }),
      403,
      'PERMISSION_DENIED',
    );
  });

  it('refuses to delete for writers, readers and strangers', async () => {
    const { projectId } = await stage(db(), cast);
    const remove = (person: Person | null, id: string) => api(person).delete(url(id));
    for (const person of [cast.writer, cast.reader, cast.bystander]) {
      expectProblem(await remove(person, projectId), 403, 'PERMISSION_DENIED');
    }
    await expectRefusedToStrangers(remove, projectId);
    expect((await projectRow(projectId))?.deletedAt).toBeNull();
  });

  it('refuses recovery on Starter with the upgrade prompt', async () => {
    const { projectId } = await stage(db(), cast);
    await api(cast.owner).delete(url(projectId));
    expectProblem(
      await api(cast.owner).post(url(projectId, '/recover')),
      402,
      'RECOVERY_NOT_IN_PLAN',
    );
    expect((await projectRow(projectId))?.deletedAt).not.toBeNull();
  });

  it('recovers on a plan that allows it', async () => {
    const { projectId } = await stage(db(), cast, { plan: 'plus' });
    await api(cast.owner).delete(url(projectId));
    const recover = (person: Person | null, id: string) => api(person).post(url(id, '/recover'));
    for (const person of [cast.writer, cast.reader, cast.bystander]) {
      expectProblem(await recover(person, projectId), 403, 'PERMISSION_DENIED');
    }
    await expectRefusedToStrangers(recover, projectId);

    const response = await recover(cast.admin, projectId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ deletedAt: null, deletedBy: null, memberCount: 3 });
    expect((await api(cast.reader).get(url(projectId))).statusCode).toBe(200);
    // A live project is not in the trash to recover.
    expectProblem(await recover(cast.admin, projectId), 403, 'PERMISSION_DENIED');
  });

  it('refuses recovery without room under the project limit', async () => {
    const { teamId, projectId } = await stage(db(), cast, { plan: 'plus' });
    await api(cast.owner).delete(url(projectId));
    await db()
      .insert(projects)
      .values(Array.from({ length: 100 }, (_, i) => ({ teamId, name: `P${i}`, category: 'http' })));
    expectProblem(
      await api(cast.owner).post(url(projectId, '/recover')),
      402,
      'RECOVERY_NOT_IN_PLAN',
    );
  });

  it("refuses recovery when its writers' read-write seats were taken meanwhile", async () => {
    const { teamId, projectId } = await stage(db(), cast, { plan: 'plus' });
    await api(cast.owner).delete(url(projectId));
    // In the trash, the owner and the writer hold read-only seats; 18 + the team admin fill 19.
    await fillReadWriteSeats(db(), teamId, 18);
    expectProblem(
      await api(cast.admin).post(url(projectId, '/recover')),
      402,
      'READ_WRITE_SEATS_FULL',
    );
    await db().update(teams).set({ plan: 'business' }).where(eq(teams.id, teamId));
    expect((await api(cast.admin).post(url(projectId, '/recover'))).statusCode).toBe(200);
  });

  it('purges only from the trash, and only for its admins', async () => {
    const { projectId } = await stage(db(), cast);
    const purge = (person: Person | null, id: string) => api(person).delete(url(id, '/permanent'));
    expectProblem(await purge(cast.owner, projectId), 403, 'PERMISSION_DENIED');
    await api(cast.owner).delete(url(projectId));
    for (const person of [cast.writer, cast.reader, cast.bystander]) {
      expectProblem(await purge(person, projectId), 403, 'PERMISSION_DENIED');
    }
    await expectRefusedToStrangers(purge, projectId);

    expect((await purge(cast.owner, projectId)).statusCode).toBe(204);
    expect(await projectRow(projectId)).toBeUndefined();
    expect(
      await db().select().from(projectMembers).where(eq(projectMembers.projectId, projectId)),
    ).toEqual([]);
    expectProblem(await api(cast.owner).get(url(projectId)), 404, 'NOT_FOUND');
  });
});

describe('POST /api/v1/projects/:projectId/leave', () => {
  it('takes a member off the project', async () => {
    const { projectId } = await stage(db(), cast);
    expect((await api(cast.reader).post(url(projectId, '/leave'))).statusCode).toBe(204);
    expectProblem(await api(cast.reader).get(url(projectId)), 403, 'PERMISSION_DENIED');
    expect((await api(cast.owner).get(url(projectId))).json()).toMatchObject({ memberCount: 2 });
  });

  it('keeps the last admin until another one is made', async () => {
    const { projectId } = await stage(db(), cast);
    expectProblem(await api(cast.owner).post(url(projectId, '/leave')), 409, 'LAST_ADMIN');
    await db()
      .update(projectMembers)
      .set({ isAdmin: true })
      .where(eq(projectMembers.userId, cast.writer.id));
    expect((await api(cast.owner).post(url(projectId, '/leave'))).statusCode).toBe(204);
  });

  it('refuses those not on the project, strangers, and the personal space', async () => {
    const { projectId } = await stage(db(), cast);
    const leave = (person: Person | null, id: string) => api(person).post(url(id, '/leave'));
    for (const person of [cast.admin, cast.bystander]) {
      expectProblem(await leave(person, projectId), 403, 'PERMISSION_DENIED');
    }
    await expectRefusedToStrangers(leave, projectId);

    const me = cast.reader;
    const spaceId = await seedPersonalSpace(db(), me);
    const personal = await api(me).post('/api/v1/projects', validBody(spaceId, me.id));
    const personalId = personal.json<ProjectSummary>().id;
    expectProblem(await leave(me, personalId), 403, 'PERMISSION_DENIED');
  });
});

describe('frozen projects', () => {
  it('freezes the newest projects over the limit until one older is deleted', async () => {
    const { teamId, projectId: newest } = await stage(db(), cast);
    // Ten older projects fill the Starter plan; the staged one is the eleventh, the newest.
    const older = await seedProjects(db(), teamId, cast.owner, 10);

    const frozen = await api(cast.owner).get(url(newest));
    expect(frozen.json()).toMatchObject({
      isFrozen: true,
      can: { edit: false, editInfo: false, lock: false, manageMembers: false, delete: true },
    });
    expect((await api(cast.owner).get(url(older[9]!))).json()).toMatchObject({ isFrozen: false });

    expectProblem(await api(cast.owner).patch(url(newest), { name: 'Z' }), 423, 'PROJECT_FROZEN');
    expectProblem(
      await api(cast.admin).put(url(newest, '/lock'), { locked: true }),
      423,
      'PROJECT_FROZEN',
    );
    // Someone who could not change it anyway is told so, not that it is frozen.
    expectProblem(
      await api(cast.reader).patch(url(newest), { name: 'Z' }),
      403,
      'PERMISSION_DENIED',
    );
    expect((await api(cast.owner).patch(url(older[3]!), { name: 'Fine' })).statusCode).toBe(200);

    expect((await api(cast.owner).delete(url(older[0]!))).statusCode).toBe(204);
    const thawed = await api(cast.owner).get(url(newest));
    expect(thawed.json()).toMatchObject({ isFrozen: false, can: { editInfo: true } });
    expect((await api(cast.owner).patch(url(newest), { name: 'Thawed' })).statusCode).toBe(200);
  });

  it('thaws them all when the team moves to a bigger plan', async () => {
    const { teamId, projectId: newest } = await stage(db(), cast);
    await seedProjects(db(), teamId, cast.owner, 10);
    expect((await api(cast.owner).get(url(newest))).json()).toMatchObject({ isFrozen: true });
    await db().update(teams).set({ plan: 'plus' }).where(eq(teams.id, teamId));
    expect((await api(cast.owner).get(url(newest))).json()).toMatchObject({ isFrozen: false });
  });
});
