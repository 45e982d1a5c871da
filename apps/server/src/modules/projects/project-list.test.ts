import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectSummary } from '@heron/contract';
import { teams } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { problem } from '../../../test/auth-helpers.js';
import {
  GUESSED_ID,
  removeFromTeam,
  seedPersonalSpace,
  seedProjects,
} from '../../../test/project-helpers.js';
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
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

interface Page {
  items: ProjectSummary[];
  total: number;
  page: number;
  pageSize: number;
}

async function list(person: Person, query = ''): Promise<Page> {
  const response = await as(t.app, person).get(`/api/v1/projects${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

const names = (page: Page) => page.items.map((item) => item.name);

/**
 * Me in two teams: in "Home" I am a plain member with projects I administer, write and read, plus
 * one I am not on; in "Managed" I am the team admin and on none of its projects.
 */
async function scene() {
  const me = await signUp(t.app, 'Me');
  const colleague = await signUp(t.app, 'Colleague');
  const home = await seedTeam(db(), colleague, { name: 'Home' });
  await seedTeamMember(db(), home, me);
  const hour = 3600_000;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
  const mine = await seedProject(db(), home, me, { name: 'Mine', createdAt: at(5) });
  const written = await seedProject(db(), home, colleague, { name: 'Written', createdAt: at(4) });
  await seedProjectMember(db(), written, me, { permission: 2 });
  const read = await seedProject(db(), home, colleague, { name: 'Read', createdAt: at(3) });
  await seedProjectMember(db(), read, me, { permission: 1 });
  const notMine = await seedProject(db(), home, colleague, { name: 'Not mine', createdAt: at(2) });
  const managed = await seedTeam(db(), me, { name: 'Managed' });
  await seedTeamMember(db(), managed, colleague);
  const managedProject = await seedProject(db(), managed, colleague, {
    name: 'Managed one',
    createdAt: at(1),
  });
  return { me, colleague, home, managed, mine, written, read, notMine, managedProject };
}

describe('GET /api/v1/projects', () => {
  it('lists each tab newest first', async () => {
    const s = await scene();
    const all = await list(s.me);
    expect(names(all)).toEqual(['Managed one', 'Read', 'Written', 'Mine']);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(names(await list(s.me, '?tab=all'))).toEqual(names(all));
    expect(names(await list(s.me, '?tab=mine'))).toEqual(['Mine']);
    expect(names(await list(s.me, '?tab=joined'))).toEqual(['Read', 'Written']);
    expect((await list(s.me, '?tab=trash')).items).toEqual([]);
    // The colleague is on every project but administers only theirs.
    expect(names(await list(s.colleague, '?tab=mine'))).toEqual([
      'Managed one',
      'Not mine',
      'Read',
      'Written',
    ]);
  });

  it('describes each project as the caller sees it', async () => {
    const s = await scene();
    const byName = new Map((await list(s.me)).items.map((item) => [item.name, item]));
    expect(byName.get('Mine')).toMatchObject({
      teamId: s.home,
      teamName: 'Home',
      isPersonal: false,
      admins: [{ id: s.me.id, name: 'Me' }],
      memberCount: 1,
      isFrozen: false,
      isLocked: false,
      myPermission: 2,
      amAdmin: true,
      deletedAt: null,
      deletedBy: null,
      can: { editInfo: true, delete: true },
    });
    expect(byName.get('Written')).toMatchObject({
      admins: [{ id: s.colleague.id }],
      memberCount: 2,
      myPermission: 2,
      amAdmin: false,
      can: { edit: true, editInfo: false },
    });
    expect(byName.get('Read')).toMatchObject({ myPermission: 1, can: { edit: false } });
    expect(byName.get('Managed one')).toMatchObject({
      teamName: 'Managed',
      myPermission: null,
      amAdmin: false,
      can: { editInfo: true, manageMembers: true, leave: false },
    });
  });

  it('shows trashed projects only in the trash, to those who may recover them', async () => {
    const s = await scene();
    for (const id of [s.mine, s.read, s.managedProject]) {
      const owner = id === s.mine ? s.me : s.colleague;
      expect((await as(t.app, owner).delete(`/api/v1/projects/${id}`)).statusCode).toBe(204);
    }
    expect(names(await list(s.me))).toEqual(['Written']);
    expect(names(await list(s.me, '?tab=mine'))).toEqual([]);
    expect(names(await list(s.me, '?tab=joined'))).toEqual(['Written']);
    // "Read" is gone from my lists: I only read it, so I cannot recover it.
    const trash = await list(s.me, '?tab=trash');
    expect(names(trash)).toEqual(['Managed one', 'Mine']);
    const managed = trash.items[0]!;
    expect(managed.deletedBy).toMatchObject({ id: s.colleague.id, name: 'Colleague' });
    expect(managed.deletedAt).not.toBeNull();
    expect(managed.can).toMatchObject({ recover: true, purge: true, edit: false });
    // The colleague administers "Home" too, so my deleted project is theirs to recover as well.
    expect(names(await list(s.colleague, '?tab=trash'))).toEqual(['Managed one', 'Read', 'Mine']);
  });

  it('pages through twelve projects ten at a time', async () => {
    const me = await signUp(t.app, 'Pager');
    const team = await seedTeam(db(), me);
    await seedProjects(db(), team, me, 12, { name: (i) => `P${String(i + 1).padStart(2, '0')}` });
    await db().update(teams).set({ plan: 'plus' }).where(eq(teams.id, team));
    const first = await list(me);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(names(first)).toEqual([
      'P12',
      'P11',
      'P10',
      'P09',
      'P08',
      'P07',
      'P06',
      'P05',
      'P04',
      'P03',
    ]);
    const second = await list(me, '?page=2');
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(names(second)).toEqual(['P02', 'P01']);
    expect(names(await list(me, '?page=3&pageSize=5'))).toEqual(['P02', 'P01']);
    expect((await list(me, '?page=4')).items).toEqual([]);
  });

  it('marks the projects over the plan limit frozen', async () => {
    const me = await signUp(t.app, 'Freezer');
    const team = await seedTeam(db(), me);
    await seedProjects(db(), team, me, 11, { name: (i) => `F${String(i + 1).padStart(2, '0')}` });
    const page = await list(me, '?pageSize=20');
    expect(page.items.filter((item) => item.isFrozen).map((item) => item.name)).toEqual(['F11']);
  });

  it('searches names, case-insensitively and literally', async () => {
    const me = await signUp(t.app, 'Searcher');
    const team = await seedTeam(db(), me);
    for (const name of ['Payments API', 'payment hooks', 'Orders', '100% coverage', 'a_b']) {
      await seedProject(db(), team, me, { name });
    }
    expect(names(await list(me, '?q=PAYMENT')).sort()).toEqual(['Payments API', 'payment hooks']);
    expect(names(await list(me, '?q=%25'))).toEqual(['100% coverage']);
    expect(names(await list(me, '?q=_'))).toEqual(['a_b']);
    expect((await list(me, '?q=nothing')).total).toBe(0);
    expect(names(await list(me, '?q=orders&tab=mine'))).toEqual(['Orders']);
  });

  it("filters by team, and only by the caller's teams", async () => {
    const s = await scene();
    expect(names(await list(s.me, `?teamId=${s.home}`))).toEqual(['Read', 'Written', 'Mine']);
    expect(names(await list(s.me, `?teamId=${s.managed}&tab=all`))).toEqual(['Managed one']);
    const stranger = await signUp(t.app, 'Stranger');
    const response = await as(t.app, stranger).get(`/api/v1/projects?teamId=${s.home}`);
    expect(response.statusCode).toBe(403);
    expect(problem(response).code).toBe('PERMISSION_DENIED');
    const guessed = await as(t.app, s.me).get(`/api/v1/projects?teamId=${GUESSED_ID}`);
    expect(guessed.statusCode).toBe(404);
    expect((await list(stranger)).items).toEqual([]);
  });

  it('lists personal projects under the personal space', async () => {
    const me = await signUp(t.app, 'Solo');
    const space = await seedPersonalSpace(db(), me);
    await seedProject(db(), space, me, { name: 'Notes' });
    const page = await list(me, `?teamId=${space}`);
    expect(page.items).toMatchObject([{ name: 'Notes', isPersonal: true, can: { invite: false } }]);
  });

  it('forgets the projects of a team one was removed from', async () => {
    const s = await scene();
    await removeFromTeam(db(), s.home, s.me.id);
    expect(names(await list(s.me))).toEqual(['Managed one']);
    expect(names(await list(s.me, '?tab=joined'))).toEqual([]);
    const filtered = await as(t.app, s.me).get(`/api/v1/projects?teamId=${s.home}`);
    expect(filtered.statusCode).toBe(403);
  });

  it('leaves out the projects of a disabled team', async () => {
    const s = await scene();
    await db().update(teams).set({ status: -1 }).where(eq(teams.id, s.managed));
    expect(names(await list(s.me))).toEqual(['Read', 'Written', 'Mine']);
  });

  it('refuses bad queries and anonymous callers', async () => {
    const me = await signUp(t.app, 'Asker');
    for (const query of ['?tab=archive', '?page=0', '?pageSize=0', '?pageSize=101', '?teamId=1']) {
      const response = await as(t.app, me).get(`/api/v1/projects${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(problem(response).errors?.[0]?.in).toBe('query');
    }
    const anonymous = await as(t.app, null).get('/api/v1/projects');
    expect(anonymous.statusCode).toBe(401);
  });
});
