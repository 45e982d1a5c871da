import { describe, expect, it } from 'vitest';
import type { DesignItem } from '@heron/contract';
import { GUESSED_ID, seedProjects, stage } from '../../../test/project-helpers.js';
import { expectDenied, expectProblem, type Person } from '../../../test/workspace-helpers.js';
import {
  createItem,
  designUrl,
  docBody,
  itemRow,
  itemUrl,
  saveItem,
  setProjectLocked,
  designSuite,
} from '../../../test/design-helpers.js';

/** Who may call each design route, on a live, a locked and a frozen project (issue 5). */

const suite = designSuite();
const { db, api } = suite;

interface Scene {
  teamId: string;
  projectId: string;
  /** Live items: one to save, one to move, one to delete, one with two versions. */
  doc: DesignItem;
  moved: DesignItem;
  deleted: DesignItem;
  history: DesignItem;
  /** In the trash: one to restore, one to purge. */
  restorable: DesignItem;
  purgeable: DesignItem;
}

async function scene(): Promise<Scene> {
  const { teamId, projectId } = await stage(db(), suite.cast);
  const make = (name: string) =>
    createItem(suite.app, suite.cast.owner, projectId, docBody(name, name));
  const [doc, moved, deleted, first, restorable, purgeable] = [
    await make('Doc'),
    await make('Moved'),
    await make('Deleted'),
    await make('History'),
    await make('Restorable'),
    await make('Purgeable'),
  ];
  const history = await saveItem(suite.app, suite.cast.owner, projectId, first, {
    data: { content: 'v2' },
  });
  for (const item of [restorable, purgeable]) {
    expect((await api(suite.cast.owner).delete(itemUrl(projectId, item.id))).statusCode).toBe(204);
  }
  return { teamId, projectId, doc, moved, deleted, history, restorable, purgeable };
}

type Answer = { statusCode: number; json(): unknown; body: string };
type Route = [
  name: string,
  call: (person: Person | null, s: Scene, projectId?: string) => Promise<Answer>,
  ok: number,
];

const pid = (s: Scene, projectId?: string) => projectId ?? s.projectId;

const READS: Route[] = [
  ['GET tree', (p, s, id) => api(p).get(designUrl(pid(s, id), '/tree')), 200],
  ['GET item', (p, s, id) => api(p).get(itemUrl(pid(s, id), s.doc.id)), 200],
  ['GET revisions', (p, s, id) => api(p).get(itemUrl(pid(s, id), s.history.id, '/revisions')), 200],
  [
    'GET revision',
    (p, s, id) => api(p).get(itemUrl(pid(s, id), s.history.id, '/revisions/1')),
    200,
  ],
  ['GET trash', (p, s, id) => api(p).get(designUrl(pid(s, id), '/trash')), 200],
  ['GET meta', (p, s, id) => api(p).get(designUrl(pid(s, id), '/meta')), 200],
];

const CHANGES: Route[] = [
  ['POST items', (p, s, id) => api(p).post(designUrl(pid(s, id), '/items'), docBody('New')), 201],
  [
    'PUT item',
    (p, s, id) =>
      api(p).put(itemUrl(pid(s, id), s.doc.id), {
        baseVersion: 1,
        name: 'Doc',
        data: { content: 'new' },
      }),
    200,
  ],
  [
    'POST move',
    (p, s, id) =>
      api(p).post(itemUrl(pid(s, id), s.moved.id, '/move'), { parentId: null, position: 0 }),
    200,
  ],
  ['DELETE item', (p, s, id) => api(p).delete(itemUrl(pid(s, id), s.deleted.id)), 204],
  [
    'POST revision restore',
    (p, s, id) =>
      api(p).post(itemUrl(pid(s, id), s.history.id, '/revisions/1/restore'), { baseVersion: 2 }),
    200,
  ],
  [
    'POST trash restore',
    (p, s, id) => api(p).post(designUrl(pid(s, id), `/trash/${s.restorable.id}/restore`)),
    200,
  ],
  [
    'DELETE trash',
    (p, s, id) => api(p).delete(designUrl(pid(s, id), `/trash/${s.purgeable.id}`)),
    204,
  ],
  [
    'PUT meta',
    (p, s, id) => api(p).put(designUrl(pid(s, id), '/meta'), { baseVersion: 0, meta: {} }),
    200,
  ],
];

