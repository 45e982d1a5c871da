import { describe, expect, it } from 'vitest';
import type { DesignItem, Revision, RevisionDetail } from '@heron/contract';
import { GUESSED_ID } from '../../../test/project-helpers.js';
import { expectProblem } from '../../../test/workspace-helpers.js';
import {
  createItem,
  designUrl,
  docBody,
  expectRevisionInvariant,
  folderBody,
  itemUrl,
  modelBody,
  saveItem,
  designSuite,
} from '../../../test/design-helpers.js';

const suite = designSuite();
const { db, api, newProject } = suite;

const history = async (projectId: string, itemId: string) => {
  const response = await api(suite.cast.reader).get(itemUrl(projectId, itemId, '/revisions'));
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Revision[] }>().items;
};
const detail = async (projectId: string, itemId: string, version: number) => {
  const response = await api(suite.cast.reader).get(
    itemUrl(projectId, itemId, `/revisions/${version}`),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RevisionDetail>();
};

/** A document with a life: created, edited twice, moved, deleted and restored. */
async function documentWithHistory(projectId: string) {
  const folder = await createItem(suite.app, suite.cast.owner, projectId, folderBody('Guides'));
  const v1 = await createItem(suite.app, suite.cast.owner, projectId, docBody('Intro', 'first'));
  const v2 = await saveItem(suite.app, suite.cast.writer, projectId, v1, {
    data: { content: 'second' },
  });
  const v3 = await saveItem(suite.app, suite.cast.owner, projectId, v2, { name: 'Introduction' });
  const moved = await api(suite.cast.writer).post(itemUrl(projectId, v1.id, '/move'), {
    parentId: folder.id,
    position: 0,
  });
  expect(moved.json()).toMatchObject({ version: 4, parentId: folder.id });
  expect((await api(suite.cast.owner).delete(itemUrl(projectId, v1.id))).statusCode).toBe(204);
  const restored = await api(suite.cast.owner).post(
    designUrl(projectId, `/trash/${v1.id}/restore`),
  );
  expect(restored.json()).toMatchObject({ version: 6, parentId: folder.id });
  return { folder, id: v1.id, v3 };
}

describe('GET /design/items/:itemId/revisions', () => {
  it('lists every change newest first, with its author and what changed', async () => {
    const projectId = await newProject();
    const { id } = await documentWithHistory(projectId);
    const items = await history(projectId, id);
    expect(items.map(({ version, action, changed }) => ({ version, action, changed }))).toEqual([
      { version: 6, action: 'restore', changed: [] },
      { version: 5, action: 'delete', changed: [] },
      { version: 4, action: 'move', changed: ['parentId'] },
      { version: 3, action: 'update', changed: ['name'] },
      { version: 2, action: 'update', changed: ['data.content'] },
      { version: 1, action: 'create', changed: [] },
    ]);
    expect(items[1]!.author).toEqual({
      id: suite.cast.owner.id,
      name: suite.cast.owner.name,
      avatarUrl: null,
    });
    expect(items[4]!.author).toMatchObject({ id: suite.cast.writer.id, name: 'Writer' });
    expect(items[2]!.author).toMatchObject({ id: suite.cast.writer.id });
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(items[5]!.createdAt));
    await expectRevisionInvariant(db(), id);
  });

  it('stays readable while the item is in the trash, and is the project’s own', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const doc = await createItem(suite.app, suite.cast.owner, projectId, docBody('Doc', 'a'));
    await api(suite.cast.owner).delete(itemUrl(projectId, doc.id));
    expect((await history(projectId, doc.id)).map((r) => r.action)).toEqual(['delete', 'create']);
    expect((await detail(projectId, doc.id, 1)).data).toEqual({ content: 'a' });
    expectProblem(
      await api(suite.cast.owner).get(itemUrl(other, doc.id, '/revisions')),
      404,
      'NOT_FOUND',
    );
    expectProblem(
      await api(suite.cast.owner).get(itemUrl(projectId, GUESSED_ID, '/revisions')),
      404,
      'NOT_FOUND',
    );
  });
});

