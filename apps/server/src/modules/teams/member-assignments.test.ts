import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamDetail } from '@heron/contract';
import { projectMembers, projects } from '../../db/schema/index.js';
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
  seedTeamCrew,
} from '../../../test/workspace-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

interface Assignment {
  projectId: string;
  projectName: string;
  permission: 1 | 2 | null;
  isAdmin: boolean;
}

/** A team with three projects (p1 oldest), an admin, a member, a removed member, an outsider. */
async function scene() {
  const { removeTheRemoved, ...crew } = await seedTeamCrew(t.app, db());
  const { admin, teamId } = crew;
  const [p1, p2, p3] = [
    await seedProject(db(), teamId, admin, { name: 'One', createdAt: new Date('2024-01-01') }),
    await seedProject(db(), teamId, admin, { name: 'Two', createdAt: new Date('2024-01-02') }),
    await seedProject(db(), teamId, admin, { name: 'Three', createdAt: new Date('2024-01-03') }),
  ] as [string, string, string];
  await removeTheRemoved();
  return { ...crew, p1, p2, p3 };
}

const url = (teamId: string, userId: string) =>
  `/api/v1/teams/${teamId}/members/${userId}/projects`;

async function membershipsOf(userId: string) {
  const rows = await db()
    .select({
      projectId: projectMembers.projectId,
      permission: projectMembers.permission,
      isAdmin: projectMembers.isAdmin,
    })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
  return rows.sort((a, b) => a.projectId.localeCompare(b.projectId));
}

const sorted = <T extends { projectId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.projectId.localeCompare(b.projectId));

describe('GET /api/v1/teams/:teamId/members/:userId/projects', () => {
  it("shows every live project of the team, newest first, beside the member's place", async () => {
    const { admin, member, teamId, p1, p2, p3 } = await scene();
    await seedProjectMember(db(), p2, member, { permission: 2 });
    const trashed = await seedProject(db(), teamId, admin);
    await seedProjectMember(db(), trashed, member);
    await db().update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed));

    const response = await as(t.app, admin).get(url(teamId, member.id));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: Assignment[] }>().items).toEqual([
      { projectId: p3, projectName: 'Three', permission: null, isAdmin: false },
      { projectId: p2, projectName: 'Two', permission: 2, isAdmin: false },
      { projectId: p1, projectName: 'One', permission: null, isAdmin: false },
    ]);
    // The member may look at their own.
    const own = await as(t.app, member).get(url(teamId, member.id));
    expect(own.statusCode).toBe(200);
    expect(own.json<{ items: Assignment[] }>().items).toHaveLength(3);
  });

  it("refuses a plain member looking at someone else's, outsiders, removed members, unknown ids", async () => {
    const { admin, member, removed, outsider, teamId } = await scene();
    expectDenied(await as(t.app, member).get(url(teamId, admin.id)));
    expectDenied(await as(t.app, outsider).get(url(teamId, member.id)));
    expectDenied(await as(t.app, outsider).get(url(teamId, outsider.id)));
    expectDenied(await as(t.app, removed).get(url(teamId, removed.id)));
    expectProblem(await as(t.app, admin).get(url(teamId, outsider.id)), 404, 'NOT_FOUND');
    expectProblem(await as(t.app, admin).get(url(teamId, randomUUID())), 404, 'NOT_FOUND');
    expectProblem(await as(t.app, admin).get(url(randomUUID(), member.id)), 404, 'NOT_FOUND');
  });
});

