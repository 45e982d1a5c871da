import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { projectMembers, projects, teamMembers, teams, users } from '../src/db/schema/index.js';
import {
  seedProject,
  seedProjectMember,
  seedTeam,
  seedTeamMember,
  signUp,
  type Person,
} from './workspace-helpers.js';

/**
 * The people of a project test and the scene they play in: a team with its admin, a project
 * with its admin, a writer, a reader, a team member who is not on the project, one who was
 * removed from the team, and an outsider.
 */

export interface Cast {
  /** Team admin, not on the project. */
  admin: Person;
  /** The project's admin, an ordinary team member. */
  owner: Person;
  /** On the project with write permission. */
  writer: Person;
  /** On the project with read permission. */
  reader: Person;
  /** In the team, not on the project. */
  bystander: Person;
  /** Was in the team and on the project, then removed from the team. */
  removed: Person;
  /** In no team of the scene. */
  outsider: Person;
}

export async function signUpCast(app: FastifyInstance): Promise<Cast> {
  return {
    admin: await signUp(app, 'Admin'),
    owner: await signUp(app, 'Owner'),
    writer: await signUp(app, 'Writer'),
    reader: await signUp(app, 'Reader'),
    bystander: await signUp(app, 'Bystander'),
    removed: await signUp(app, 'Removed'),
    outsider: await signUp(app, 'Outsider'),
  };
}

export interface Scene {
  teamId: string;
  projectId: string;
}

/** A fresh team and project for `cast`; read-write seats taken: admin, owner, writer (3). */
export async function stage(
  db: Database,
  cast: Cast,
  options: { plan?: string; createdAt?: Date } = {},
): Promise<Scene> {
  const teamId = await seedTeam(db, cast.admin, options.plan ? { plan: options.plan } : {});
  for (const person of [cast.owner, cast.writer, cast.reader, cast.bystander, cast.removed]) {
    await seedTeamMember(db, teamId, person);
  }
  const projectId = await seedProject(
    db,
    teamId,
    cast.owner,
    options.createdAt ? { createdAt: options.createdAt } : {},
  );
  await seedProjectMember(db, projectId, cast.writer, { permission: 2 });
  await seedProjectMember(db, projectId, cast.reader, { permission: 1 });
  await seedProjectMember(db, projectId, cast.removed, { permission: 2 });
  await removeFromTeam(db, teamId, cast.removed.id);
  return { teamId, projectId };
}

/** Takes someone out of a team and off its projects, the way removing a member does. */
export async function removeFromTeam(db: Database, teamId: string, userId: string) {
  const ofTeam = db.select({ id: projects.id }).from(projects).where(eq(projects.teamId, teamId));
  await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.userId, userId), inArray(projectMembers.projectId, ofTeam)));
  await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

let userCounter = 0;

/** An account written directly, for a test that needs people who never call the API. */
export async function seedUser(
  db: Database,
  name = 'Seeded',
): Promise<{ id: string; name: string }> {
  userCounter += 1;
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `seeded-${userCounter}-${Date.now()}@example.com`,
      registeredVia: 'email',
    })
    .returning({ id: users.id, name: users.name });
  return user!;
}

/** `count` team admins written directly: each holds a read-write seat. */
export async function fillReadWriteSeats(db: Database, teamId: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    await seedTeamMember(db, teamId, await seedUser(db, `Seat ${i}`), { isAdmin: true });
  }
}

/** `person`'s personal space, as GET /personal-space makes it. */
export async function seedPersonalSpace(db: Database, person: Pick<Person, 'id' | 'name'>) {
  const [team] = await db
    .insert(teams)
    .values({ name: person.name, isPersonal: true, ownerId: person.id })
    .returning({ id: teams.id });
  await db
    .insert(teamMembers)
    .values({ teamId: team!.id, userId: person.id, name: person.name, isAdmin: true });
  return team!.id;
}

/** `count` projects of the team with `admin` as admin, a minute apart, oldest first. */
export async function seedProjects(
  db: Database,
  teamId: string,
  admin: Pick<Person, 'id'>,
  count: number,
  options: { from?: Date; name?: (i: number) => string } = {},
): Promise<string[]> {
  const from = options.from ?? new Date(Date.now() - 24 * 3600_000);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(
      await seedProject(db, teamId, admin, {
        createdAt: new Date(from.getTime() + i * 60_000),
        ...(options.name ? { name: options.name(i) } : {}),
      }),
    );
  }
  return ids;
}

export const GUESSED_ID = '00000000-0000-4000-8000-000000000000';
