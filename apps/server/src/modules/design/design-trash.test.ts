import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DesignItem, DesignTrashEntry, DesignTree } from '@heron/contract';
import { designItems, designRevisions } from '../../db/schema/index.js';
import { snapshotOf } from './save-item.js';
import { GUESSED_ID } from '../../../test/project-helpers.js';
import { expectProblem } from '../../../test/workspace-helpers.js';
import {
  createItem,
  designUrl,
  docBody,
  endpointBody,
  expectRevisionInvariant,
  folderBody,
  itemRow,
  itemUrl,
  modelBody,
  revisionRows,
  designSuite,
} from '../../../test/design-helpers.js';

const suite = designSuite();
const { db, api, newProject } = suite;

interface TrashPage {
  items: DesignTrashEntry[];
  total: number;
  page: number;
  pageSize: number;
}
const trash = async (projectId: string, query = '') => {
  const response = await api(suite.cast.reader).get(designUrl(projectId, `/trash${query}`));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TrashPage>();
};
const remove = async (projectId: string, itemId: string, person = suite.cast.writer) =>
  expect((await api(person).delete(itemUrl(projectId, itemId))).statusCode).toBe(204);
const restore = (projectId: string, itemId: string) =>
  api(suite.cast.writer).post(designUrl(projectId, `/trash/${itemId}/restore`));
const purge = (projectId: string, itemId: string) =>
  api(suite.cast.owner).delete(designUrl(projectId, `/trash/${itemId}`));
const liveNames = async (projectId: string) =>
  (await api(suite.cast.reader).get(designUrl(projectId, '/tree')))
    .json<DesignTree>()
    .nodes.map((node) => node.name);

/** A folder holding an endpoint and a sub-folder with a document. */
async function folderWithChildren(projectId: string) {
  const folder = await createItem(suite.app, suite.cast.owner, projectId, folderBody('Pets'));
  const endpoint = await createItem(
    suite.app,
    suite.cast.owner,
    projectId,
    endpointBody('List pets', { path: '/pets' }, folder.id),
  );
  const sub = await createItem(
    suite.app,
    suite.cast.owner,
    projectId,
    folderBody('Docs', { parentId: folder.id }),
  );
  const doc = await createItem(
    suite.app,
    suite.cast.owner,
    projectId,
    docBody('Guide', '', sub.id),
  );
  return { folder, endpoint, sub, doc, all: [folder, endpoint, sub, doc] };
}

