import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { problemSchema } from '@heron/contract';
import type { Database } from '../src/db/client.js';
import { projectMembers, projects, teamMembers, teams } from '../src/db/schema/index.js';
import { nextIp, registerUser } from './auth-helpers.js';

/**
 * Test fixtures for teams and projects. `signUp` goes through the real registration; the
 * `seed*` helpers write rows directly, so a test of one service does not depend on another's
 * routes to set the scene.
 */

let counter = 0;

export interface Person {
  id: string;
  name: string;
  email: string;
  /** The session token, for `cookies: { heron_session }`. */
  token: string;
}

/** A new account, signed in. */
export async function signUp(app: FastifyInstance, name = 'Member'): Promise<Person> {
  counter += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${counter}-${Date.now()}@example.com`;
  const token = await registerUser(app, email, { name });
  const me = await app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    cookies: { heron_session: token },
  });
  expect(me.statusCode).toBe(200);
  return { id: me.json<{ user: { id: string } }>().user.id, name, email, token };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls the API as `person` (or signed out with null). */
export function as(app: FastifyInstance, person: Person | null) {
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      // Each call from its own address, so the per-address rate limit never trips a test.
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...(person ? { cookies: { heron_session: person.token } } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string, payload?: unknown) => call('DELETE', url, payload),
  };
}

export async function seedTeam(
  db: Database,
  admin: Pick<Person, 'id' | 'name'>,
  options: { name?: string; plan?: string } = {},
): Promise<string> {
  const [team] = await db
    .insert(teams)
    .values({ name: options.name ?? `Team ${++counter}`, plan: options.plan ?? 'starter' })
    .returning({ id: teams.id });
  await db
    .insert(teamMembers)
    .values({ teamId: team!.id, userId: admin.id, name: admin.name, isAdmin: true });
  return team!.id;
}

export async function seedTeamMember(
  db: Database,
  teamId: string,
  person: Pick<Person, 'id' | 'name'>,
  options: { isAdmin?: boolean } = {},
): Promise<void> {
  await db
    .insert(teamMembers)
    .values({ teamId, userId: person.id, name: person.name, isAdmin: options.isAdmin ?? false });
}

/** A project of `teamId` with `admin` as its project admin (admin must be on the team). */
export async function seedProject(
  db: Database,
  teamId: string,
  admin: Pick<Person, 'id'>,
  options: { name?: string; createdAt?: Date } = {},
): Promise<string> {
  const [project] = await db
    .insert(projects)
    .values({
      teamId,
      name: options.name ?? `Project ${++counter}`,
      category: 'http',
      createdBy: admin.id,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: projects.id });
  await db
    .insert(projectMembers)
    .values({ projectId: project!.id, userId: admin.id, permission: 2, isAdmin: true });
  return project!.id;
}

export async function seedProjectMember(
  db: Database,
  projectId: string,
  person: Pick<Person, 'id'>,
  options: { permission?: 1 | 2; isAdmin?: boolean } = {},
): Promise<void> {
  await db.insert(projectMembers).values({
    projectId,
    userId: person.id,
    permission: options.permission ?? 1,
    isAdmin: options.isAdmin ?? false,
  });
}

type Answer = { statusCode: number; json(): unknown };

/** Expects a problem answer with this status and code (the body is shown when it is not). */
export function expectProblem(response: Answer, status: number, code: string): void {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(problemSchema.parse(response.json()).code).toBe(code);
}

/** Expects the refusal by role: 403 "Operation permission failed, insufficient permissions". */
export const expectDenied = (response: Answer) => expectProblem(response, 403, 'PERMISSION_DENIED');

/**
 * A team "Falcons" with its admin, and a project "Billing API" with a reader and a writer on it;
 * an outsider is signed up but in no team of it.
 */
export async function seedProjectCrew(app: FastifyInstance, db: Database) {
  const [admin, reader, writer, outsider] = await Promise.all([
    signUp(app, 'Admin'),
    signUp(app, 'Reader'),
    signUp(app, 'Writer'),
    signUp(app, 'Outsider'),
  ]);
  const teamId = await seedTeam(db, admin, { name: 'Falcons' });
  const projectId = await seedProject(db, teamId, admin, { name: 'Billing API' });
  await seedTeamMember(db, teamId, reader);
  await seedProjectMember(db, projectId, reader, { permission: 1 });
  await seedTeamMember(db, teamId, writer);
  await seedProjectMember(db, projectId, writer, { permission: 2 });
  return { admin, reader, writer, outsider, teamId, projectId };
}

/**
 * A team with its admin and a plain member; a third member removed through the API (so exactly
 * as a real removal leaves them) and an outsider who was never in it.
 */
export async function seedTeamCrew(app: FastifyInstance, db: Database) {
  const admin = await signUp(app, 'Admin');
  const member = await signUp(app, 'Member');
  const removed = await signUp(app, 'Removed');
  const outsider = await signUp(app, 'Outsider');
  const teamId = await seedTeam(db, admin);
  await seedTeamMember(db, teamId, member);
  await seedTeamMember(db, teamId, removed);
  return {
    admin,
    member,
    removed,
    outsider,
    teamId,
    /** Takes `removed` off the team; call it after seeding what they should lose. */
    removeTheRemoved: async () => {
      const removal = await as(app, admin).post(`/api/v1/teams/${teamId}/members/remove`, {
        userIds: [removed.id],
      });
      expect(removal.statusCode).toBe(204);
    },
  };
}