describe('PUT /api/v1/teams/:teamId/members/:userId/projects', () => {
  it("replaces the member's projects: adds, changes and takes away at once", async () => {
    const { admin, member, teamId, p1, p2, p3 } = await scene();
    await seedProjectMember(db(), p1, member, { permission: 2 });
    await seedProjectMember(db(), p2, member, { permission: 1 });

    const response = await as(t.app, admin).put(url(teamId, member.id), {
      assignments: [
        { projectId: p2, permission: 2, isAdmin: false },
        // An admin always writes: the permission is raised with it.
        { projectId: p3, permission: 1, isAdmin: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(sorted(response.json<{ items: Assignment[] }>().items)).toEqual(
      sorted([
        { projectId: p1, projectName: 'One', permission: null, isAdmin: false },
        { projectId: p2, projectName: 'Two', permission: 2, isAdmin: false },
        { projectId: p3, projectName: 'Three', permission: 2, isAdmin: true },
      ]),
    );
    expect(await membershipsOf(member.id)).toEqual(
      sorted([
        { projectId: p2, permission: 2, isAdmin: false },
        { projectId: p3, permission: 2, isAdmin: true },
      ]),
    );
    // An empty list takes every project away (the admin of p3 is still Admin).
    const cleared = await as(t.app, admin).put(url(teamId, member.id), { assignments: [] });
    expect(cleared.statusCode).toBe(200);
    expect(await membershipsOf(member.id)).toEqual([]);
  });

  it('leaves memberships of trashed projects and of other teams alone', async () => {
    const { admin, member, teamId, p1 } = await scene();
    const trashed = await seedProject(db(), teamId, admin);
    await seedProjectMember(db(), trashed, member);
    await db().update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed));
    const otherTeam = await seedTeam(db(), member);
    const otherProject = await seedProject(db(), otherTeam, member);

    const response = await as(t.app, admin).put(url(teamId, member.id), {
      assignments: [{ projectId: p1, permission: 1, isAdmin: false }],
    });
    expect(response.statusCode).toBe(200);
    expect((await membershipsOf(member.id)).map((row) => row.projectId).sort()).toEqual(
      [p1, trashed, otherProject].sort(),
    );
  });

  it('refuses a project of another team, a trashed one or an unknown one, changing nothing', async () => {
    const { admin, member, teamId, p1, p2 } = await scene();
    await seedProjectMember(db(), p1, member);
    const otherTeam = await seedTeam(db(), admin);
    const foreign = await seedProject(db(), otherTeam, admin);
    const trashed = await seedProject(db(), teamId, admin);
    await db().update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed));
    for (const bad of [foreign, trashed, randomUUID()]) {
      expectProblem(
        await as(t.app, admin).put(url(teamId, member.id), {
          assignments: [
            { projectId: p2, permission: 2, isAdmin: false },
            { projectId: bad, permission: 1, isAdmin: false },
          ],
        }),
        404,
        'NOT_FOUND',
      );
    }
    expect(await membershipsOf(member.id)).toEqual([
      { projectId: p1, permission: 1, isAdmin: false },
    ]);
  });

  it('refuses taking away the last project admin of a project', async () => {
    const { admin, member, teamId, p1 } = await scene();
    const own = await seedProject(db(), teamId, member, { name: 'Own' });
    for (const assignments of [[], [{ projectId: own, permission: 2, isAdmin: false }]]) {
      expectProblem(
        await as(t.app, admin).put(url(teamId, member.id), { assignments }),
        409,
        'LAST_ADMIN',
      );
    }
    expect(await membershipsOf(member.id)).toEqual([
      { projectId: own, permission: 2, isAdmin: true },
    ]);
    // The team admin is a project admin of p1 beside someone else: cancelling theirs is fine.
    await seedProjectMember(db(), p1, member, { permission: 2, isAdmin: true });
    const ok = await as(t.app, admin).put(url(teamId, admin.id), {
      assignments: (await as(t.app, admin).get(url(teamId, admin.id)))
        .json<{ items: Assignment[] }>()
        .items.filter((row) => row.projectId !== p1 && row.permission !== null)
        .map((row) => ({
          projectId: row.projectId,
          permission: row.permission!,
          isAdmin: row.isAdmin,
        })),
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, p1), eq(projectMembers.userId, admin.id)));
    expect(row).toBeUndefined();
  });

  it('needs a free read-write seat to make a read-only member write', async () => {
    const { admin, member, teamId, p1, p2 } = await scene();
    const writers = [];
    for (let i = 0; i < 3; i += 1) {
      const writer = await signUp(t.app, `Writer${i}`);
      await seedTeamMember(db(), teamId, writer);
      await seedProjectMember(db(), p1, writer, { permission: 2 });
      writers.push(writer);
    }
    await seedProjectMember(db(), p1, member, { permission: 1 });
    expectProblem(
      await as(t.app, admin).put(url(teamId, member.id), {
        assignments: [
          { projectId: p1, permission: 1, isAdmin: false },
          { projectId: p2, permission: 2, isAdmin: false },
        ],
      }),
      402,
      'READ_WRITE_SEATS_FULL',
    );
    expect(await membershipsOf(member.id)).toEqual([
      { projectId: p1, permission: 1, isAdmin: false },
    ]);
    // A writer keeps their seat when moved to write on another project.
    const moved = await as(t.app, admin).put(url(teamId, writers[0]!.id), {
      assignments: [{ projectId: p2, permission: 2, isAdmin: false }],
    });
    expect(moved.statusCode).toBe(200);
    // Read-only projects need no read-write seat.
    const reader = await as(t.app, admin).put(url(teamId, member.id), {
      assignments: [
        { projectId: p1, permission: 1, isAdmin: false },
        { projectId: p2, permission: 1, isAdmin: false },
      ],
    });
    expect(reader.statusCode).toBe(200);
    const detail = (await as(t.app, admin).get(`/api/v1/teams/${teamId}`)).json<TeamDetail>();
    expect(detail.usage.readWriteSeats).toEqual({ used: 4, limit: 4 });
  });

  it('refuses changing a frozen project', async () => {
    const { admin, member, teamId } = await scene();
    // Three projects exist; eight more fill Starter's ten and freeze the newest one.
    let newest = '';
    for (let i = 0; i < 8; i += 1) {
      newest = await seedProject(db(), teamId, admin, {
        createdAt: new Date(Date.UTC(2025, 0, i + 1)),
      });
    }
    expectProblem(
      await as(t.app, admin).put(url(teamId, member.id), {
        assignments: [{ projectId: newest, permission: 1, isAdmin: false }],
      }),
      423,
      'PROJECT_FROZEN',
    );
    expect(await membershipsOf(member.id)).toEqual([]);
  });

  it('refuses cancelling the owner as admin of a personal project', async () => {
    const owner = await signUp(t.app, 'Owner');
    const space = (await as(t.app, owner).get('/api/v1/personal-space')).json<TeamDetail>();
    const projectId = await seedProject(db(), space.id, owner);
    for (const assignments of [[], [{ projectId, permission: 2, isAdmin: false }]]) {
      expectProblem(
        await as(t.app, owner).put(url(space.id, owner.id), { assignments }),
        409,
        'PERSONAL_ADMIN_REQUIRED',
      );
    }
    const same = await as(t.app, owner).put(url(space.id, owner.id), {
      assignments: [{ projectId, permission: 2, isAdmin: true }],
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses plain members, outsiders, removed members and unknown ids; validates the body', async () => {
    const { admin, member, removed, outsider, teamId, p1 } = await scene();
    const body = { assignments: [{ projectId: p1, permission: 2, isAdmin: false }] };
    expectDenied(await as(t.app, member).put(url(teamId, member.id), body));
    expectDenied(await as(t.app, outsider).put(url(teamId, member.id), body));
    expectDenied(await as(t.app, removed).put(url(teamId, removed.id), body));
    expectProblem(await as(t.app, admin).put(url(teamId, outsider.id), body), 404, 'NOT_FOUND');
    expectProblem(await as(t.app, admin).put(url(randomUUID(), member.id), body), 404, 'NOT_FOUND');
    for (const bad of [
      { assignments: [{ projectId: p1, permission: 0, isAdmin: false }] },
      { assignments: [{ projectId: p1, permission: 3, isAdmin: false }] },
      {
        assignments: [
          { projectId: p1, permission: 1, isAdmin: false },
          { projectId: p1, permission: 2, isAdmin: false },
        ],
      },
      {},
    ]) {
      expectProblem(
        await as(t.app, admin).put(url(teamId, member.id), bad),
        400,
        'VALIDATION_FAILED',
      );
    }
    expect(await membershipsOf(member.id)).toEqual([]);
  });
});