describe('DELETE /design/items/:itemId and GET /design/trash', () => {
  it('moves a folder and everything in it to the trash as one entry', async () => {
    const projectId = await newProject();
    const { folder, all } = await folderWithChildren(projectId);
    await createItem(suite.app, suite.cast.owner, projectId, docBody('Stays'));
    await remove(projectId, folder.id);

    expect(await liveNames(projectId)).toEqual(['Stays']);
    const rows = await Promise.all(all.map((item) => itemRow(db(), item.id)));
    const batch = rows[0]!.deletedBatch;
    expect(batch).not.toBeNull();
    for (const row of rows) {
      expect(row).toMatchObject({
        deletedBatch: batch,
        deletedBy: suite.cast.writer.id,
        version: 2,
      });
      expect(row!.deletedAt).toEqual(rows[0]!.deletedAt);
    }
    for (const item of all) {
      const revisions = await revisionRows(db(), item.id);
      expect(revisions[1]).toMatchObject({
        action: 'delete',
        changed: [],
        authorId: suite.cast.writer.id,
      });
      // The superseded revision keeps the item as it was, written as every save writes it.
      expect(JSON.parse(revisions[0]!.snapshot!)).toEqual({
        name: item.name,
        parentId: item.parentId,
        data: item.data,
      });
      const before = { name: item.name, parentId: item.parentId, data: JSON.stringify(item.data) };
      expect(revisions[0]!.snapshot).toBe(snapshotOf(before));
      await expectRevisionInvariant(db(), item.id);
    }

    const page = await trash(projectId);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page.items).toEqual([
      {
        id: folder.id,
        kind: 'folder',
        section: 'api',
        name: 'Pets',
        method: null,
        path: null,
        childCount: 3,
        deletedAt: rows[0]!.deletedAt!.toISOString(),
        deletedBy: { id: suite.cast.writer.id, name: suite.cast.writer.name, avatarUrl: null },
      },
    ]);
    // Gone from the editor's view.
    expectProblem(await api(suite.cast.owner).get(itemUrl(projectId, folder.id)), 404, 'NOT_FOUND');
    expectProblem(
      await api(suite.cast.owner).delete(itemUrl(projectId, folder.id)),
      404,
      'NOT_FOUND',
    );
  });

  it('lists deletions newest first, a page at a time, searchable by name and path', async () => {
    const projectId = await newProject();
    const users = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      endpointBody('Get user', { path: '/users/{id}' }),
    );
    const orders = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      endpointBody('Orders', { path: '/orders' }),
    );
    const model = await createItem(suite.app, suite.cast.owner, projectId, modelBody('100%_Model'));
    await remove(projectId, users.id);
    await remove(projectId, orders.id, suite.cast.owner);
    await remove(projectId, model.id);

    const all = await trash(projectId);
    expect(all.items.map((entry) => entry.name)).toEqual(['100%_Model', 'Orders', 'Get user']);
    expect(all.items[1]).toMatchObject({
      kind: 'endpoint',
      method: 'get',
      path: '/orders',
      childCount: 0,
      deletedBy: { id: suite.cast.owner.id },
    });
    expect(all.items[0]).toMatchObject({ kind: 'model', section: 'model' });
    const second = await trash(projectId, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((entry) => entry.name)).toEqual(['Get user']);
    expect((await trash(projectId, '?q=USERS')).items.map((entry) => entry.name)).toEqual([
      'Get user',
    ]);
    expect((await trash(projectId, '?q=order')).items.map((entry) => entry.name)).toEqual([
      'Orders',
    ]);
    // Wildcards are taken literally.
    expect((await trash(projectId, '?q=%25_')).items.map((e) => e.name)).toEqual(['100%_Model']);
    expect((await trash(projectId, '?q=zzz')).total).toBe(0);
    expectProblem(
      await api(suite.cast.reader).get(designUrl(projectId, '/trash?pageSize=0')),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('POST /design/trash/:itemId/restore', () => {
  it('brings the whole deletion back where it was, each item with a revision', async () => {
    const projectId = await newProject();
    const { folder, endpoint, sub, all } = await folderWithChildren(projectId);
    await remove(projectId, folder.id);
    const response = await restore(projectId, folder.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<DesignItem>()).toMatchObject({
      id: folder.id,
      parentId: null,
      sort: folder.sort,
      version: 3,
      updatedBy: { id: suite.cast.writer.id },
    });
    expect((await liveNames(projectId)).sort()).toEqual(['Docs', 'Guide', 'List pets', 'Pets']);
    expect((await api(suite.cast.owner).get(itemUrl(projectId, endpoint.id))).json()).toMatchObject(
      {
        parentId: folder.id,
        version: 3,
      },
    );
    for (const item of all) {
      expect(await itemRow(db(), item.id)).toMatchObject({
        deletedAt: null,
        deletedBy: null,
        deletedBatch: null,
      });
      expect((await revisionRows(db(), item.id))[2]).toMatchObject({
        action: 'restore',
        changed: [],
      });
      await expectRevisionInvariant(db(), item.id);
    }
    expect((await trash(projectId)).total).toBe(0);
    // A restore by the id of any item of the deletion restores it all (and only once).
    await remove(projectId, folder.id);
    expect((await restore(projectId, sub.id)).json()).toMatchObject({ id: folder.id });
    expectProblem(await restore(projectId, sub.id), 404, 'NOT_FOUND');
  });

  it('puts an item whose folder is gone or still deleted at the root of its section', async () => {
    const projectId = await newProject();
    const { folder, endpoint, sub, doc } = await folderWithChildren(projectId);
    await createItem(suite.app, suite.cast.owner, projectId, docBody('Root doc'));
    // The endpoint is deleted on its own, then its folder with the rest.
    await remove(projectId, endpoint.id);
    await remove(projectId, folder.id);
    expect((await trash(projectId)).items.map((entry) => [entry.name, entry.childCount])).toEqual([
      ['Pets', 2],
      ['List pets', 0],
    ]);
    const alone = await restore(projectId, endpoint.id);
    expect(alone.json()).toMatchObject({ parentId: null, version: 3 });
    expect((await revisionRows(db(), endpoint.id))[2]).toMatchObject({
      action: 'restore',
      changed: ['parentId'],
    });
    // Last at the root.
    const { nodes } = (
      await api(suite.cast.reader).get(designUrl(projectId, '/tree'))
    ).json<DesignTree>();
    expect(nodes.filter((node) => node.parentId === null).map((node) => node.name)).toEqual([
      'Root doc',
      'List pets',
    ]);

    // A sub-folder deleted on its own whose folder was then purged goes to the root too.
    await restore(projectId, folder.id);
    await remove(projectId, sub.id);
    await remove(projectId, folder.id);
    expect((await purge(projectId, folder.id)).statusCode).toBe(204);
    const subBack = await restore(projectId, sub.id);
    expect(subBack.json()).toMatchObject({ id: sub.id, parentId: null });
    expect((await api(suite.cast.owner).get(itemUrl(projectId, doc.id))).json()).toMatchObject({
      parentId: sub.id,
    });
    await expectRevisionInvariant(db(), sub.id);
  });

  it('refuses, restoring nothing, when a model of the deletion has lost its name', async () => {
    const projectId = await newProject();
    const models = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      folderBody('Models', { section: 'model' }),
    );
    const pet = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      modelBody('Pet', {}, models.id),
    );
    await createItem(suite.app, suite.cast.owner, projectId, modelBody('Owner', {}, models.id));
    await remove(projectId, models.id);
    await createItem(suite.app, suite.cast.owner, projectId, modelBody('Pet'));
    const refused = await restore(projectId, models.id);
    expectProblem(refused, 409, 'MODEL_NAME_TAKEN');
    // The name is not a field of this request: no field error points at it.
    expect(refused.json()).not.toHaveProperty('errors');
    expect(await itemRow(db(), models.id)).toMatchObject({ version: 2 });
    expect((await itemRow(db(), pet.id))!.deletedAt).not.toBeNull();
    expect((await trash(projectId)).total).toBe(1);
  });

  it('lets one of two deletes, restores or purges of the same thing at once through', async () => {
    const projectId = await newProject();
    const { folder, all } = await folderWithChildren(projectId);
    const deletes = await Promise.all(
      [1, 2].map(() => api(suite.cast.writer).delete(itemUrl(projectId, folder.id))),
    );
    expect(deletes.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    const restores = await Promise.all([
      restore(projectId, folder.id),
      restore(projectId, all[3]!.id),
    ]);
    expect(restores.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    for (const item of all) await expectRevisionInvariant(db(), item.id);
    await remove(projectId, folder.id);
    const purges = await Promise.all([purge(projectId, folder.id), purge(projectId, folder.id)]);
    expect(purges.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
  });

  it('answers not found for live items, unknown ids and other projects', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const live = await createItem(suite.app, suite.cast.owner, projectId, docBody('Live'));
    const theirs = await createItem(suite.app, suite.cast.owner, other, docBody('Theirs'));
    await remove(other, theirs.id);
    expectProblem(await restore(projectId, live.id), 404, 'NOT_FOUND');
    expectProblem(await restore(projectId, GUESSED_ID), 404, 'NOT_FOUND');
    expectProblem(await restore(projectId, theirs.id), 404, 'NOT_FOUND');
  });
});

describe('DELETE /design/trash/:itemId', () => {
  it('deletes the deletion for good, with its revisions, and nothing else', async () => {
    const projectId = await newProject();
    const { folder, all } = await folderWithChildren(projectId);
    const other = await createItem(suite.app, suite.cast.owner, projectId, docBody('Other'));
    await remove(projectId, other.id);
    await remove(projectId, folder.id);
    expect((await purge(projectId, folder.id)).statusCode).toBe(204);
    for (const item of all) {
      expect(await itemRow(db(), item.id)).toBeUndefined();
      expect(
        await db().select().from(designRevisions).where(eq(designRevisions.itemId, item.id)),
      ).toEqual([]);
    }
    expect((await trash(projectId)).items.map((entry) => entry.name)).toEqual(['Other']);
    expectProblem(await purge(projectId, folder.id), 404, 'NOT_FOUND');
  });

  it('only takes items in the trash of this project', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const live = await createItem(suite.app, suite.cast.owner, projectId, docBody('Live'));
    const theirs = await createItem(suite.app, suite.cast.owner, other, docBody('Theirs'));
    await remove(other, theirs.id);
    expectProblem(await purge(projectId, live.id), 404, 'NOT_FOUND');
    expectProblem(await purge(projectId, theirs.id), 404, 'NOT_FOUND');
    expect(await db().select().from(designItems).where(eq(designItems.id, theirs.id))).toHaveLength(
      1,
    );
    expect(await itemRow(db(), live.id)).toMatchObject({ deletedAt: null });
  });
});
