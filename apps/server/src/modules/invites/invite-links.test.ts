import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE } from '@heron/contract';
import { instance, invites, projectMembers, teamMembers, teams } from '../../db/schema/index.js';
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
  seedProjectCrew,
} from '../../../test/workspace-helpers.js';

interface Link {
  id: string;
  teamId: string;
  projectId: string | null;
  url: string;
  permission: number;
  creator: { id: string; name: string };
  createdAt: string;
  expiresAt: string;
}

let t: TestApp;
let admin: Person;
let reader: Person;
let writer: Person;
let outsider: Person;
let teamId: string;
let projectId: string;
let otherTeamProjectId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, reader, writer, outsider, teamId, projectId } = await seedProjectCrew(
    t.app,
    t.database.db,
  ));
  const db = t.database.db;
  const otherTeamId = await seedTeam(db, outsider);
  otherTeamProjectId = await seedProject(db, otherTeamId, outsider);
});
afterAll(() => t.close());

const tokenOf = (link: Link) => new URL(link.url).searchParams.get('token')!;
const preview = (token: string) =>
  as(t.app, null).get(`/api/v1/invites/preview?token=${encodeURIComponent(token)}`);

async function createLink(person: Person, body: object): Promise<Link> {
  const response = await as(t.app, person).post('/api/v1/invite-links', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Link>();
}

async function currentLink(person: Person, query: string): Promise<Link | null> {
  const response = await as(t.app, person).get(`/api/v1/invite-links?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ link: Link | null }>().link;
}

function expectInvalid(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(410);
  expect(problem(response).code).toBe('INVITE_INVALID');
}

describe('link invites', () => {
  it('makes a team link valid for 7 days that its creator can see again', async () => {
    const link = await createLink(admin, { teamId, permission: 0 });
    expect(link).toMatchObject({
      teamId,
      projectId: null,
      permission: 0,
      creator: { id: admin.id, name: admin.name },
    });
    expect(link.url.startsWith(`${t.config.publicUrl}/user/invite?token=${link.id}.`)).toBe(true);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(INVITE.linkValidityMs);
    expect(await currentLink(admin, `teamId=${teamId}`)).toEqual(link);
    // Nothing secret is stored: the token is a signature over the id.
    const [row] = await t.database.db.select().from(invites).where(eq(invites.id, link.id));
    expect(row?.tokenHash).toBeNull();
    expect((await preview(tokenOf(link))).statusCode).toBe(200);
  });

  it('keeps team and project links apart', async () => {
    const teamLink = await createLink(admin, { teamId, permission: 0 });
    const projectLink = await createLink(admin, { teamId, projectId, permission: 2 });
    expect(projectLink).toMatchObject({ projectId, permission: 2 });
    expect(await currentLink(admin, `teamId=${teamId}&projectId=${projectId}`)).toEqual(
      projectLink,
    );
    expect((await currentLink(admin, `teamId=${teamId}`))?.id).toBe(teamLink.id);
  });

  it('shows the per-team name of the creator', async () => {
    await t.database.db
      .update(teamMembers)
      .set({ name: 'Captain' })
      .where(eq(teamMembers.userId, writer.id));
    const link = await createLink(writer, { teamId, projectId, permission: 1 });
    expect(link.creator).toEqual({ id: writer.id, name: 'Captain' });
    expect((await currentLink(admin, `teamId=${teamId}&projectId=${projectId}`))?.creator).toEqual({
      id: writer.id,
      name: 'Captain',
    });
    expect((await preview(tokenOf(link))).json()).toMatchObject({ inviterName: 'Captain' });
  });

  it('resets: a new link ends every earlier one of the same scope, and only that scope', async () => {
    const projectLink = await createLink(admin, { teamId, projectId, permission: 1 });
    const first = await createLink(admin, { teamId, permission: 0 });
    const second = await createLink(admin, { teamId, permission: 0 });
    expect(second.id).not.toBe(first.id);
    expect(await currentLink(admin, `teamId=${teamId}`)).toEqual(second);
    expectInvalid(await preview(tokenOf(first)));
    expectInvalid(
      await as(t.app, outsider).post('/api/v1/invites/accept', { token: tokenOf(first) }),
    );
    expect((await preview(tokenOf(second))).statusCode).toBe(200);
    expect((await preview(tokenOf(projectLink))).statusCode).toBe(200);
    const live = await t.database.db.select().from(invites).where(eq(invites.teamId, teamId));
    expect(live.filter((row) => row.projectId === null && row.revokedAt === null)).toHaveLength(1);
  });

  it('leaves one valid link when resets race', async () => {
    const made = await Promise.all(
      [admin, writer, admin, writer, admin, writer].map((person, i) =>
        as(t.app, person).post('/api/v1/invite-links', {
          teamId,
          projectId,
          permission: 1 + (i % 2),
        }),
      ),
    );
    expect(made.every((response) => response.statusCode === 201)).toBe(true);
    const rows = await t.database.db.select().from(invites).where(eq(invites.projectId, projectId));
    expect(rows.filter((row) => row.kind === 'link' && row.revokedAt === null)).toHaveLength(1);
  });

  it('deletes: the link stops working at once', async () => {
    const link = await createLink(admin, { teamId, projectId, permission: 2 });
    const deleted = await as(t.app, admin).delete(`/api/v1/invite-links/${link.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await currentLink(admin, `teamId=${teamId}&projectId=${projectId}`)).toBeNull();
    expectInvalid(await preview(tokenOf(link)));
    expectInvalid(
      await as(t.app, outsider).post('/api/v1/invites/accept', { token: tokenOf(link) }),
    );
    // Deleting it again changes nothing.
    expect((await as(t.app, admin).delete(`/api/v1/invite-links/${link.id}`)).statusCode).toBe(204);
  });

  it('expires after 7 days', async () => {
    const link = await createLink(admin, { teamId, permission: 0 });
    await t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, link.id));
    expectInvalid(await preview(tokenOf(link)));
    expectInvalid(
      await as(t.app, outsider).post('/api/v1/invites/accept', { token: tokenOf(link) }),
    );
    expect(await currentLink(admin, `teamId=${teamId}`)).toBeNull();
  });

  it('refuses tampered, malformed and unknown tokens with 410, never 500', async () => {
    const link = await createLink(admin, { teamId, permission: 0 });
    const token = tokenOf(link);
    const [id, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      `${id}.${flipped}`,
      `${id}.${signature}=`,
      `${id}.${signature.slice(1)}`,
      `${randomUUID()}.${signature}`,
      `${id.toUpperCase()}.${signature}`,
      `${token}.extra`,
      `not-a-uuid.${signature}`,
      `.${signature}`,
      `${id}.`,
      'garbage',
      "'; drop table invites; --",
      'x'.repeat(300),
    ];
    for (const candidate of bad) {
      expectInvalid(await preview(candidate));
      expectInvalid(await as(t.app, outsider).post('/api/v1/invites/accept', { token: candidate }));
    }
    // Shapes the contract refuses outright.
    expect((await preview('')).statusCode).toBe(400);
    expect((await preview('x'.repeat(301))).statusCode).toBe(400);
    expect((await as(t.app, null).get('/api/v1/invites/preview')).statusCode).toBe(400);
    // The real token still works.
    expect((await preview(token)).statusCode).toBe(200);
  });

  it('signs with one instance key, made once', async () => {
    const [row] = await t.database.db.select().from(instance);
    expect(row?.signingKey).toMatch(/^[0-9a-f]{64}$/);
    await createLink(admin, { teamId, permission: 0 });
    const [after] = await t.database.db.select().from(instance);
    expect(after?.signingKey).toBe(row?.signingKey);
  });

  it('checks the permission against the scope', async () => {
    for (const body of [
      { teamId, permission: 1 },
      { teamId, permission: 2 },
      { teamId, projectId, permission: 0 },
      { teamId, projectId, permission: 3 },
      { teamId: 'nope', permission: 0 },
      {},
    ]) {
      const response = await as(t.app, admin).post('/api/v1/invite-links', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(problem(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('who may make, see and delete links', () => {
  it('lets a project writer make a project link but not a team link', async () => {
    await createLink(writer, { teamId, projectId, permission: 2 });
    const refused = await as(t.app, writer).post('/api/v1/invite-links', { teamId, permission: 0 });
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).code).toBe('PERMISSION_DENIED');
    expect((await as(t.app, writer).get(`/api/v1/invite-links?teamId=${teamId}`)).statusCode).toBe(
      403,
    );
  });

  it('refuses a read-only member, an outsider and a removed member', async () => {
    const db = t.database.db;
    const removed = await signUp(t.app, 'Removed');
    await seedTeamMember(db, teamId, removed);
    await seedProjectMember(db, projectId, removed, { permission: 2 });
    const theirs = await createLink(removed, { teamId, projectId, permission: 1 });
    await db.delete(projectMembers).where(eq(projectMembers.userId, removed.id));
    await db.delete(teamMembers).where(eq(teamMembers.userId, removed.id));

    const link = await createLink(admin, { teamId, projectId, permission: 1 });
    const teamLink = await createLink(admin, { teamId, permission: 0 });
    for (const person of [reader, outsider, removed]) {
      const api = as(t.app, person);
      const calls = [
        api.post('/api/v1/invite-links', { teamId, projectId, permission: 1 }),
        api.post('/api/v1/invite-links', { teamId, permission: 0 }),
        api.get(`/api/v1/invite-links?teamId=${teamId}&projectId=${projectId}`),
        api.get(`/api/v1/invite-links?teamId=${teamId}`),
        api.delete(`/api/v1/invite-links/${link.id}`),
        api.delete(`/api/v1/invite-links/${teamLink.id}`),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode, response.body).toBe(403);
        expect(problem(response).code).toBe('PERMISSION_DENIED');
      }
    }
    // Nothing they tried changed the links.
    expect((await preview(tokenOf(link))).statusCode).toBe(200);
    expect((await preview(tokenOf(teamLink))).statusCode).toBe(200);
    // An invite speaks for its creator: it ends when they leave the team.
    expectInvalid(await preview(tokenOf(theirs)));
  });

  it('answers 404 for guessed ids and a project of another team', async () => {
    const api = as(t.app, admin);
    const unknownTeam = await api.post('/api/v1/invite-links', {
      teamId: randomUUID(),
      permission: 0,
    });
    expect(unknownTeam.statusCode).toBe(404);
    const unknownProject = await api.post('/api/v1/invite-links', {
      teamId,
      projectId: randomUUID(),
      permission: 1,
    });
    expect(unknownProject.statusCode).toBe(404);
    expect((await api.delete(`/api/v1/invite-links/${randomUUID()}`)).statusCode).toBe(404);
    expect((await api.delete('/api/v1/invite-links/nope')).statusCode).toBe(400);
    // The outsider administers their own project, but it is not of this team.
    const mismatch = await as(t.app, outsider).post('/api/v1/invite-links', {
      teamId,
      projectId: otherTeamProjectId,
      permission: 1,
    });
    expect(mismatch.statusCode).toBe(404);
    // And the other team's admin cannot reach this team's links through their own project.
    const mixed = await as(t.app, outsider).get(
      `/api/v1/invite-links?teamId=${teamId}&projectId=${otherTeamProjectId}`,
    );
    expect(mixed.statusCode).toBe(404);
  });

  it('needs a sign-in', async () => {
    const api = as(t.app, null);
    expect((await api.post('/api/v1/invite-links', { teamId, permission: 0 })).statusCode).toBe(
      401,
    );
    expect((await api.get(`/api/v1/invite-links?teamId=${teamId}`)).statusCode).toBe(401);
    expect((await api.delete(`/api/v1/invite-links/${randomUUID()}`)).statusCode).toBe(401);
  });

  it('refuses any invite to a personal space', async () => {
    const db = t.database.db;
    const [space] = await db
      .insert(teams)
      .values({ name: admin.name, isPersonal: true, ownerId: admin.id })
      .returning({ id: teams.id });
    await db
      .insert(teamMembers)
      .values({ teamId: space!.id, userId: admin.id, name: admin.name, isAdmin: true });
    const personalProject = await seedProject(db, space!.id, admin);
    const api = as(t.app, admin);
    for (const response of [
      await api.post('/api/v1/invite-links', { teamId: space!.id, permission: 0 }),
      await api.post('/api/v1/invite-links', {
        teamId: space!.id,
        projectId: personalProject,
        permission: 2,
      }),
      await api.get(`/api/v1/invite-links?teamId=${space!.id}`),
      await api.post('/api/v1/invites/email', {
        projectId: personalProject,
        permission: 1,
        emails: ['friend@example.com'],
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(problem(response).code).toBe('PERMISSION_DENIED');
    }
  });
});