describe('GET /design/items/:itemId/revisions/:version', () => {
  it('shows the item as it was at each version, so two can be compared', async () => {
    const projectId = await newProject();
    const { id, folder } = await documentWithHistory(projectId);
    const v1 = await detail(projectId, id, 1);
    expect(v1).toMatchObject({
      revision: { version: 1, action: 'create', changed: [], author: { id: suite.cast.owner.id } },
      kind: 'doc',
      name: 'Intro',
      parentId: null,
      data: { content: 'first' },
    });
    const v2 = await detail(projectId, id, 2);
    expect(v2).toMatchObject({ name: 'Intro', parentId: null, data: { content: 'second' } });
    expect(await detail(projectId, id, 3)).toMatchObject({ name: 'Introduction', parentId: null });
    expect(await detail(projectId, id, 4)).toMatchObject({
      name: 'Introduction',
      parentId: folder.id,
    });
    // The current version is the item row itself.
    const current = await detail(projectId, id, 6);
    expect(current).toMatchObject({
      revision: { version: 6, action: 'restore' },
      name: 'Introduction',
      parentId: folder.id,
      data: { content: 'second' },
    });
    expectProblem(
      await api(suite.cast.owner).get(itemUrl(projectId, id, '/revisions/7')),
      404,
      'NOT_FOUND',
    );
    expectProblem(
      await api(suite.cast.owner).get(itemUrl(projectId, id, '/revisions/0')),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('POST /design/items/:itemId/revisions/:version/restore', () => {
  it("puts back an old version's name and content as a new revision, leaving it in place", async () => {
    const projectId = await newProject();
    const { id, folder } = await documentWithHistory(projectId);
    const response = await api(suite.cast.writer).post(
      itemUrl(projectId, id, '/revisions/1/restore'),
      {
        baseVersion: 6,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<DesignItem>()).toMatchObject({
      version: 7,
      name: 'Intro',
      parentId: folder.id,
      data: { content: 'first' },
      updatedBy: { id: suite.cast.writer.id },
    });
    const [latest] = await history(projectId, id);
    expect(latest).toMatchObject({
      version: 7,
      action: 'restore',
      changed: ['name', 'data.content'],
      author: { id: suite.cast.writer.id },
    });
    // What the restore replaced is kept.
    expect(await detail(projectId, id, 6)).toMatchObject({
      name: 'Introduction',
      data: { content: 'second' },
    });
    await expectRevisionInvariant(db(), id);
  });

  it('is a save: an old base version is a conflict, and restoring the current one writes nothing', async () => {
    const projectId = await newProject();
    const doc = await createItem(suite.app, suite.cast.owner, projectId, docBody('Doc', 'one'));
    await saveItem(suite.app, suite.cast.owner, projectId, doc, { data: { content: 'two' } });
    const stale = await api(suite.cast.owner).post(
      itemUrl(projectId, doc.id, '/revisions/1/restore'),
      {
        baseVersion: 1,
      },
    );
    expectProblem(stale, 409, 'EDIT_CONFLICT');
    const same = await api(suite.cast.owner).post(
      itemUrl(projectId, doc.id, '/revisions/2/restore'),
      {
        baseVersion: 2,
      },
    );
    expect(same.json()).toMatchObject({ version: 2, data: { content: 'two' } });
    expectProblem(
      await api(suite.cast.owner).post(itemUrl(projectId, doc.id, '/revisions/9/restore'), {
        baseVersion: 2,
      }),
      404,
      'NOT_FOUND',
    );
    expectProblem(
      await api(suite.cast.owner).post(itemUrl(projectId, doc.id, '/revisions/1/restore'), {}),
      400,
      'VALIDATION_FAILED',
    );
    await api(suite.cast.owner).delete(itemUrl(projectId, doc.id));
    expectProblem(
      await api(suite.cast.owner).post(itemUrl(projectId, doc.id, '/revisions/1/restore'), {
        baseVersion: 3,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it("restoring a model's old name needs the name free and brings the references along", async () => {
    const projectId = await newProject();
    const pet = await createItem(suite.app, suite.cast.owner, projectId, modelBody('Pet'));
    const owner = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      modelBody('Owner', { properties: { pet: { $ref: '#/components/schemas/Pet' } } }),
    );
    const dog = await saveItem(suite.app, suite.cast.owner, projectId, pet, { name: 'Dog' });
    expect(
      (await api(suite.cast.owner).get(itemUrl(projectId, owner.id))).json<DesignItem>().data,
    ).toEqual({ schema: { properties: { pet: { $ref: '#/components/schemas/Dog' } } } });

    const back = await api(suite.cast.owner).post(
      itemUrl(projectId, pet.id, '/revisions/1/restore'),
      {
        baseVersion: dog.version,
      },
    );
    expect(back.json()).toMatchObject({ name: 'Pet', version: 3 });
    const ownerNow = (
      await api(suite.cast.owner).get(itemUrl(projectId, owner.id))
    ).json<DesignItem>();
    expect(ownerNow).toMatchObject({
      version: 3,
      data: { schema: { properties: { pet: { $ref: '#/components/schemas/Pet' } } } },
    });

    // Once another model takes the old name, restoring it is refused and nothing changes.
    const renamed = await saveItem(
      suite.app,
      suite.cast.owner,
      projectId,
      back.json<DesignItem>(),
      {
        name: 'Cat',
      },
    );
    await createItem(suite.app, suite.cast.owner, projectId, modelBody('Pet'));
    const refused = await api(suite.cast.owner).post(
      itemUrl(projectId, pet.id, '/revisions/1/restore'),
      {
        baseVersion: renamed.version,
      },
    );
    expectProblem(refused, 409, 'MODEL_NAME_TAKEN');
    expect((await api(suite.cast.owner).get(itemUrl(projectId, pet.id))).json()).toMatchObject({
      name: 'Cat',
      version: renamed.version,
    });
    for (const id of [pet.id, owner.id]) await expectRevisionInvariant(db(), id);
  });
});
