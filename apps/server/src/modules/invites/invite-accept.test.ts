import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, projects, teamMembers, users } from '../../db/schema/index.js';
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
} from '../../../test/workspace-helpers.js';

let t: TestApp;
let admin: Person;
let joiner: Person;
let teamId: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, joiner] = await Promise.all([signUp(t.app, 'Admin'), signUp(t.app, 'Joiner')]);
  teamId = await seedTeam(t.database.db, admin, { name: 'Falcons' });
  projectId = await seedProject(t.database.db, teamId, admin, { name: 'Billing API' });
});
afterAll(() => t.close());

async function linkToken(person: Person, body: object): Promise<string> {
  const response = await as(t.app, person).post('/api/v1/invite-links', body);
  expect(response.statusCode, response.body).toBe(201);
  return new URL(response.json<{ url: string }>().url).searchParams.get('token')!;
}

const preview = (person: Person | null, token: string) =>
  as(t.app, person).get(`/api/v1/invites/preview?token=${encodeURIComponent(token)}`);
const accept = (person: Person | null, token: string) =>
  as(t.app, person).post('/api/v1/invites/accept', { token });

function expectInvalid(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(410);
  expect(problem(response).code).toBe('INVITE_INVALID');
}

async function membership(userId: string, team = teamId, project = projectId) {
  const db = t.database.db;
  const inTeam = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team), eq(teamMembers.userId, userId)));
  const inProject = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, project), eq(projectMembers.userId, userId)));
  return { inTeam, inProject };
}

/** An account written straight to the database: enough to fill seats. */
async function seedUser(name: string): Promise<{ id: string; name: string }> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      name,
      email: `${name}-${Math.random().toString(36).slice(2)}@example.com`,
      registeredVia: 'email',
    })
    .returning({ id: users.id, name: users.name });
  return row!;
}

describe('invite preview', () => {
  it('shows a signed-out visitor who invites to what', async () => {
    await t.database.db
      .update(teamMembers)
      .set({ name: 'Boss' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, admin.id)));
    const token = await linkToken(admin, { teamId, projectId, permission: 2 });
    const response = await preview(null, token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ expiresAt: string }>();
    expect(body).toEqual({
      kind: 'link',
      inviterName: 'Boss',
      teamId,
      teamName: 'Falcons',
      projectId,
      projectName: 'Billing API',
      permission: 2,
      expiresAt: body.expiresAt,
      alreadyMember: false,
    });
    expect((await preview(admin, token)).json()).toMatchObject({ alreadyMember: true });
  });

  it('shows a team link without a project', async () => {
    const token = await linkToken(admin, { teamId, permission: 0 });
    expect((await preview(joiner, token)).json()).toMatchObject({
      kind: 'link',
      teamName: 'Falcons',
      projectId: null,
      projectName: null,
      permission: 0,
      alreadyMember: false,
    });
  });
});

