import { describe, expect, it } from 'vitest';
import type { DesignItem, DesignTree } from '@heron/contract';
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
  revisionRows,
  designSuite,
} from '../../../test/design-helpers.js';

const suite = designSuite();
const { db, api, newProject } = suite;

const move = (projectId: string, itemId: string, parentId: string | null, position: number) =>
  api(suite.cast.writer).post(itemUrl(projectId, itemId, '/move'), { parentId, position });

/** Names of the live children of `parentId` in the api section, in drawing order. */
async function childNames(projectId: string, parentId: string | null, section = 'api') {
  const { nodes } = (
    await api(suite.cast.reader).get(designUrl(projectId, '/tree'))
  ).json<DesignTree>();
  return nodes
    .filter((node) => node.parentId === parentId && node.section === section)
    .map((node) => node.name);
}

async function docs(projectId: string, names: string[], parentId: string | null = null) {
  const items: DesignItem[] = [];
  for (const name of names)
    items.push(
      await createItem(suite.app, suite.cast.owner, projectId, docBody(name, '', parentId)),
    );
  return items;
}

describe('POST /design/items/:itemId/move', () => {
  it('reorders within a folder without a revision or a new version', async () => {
    const projectId = await newProject();
    const [a, b, c, d] = await docs(projectId, ['A', 'B', 'C', 'D']);
    const toFront = await move(projectId, d!.id, null, 0);
    expect(toFront.statusCode).toBe(200);
    expect(toFront.json()).toMatchObject({ id: d!.id, version: 1, parentId: null });
    expect(await childNames(projectId, null)).toEqual(['D', 'A', 'B', 'C']);
    await move(projectId, d!.id, null, 2);
    expect(await childNames(projectId, null)).toEqual(['A', 'B', 'D', 'C']);
    await move(projectId, a!.id, null, 3);
    expect(await childNames(projectId, null)).toEqual(['B', 'D', 'C', 'A']);
    // Past the end means last; the same place changes nothing.
    await move(projectId, b!.id, null, 99);
    expect(await childNames(projectId, null)).toEqual(['D', 'C', 'A', 'B']);
    const same = await move(projectId, c!.id, null, 1);
    expect(same.json()).toMatchObject({ sort: c!.sort });
    expect(await childNames(projectId, null)).toEqual(['D', 'C', 'A', 'B']);
    for (const item of [a, b, c, d]) {
      expect(await revisionRows(db(), item!.id)).toHaveLength(1);
    }
  });

  it('moves into another folder (with what it holds) as a revision, at the position asked', async () => {
    const projectId = await newProject();
    const source = await createItem(suite.app, suite.cast.owner, projectId, folderBody('Source'));
    const target = await createItem(suite.app, suite.cast.owner, projectId, folderBody('Target'));
    const inner = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      folderBody('Inner', { parentId: source.id }),
    );
    const [leaf] = await docs(projectId, ['Leaf'], inner.id);
    await docs(projectId, ['T1', 'T2'], target.id);

    const moved = await move(projectId, inner.id, target.id, 1);
    expect(moved.json()).toMatchObject({ parentId: target.id, version: 2 });
    expect(await childNames(projectId, target.id)).toEqual(['T1', 'Inner', 'T2']);
    expect(await childNames(projectId, inner.id)).toEqual(['Leaf']);
    expect(await childNames(projectId, source.id)).toEqual([]);
    const rows = await revisionRows(db(), inner.id);
    expect(rows[1]).toMatchObject({
      action: 'move',
      changed: ['parentId'],
      authorId: suite.cast.writer.id,
    });
    expect(JSON.parse(rows[0]!.snapshot!)).toMatchObject({ parentId: source.id });
    await expectRevisionInvariant(db(), inner.id);
    expect(await revisionRows(db(), leaf!.id)).toHaveLength(1);

    const toRoot = await move(projectId, inner.id, null, 0);
    expect(toRoot.json()).toMatchObject({ parentId: null, version: 3 });
    expect(await childNames(projectId, null)).toEqual(['Inner', 'Source', 'Target']);
  });

  it('refuses a move into itself, its descendants, a non-folder, the other section or nowhere', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const top = await createItem(suite.app, suite.cast.owner, projectId, folderBody('Top'));
    const middle = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      folderBody('Middle', { parentId: top.id }),
    );
    const bottom = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      folderBody('Bottom', { parentId: middle.id }),
    );
    const [doc] = await docs(projectId, ['Doc']);
    const models = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      folderBody('Models', { section: 'model' }),
    );
    const model = await createItem(suite.app, suite.cast.owner, projectId, modelBody('Pet'));
    const foreign = await createItem(suite.app, suite.cast.owner, other, folderBody('Theirs'));
    const gone = await createItem(suite.app, suite.cast.owner, projectId, folderBody('Gone'));
    await api(suite.cast.owner).delete(itemUrl(projectId, gone.id));

    const refusals: Array<[string, string | null]> = [
      [top.id, top.id],
      [top.id, middle.id],
      [top.id, bottom.id],
      [top.id, doc!.id],
      [top.id, models.id],
      [model.id, top.id],
      [doc!.id, foreign.id],
      [doc!.id, gone.id],
      [doc!.id, GUESSED_ID],
    ];
    for (const [itemId, parentId] of refusals) {
      const response = await move(projectId, itemId, parentId, 0);
      expectProblem(response, 400, 'MOVE_NOT_ALLOWED');
      expect(response.json()).toMatchObject({ errors: [{ pointer: '/parentId' }] });
    }
    // A model moves among models.
    expect((await move(projectId, model.id, models.id, 0)).json()).toMatchObject({
      parentId: models.id,
    });
    // The moved item must be a live item of this project.
    expectProblem(await move(other, top.id, null, 0), 404, 'NOT_FOUND');
    expectProblem(await move(projectId, gone.id, null, 0), 404, 'NOT_FOUND');
    expectProblem(
      await api(suite.cast.writer).post(itemUrl(projectId, top.id, '/move'), {
        parentId: null,
        position: -1,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await childNames(projectId, top.id)).toEqual(['Middle']);
    expect(await revisionRows(db(), top.id)).toHaveLength(1);
  });

  it('never lets two moves at once put two folders inside each other', async () => {
    const projectId = await newProject();
    const a = await createItem(suite.app, suite.cast.owner, projectId, folderBody('A'));
    const b = await createItem(suite.app, suite.cast.owner, projectId, folderBody('B'));
    const answers = await Promise.all([
      move(projectId, a.id, b.id, 0),
      move(projectId, b.id, a.id, 0),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expectProblem(
      answers.find((answer) => answer.statusCode === 400)!,
      400,
      'MOVE_NOT_ALLOWED',
    );
    // One of them is still at the root, holding the other.
    expect((await childNames(projectId, null)).length).toBe(1);
  });

  it('keeps the order right when one gap is split until it must be renumbered', async () => {
    const projectId = await newProject();
    const items = await docs(projectId, ['First', 'Last', 'M0', 'M1']);
    // Always dropping just after First halves the same gap again and again (1024 / 2^60 is far
    // below the smallest gap split), so the siblings get renumbered on the way.
    let expected = ['First', 'Last', 'M0', 'M1'];
    for (let i = 0; i < 60; i += 1) {
      const item = items[2 + (i % 2)]!;
      expect((await move(projectId, item.id, null, 1)).statusCode).toBe(200);
      expected = expected.filter((name) => name !== item.name);
      expected.splice(1, 0, item.name);
      if (i % 20 === 19) expect(await childNames(projectId, null)).toEqual(expected);
    }
    expect(await childNames(projectId, null)).toEqual(['First', 'M1', 'M0', 'Last']);
    const { nodes } = (
      await api(suite.cast.reader).get(designUrl(projectId, '/tree'))
    ).json<DesignTree>();
    const sorts = nodes.map((node) => node.sort);
    expect(new Set(sorts).size).toBe(4);
    for (const item of items) expect(await revisionRows(db(), item.id)).toHaveLength(1);
  });
});
