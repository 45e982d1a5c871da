import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, projects, teamMembers, teams } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  seedProject,
  seedProjectMember,
  seedTeam,
  seedTeamMember,
  signUp,
  type Person,
} from '../../../test/workspace-helpers.js';
import { joinTeam } from './join.js';
import { ensureSeat, seatsByMember, seatUsage } from './seats.js';
import type { TeamRow } from './access-service.js';

let t: TestApp;
let people: Person[];
beforeAll(async () => {
  t = await createTestApp();
  people = [];
  for (let i = 0; i < 6; i += 1) people.push(await signUp(t.app, `Person ${i}`));
});
afterAll(() => t.close());

const teamRow = async (id: string) =>
  (await t.database.db.select().from(teams).where(eq(teams.id, id)))[0] as TeamRow;

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('seats are derived from roles', () => {
  it('counts admins and writers of live projects as read-write, everyone else read-only', async () => {
    const db = t.database.db;
    const [admin, writer, reader, idle, trashedWriter] = people;
    const teamId = await seedTeam(db, admin!);
    for (const person of [writer!, reader!, idle!, trashedWriter!]) {
      await seedTeamMember(db, teamId, person);
    }
    const live = await seedProject(db, teamId, admin!);
    await seedProjectMember(db, live, writer!, { permission: 2 });
    await seedProjectMember(db, live, reader!, { permission: 1 });
    const trashed = await seedProject(db, teamId, admin!);
    await seedProjectMember(db, trashed, trashedWriter!, { permission: 2 });
    await db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed));

    expect(await seatUsage(db, teamId)).toEqual({ readWrite: 2, readOnly: 3 });
    const seats = await seatsByMember(db, teamId);
    expect(seats.get(admin!.id)).toBe('readWrite');
    expect(seats.get(writer!.id)).toBe('readWrite');
    expect(seats.get(reader!.id)).toBe('readOnly');
    expect(seats.get(trashedWriter!.id)).toBe('readOnly');
  });

  it("refuses a read-write seat beyond the plan's limit, and a read-only one likewise", async () => {
    const db = t.database.db;
    const [admin, ...others] = people;
    const teamId = await seedTeam(db, admin!);
    // Starter: 4 read-write seats. The admin holds one; make three more writers.
    const projectId = await seedProject(db, teamId, admin!);
    for (const person of others.slice(0, 3)) {
      await seedTeamMember(db, teamId, person);
      await seedProjectMember(db, projectId, person, { permission: 2 });
    }
    const fifth = others[3]!;
    await seedTeamMember(db, teamId, fifth);
    const team = await teamRow(teamId);
    expect(await codeOf(ensureSeat(db, team, fifth.id, 'readWrite'))).toBe('READ_WRITE_SEATS_FULL');
    // One who already writes needs nothing more; a read-only seat is held already.
    expect(await codeOf(ensureSeat(db, team, others[0]!.id, 'readWrite'))).toBe('ok');
    expect(await codeOf(ensureSeat(db, team, fifth.id, 'readOnly'))).toBe('ok');

    await db.update(teams).set({ plan: 'plus' }).where(eq(teams.id, teamId));
    expect(await codeOf(ensureSeat(db, await teamRow(teamId), fifth.id, 'readWrite'))).toBe('ok');
  });
});

describe('joinTeam', () => {
  it('joins once: the second join changes nothing and keeps the first permission', async () => {
    const db = t.database.db;
    const [admin, guest] = people;
    const teamId = await seedTeam(db, admin!);
    const projectId = await seedProject(db, teamId, admin!);
    const team = await teamRow(teamId);
    const grant = { projectId, permission: 1 };
    const results = await Promise.all([
      db.transaction((tx) => joinTeam(tx, team, guest!, grant)),
      db.transaction((tx) => joinTeam(tx, team, guest!, grant)),
    ]);
    expect(results.filter((r) => r.joined)).toHaveLength(1);
    const again = await db.transaction((tx) =>
      joinTeam(tx, team, guest!, { projectId, permission: 2 }),
    );
    expect(again.joined).toBe(false);
    const rows = await db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, guest!.id)));
    expect(rows).toEqual([expect.objectContaining({ permission: 1, isAdmin: false })]);
    const members = await db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
    expect(members).toHaveLength(2);
  });

  it('does not let two joins take the last read-write seat together', async () => {
    const db = t.database.db;
    const [admin, a, b, c, d, e] = people;
    const teamId = await seedTeam(db, admin!);
    const projectId = await seedProject(db, teamId, admin!);
    const team = await teamRow(teamId);
    for (const person of [a!, b!]) {
      await db.transaction((tx) => joinTeam(tx, team, person, { projectId, permission: 2 }));
    }
    // One read-write seat is left (admin, a, b hold three of four); d and e race for it.
    const outcomes = await Promise.all(
      [d!, e!].map((person) =>
        codeOf(db.transaction((tx) => joinTeam(tx, team, person, { projectId, permission: 2 }))),
      ),
    );
    expect(outcomes.sort()).toEqual(['READ_WRITE_SEATS_FULL', 'ok']);
    expect((await seatUsage(db, teamId)).readWrite).toBe(4);
    // A read-only join still fits.
    expect(
      await codeOf(db.transaction((tx) => joinTeam(tx, team, c!, { projectId, permission: 1 }))),
    ).toBe('ok');
  });
});