describe('accepting an invite', () => {
  it('makes the second user a team and project member with the link permission, once', async () => {
    const token = await linkToken(admin, { teamId, projectId, permission: 2 });
    const first = await accept(joiner, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ teamId, projectId, joined: true });
    const { inTeam, inProject } = await membership(joiner.id);
    expect(inTeam).toEqual([expect.objectContaining({ name: 'Joiner', isAdmin: false })]);
    expect(inProject).toEqual([expect.objectContaining({ permission: 2, isAdmin: false })]);
    expect((await preview(joiner, token)).json()).toMatchObject({ alreadyMember: true });

    const again = await accept(joiner, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ teamId, projectId, joined: false });
    const after = await membership(joiner.id);
    expect(after.inTeam).toHaveLength(1);
    expect(after.inProject).toHaveLength(1);
    // The link stays usable for others: it is shared, not single use.
    expect((await preview(null, token)).statusCode).toBe(200);
  });

  it('joins the team only with a team link, and a project later with a project link', async () => {
    const person = await signUp(t.app, 'Later');
    const teamOnly = await accept(person, await linkToken(admin, { teamId, permission: 0 }));
    expect(teamOnly.json()).toEqual({ teamId, projectId: null, joined: true });
    let state = await membership(person.id);
    expect(state.inTeam).toHaveLength(1);
    expect(state.inProject).toHaveLength(0);

    const token = await linkToken(admin, { teamId, projectId, permission: 1 });
    expect((await preview(person, token)).json()).toMatchObject({ alreadyMember: false });
    expect((await accept(person, token)).json()).toEqual({ teamId, projectId, joined: true });
    state = await membership(person.id);
    expect(state.inTeam).toHaveLength(1);
    expect(state.inProject).toEqual([expect.objectContaining({ permission: 1 })]);
  });

  it('never changes the permission of someone already on the project', async () => {
    const person = await signUp(t.app, 'Reader');
    await seedTeamMember(t.database.db, teamId, person);
    await seedProjectMember(t.database.db, projectId, person, { permission: 1 });
    const token = await linkToken(admin, { teamId, projectId, permission: 2 });
    expect((await accept(person, token)).json()).toEqual({ teamId, projectId, joined: false });
    expect((await membership(person.id)).inProject).toEqual([
      expect.objectContaining({ permission: 1 }),
    ]);
  });

  it('needs a sign-in to accept', async () => {
    const token = await linkToken(admin, { teamId, permission: 0 });
    const response = await accept(null, token);
    expect(response.statusCode).toBe(401);
    expect(problem(response).code).toBe('UNAUTHENTICATED');
  });

  it('ends when the project goes to the trash', async () => {
    const db = t.database.db;
    const trashed = await seedProject(db, teamId, admin);
    const token = await linkToken(admin, { teamId, projectId: trashed, permission: 1 });
    await db
      .update(projects)
      .set({ deletedAt: new Date(), deletedBy: admin.id })
      .where(eq(projects.id, trashed));
    const person = await signUp(t.app, 'Late');
    expectInvalid(await preview(person, token));
    expectInvalid(await accept(person, token));
    expect((await membership(person.id)).inTeam).toHaveLength(0);
  });

  it('ends when its creator may no longer invite', async () => {
    const db = t.database.db;
    const creator = await signUp(t.app, 'Creator');
    await seedTeamMember(db, teamId, creator);
    await seedProjectMember(db, projectId, creator, { permission: 2 });
    const token = await linkToken(creator, { teamId, projectId, permission: 2 });
    expect((await preview(null, token)).statusCode).toBe(200);
    // Made read-only: a link granting write must not outlive the right to give it.
    await db
      .update(projectMembers)
      .set({ permission: 1 })
      .where(eq(projectMembers.userId, creator.id));
    const person = await signUp(t.app, 'Hopeful');
    expectInvalid(await preview(null, token));
    expectInvalid(await accept(person, token));
    expect((await membership(person.id)).inTeam).toHaveLength(0);
  });

  it('answers 402 when the seat the invite needs is taken, and joins no one', async () => {
    const db = t.database.db;
    // Starter: 4 read-write and 10 read-only seats. The admin holds one read-write seat.
    const boss = await signUp(t.app, 'Boss');
    const full = await seedTeam(db, boss);
    const fullProject = await seedProject(db, full, boss);
    for (let i = 0; i < 3; i += 1) {
      await seedTeamMember(db, full, await seedUser(`writer${i}`), { isAdmin: true });
    }
    const writeToken = await linkToken(boss, {
      teamId: full,
      projectId: fullProject,
      permission: 2,
    });
    const person = await signUp(t.app, 'Squeezed');
    const refused = await accept(person, writeToken);
    expect(refused.statusCode).toBe(402);
    expect(problem(refused).code).toBe('READ_WRITE_SEATS_FULL');
    expect((await membership(person.id, full, fullProject)).inTeam).toHaveLength(0);

    // A read-only seat is still free: the read link works, the write link still does not.
    const readToken = await linkToken(boss, {
      teamId: full,
      projectId: fullProject,
      permission: 1,
    });
    expect((await accept(person, readToken)).json()).toMatchObject({ joined: true });

    for (let i = 0; i < 9; i += 1) await seedTeamMember(db, full, await seedUser(`reader${i}`));
    const teamToken = await linkToken(boss, { teamId: full, permission: 0 });
    const other = await signUp(t.app, 'Crowded');
    const noRoom = await accept(other, teamToken);
    expect(noRoom.statusCode).toBe(402);
    expect(problem(noRoom).code).toBe('READ_ONLY_SEATS_FULL');
    expect((await membership(other.id, full, fullProject)).inTeam).toHaveLength(0);
    // Someone already in the team needs no new seat to come back through a link.
    expect((await accept(person, teamToken)).json()).toMatchObject({ joined: false });
  });
});