/** Nothing in the scene changed: every refused change wrote nothing. */
async function expectUntouched(s: Scene) {
  expect(await itemRow(db(), s.doc.id)).toMatchObject({ version: 1 });
  expect(await itemRow(db(), s.moved.id)).toMatchObject({ version: 1, sort: s.moved.sort });
  expect(await itemRow(db(), s.deleted.id)).toMatchObject({ version: 1, deletedAt: null });
  expect(await itemRow(db(), s.history.id)).toMatchObject({ version: 2 });
  expect((await itemRow(db(), s.restorable.id))!.deletedAt).not.toBeNull();
  expect(await itemRow(db(), s.purgeable.id)).toBeDefined();
  const tree = await api(suite.cast.owner).get(designUrl(s.projectId, '/tree'));
  expect(tree.json<{ nodes: unknown[] }>().nodes).toHaveLength(4);
  expect((await api(suite.cast.owner).get(designUrl(s.projectId, '/meta'))).json()).toMatchObject({
    version: 0,
  });
}

describe('design routes: who may call them', () => {
  it('lets a writer do everything, in the order a person might', async () => {
    const s = await scene();
    for (const [name, call, ok] of [...READS, ...CHANGES]) {
      const response = await call(suite.cast.writer, s);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(ok);
    }
    // A team admin who has not joined the project manages its design too.
    const admin = await scene();
    for (const [name, call, ok] of [...READS, ...CHANGES]) {
      expect((await call(suite.cast.admin, admin)).statusCode, name).toBe(ok);
    }
  });

  it('lets a read-only member read everything and change nothing', async () => {
    const s = await scene();
    for (const [name, call, ok] of READS) {
      expect((await call(suite.cast.reader, s)).statusCode, name).toBe(ok);
    }
    for (const [name, call] of CHANGES) {
      const response = await call(suite.cast.reader, s);
      expect(response.statusCode, name).toBe(403);
      expectDenied(response);
    }
    await expectUntouched(s);
  });

  it('refuses outsiders, team members off the project, removed members and the signed out', async () => {
    const s = await scene();
    for (const [name, call] of [...READS, ...CHANGES]) {
      for (const person of [suite.cast.outsider, suite.cast.bystander, suite.cast.removed]) {
        const response = await call(person, s);
        expect(response.statusCode, `${name} as ${person.name}`).toBe(403);
        expectDenied(response);
      }
      expectProblem(await call(null, s), 401, 'UNAUTHENTICATED');
      // A project that does not exist (or that the caller cannot learn of) is not found.
      expectProblem(await call(suite.cast.owner, s, GUESSED_ID), 404, 'NOT_FOUND');
    }
    await expectUntouched(s);
  });

  it("answers not found for another project's items named through a project the caller may use", async () => {
    const s = await scene();
    const mine = await scene();
    // The owner is admin of both projects; `mine`'s ids through `s`'s URL are not found.
    const crossed: Scene = { ...mine, projectId: s.projectId };
    for (const [name, call] of [...READS, ...CHANGES]) {
      if (
        name === 'GET tree' ||
        name === 'GET trash' ||
        name === 'GET meta' ||
        name === 'POST items' ||
        name === 'PUT meta'
      )
        continue;
      expectProblem(await call(suite.cast.owner, crossed), 404, 'NOT_FOUND');
    }
    await expectUntouched(mine);
  });

  it('keeps a locked project readable and refuses every change with PROJECT_LOCKED', async () => {
    const s = await scene();
    await setProjectLocked(db(), s.projectId, true);
    for (const [name, call, ok] of READS) {
      expect((await call(suite.cast.writer, s)).statusCode, name).toBe(ok);
    }
    for (const [, call] of CHANGES) {
      for (const person of [suite.cast.owner, suite.cast.writer, suite.cast.admin]) {
        expectProblem(await call(person, s), 423, 'PROJECT_LOCKED');
      }
      // Someone who could not change it anyway is told so, not that it is locked.
      expectDenied(await call(suite.cast.reader, s));
    }
    await expectUntouched(s);
  });

  it('keeps a frozen project readable and refuses every change with PROJECT_FROZEN', async () => {
    const s = await scene();
    // Ten older projects fill the Starter plan: the staged one, the newest, is frozen.
    await seedProjects(db(), s.teamId, suite.cast.owner, 10);
    for (const [name, call, ok] of READS) {
      expect((await call(suite.cast.writer, s)).statusCode, name).toBe(ok);
    }
    for (const [, call] of CHANGES) {
      expectProblem(await call(suite.cast.writer, s), 423, 'PROJECT_FROZEN');
      expectProblem(await call(suite.cast.owner, s), 423, 'PROJECT_FROZEN');
    }
    await expectUntouched(s);
  });
});
