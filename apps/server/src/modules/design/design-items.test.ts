import { describe, expect, it } from 'vitest';
import { designItems, designRevisions } from '../../db/schema/index.js';
import { isModelNameViolation } from './item-rows.js';
import type { DesignItem, DesignTree, EndpointData } from '@heron/contract';
import { GUESSED_ID } from '../../../test/project-helpers.js';
import { expectProblem, type Person } from '../../../test/workspace-helpers.js';
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
  saveItem,
  designSuite,
} from '../../../test/design-helpers.js';

const suite = designSuite();
const { db, api, newProject } = suite;

describe('POST /design/items and GET /design/tree', () => {
  it('creates every kind in its section, each last among its siblings, and draws the tree', async () => {
    const projectId = await newProject();
    const pets = await createItem(suite.app, suite.cast.writer, projectId, folderBody('Pets'));
    const list = await createItem(
      suite.app,
      suite.cast.writer,
      projectId,
      endpointBody('List pets', { method: 'get', path: '/pets', status: 'developing' }, pets.id),
    );
    const add = await createItem(
      suite.app,
      suite.cast.writer,
      projectId,
      endpointBody('Add a pet', { method: 'post', path: '/pets' }, pets.id),
    );
    const readme = await createItem(
      suite.app,
      suite.cast.writer,
      projectId,
      docBody('Read me', '# Hi'),
    );
    const schemas = await createItem(
      suite.app,
      suite.cast.writer,
      projectId,
      folderBody('Schemas', { section: 'model' }),
    );
    const pet = await createItem(
      suite.app,
      suite.cast.writer,
      projectId,
      modelBody('Pet', { type: 'object' }, schemas.id),
    );

    expect(list).toMatchObject({
      kind: 'endpoint',
      section: 'api',
      parentId: pets.id,
      name: 'List pets',
      version: 1,
      createdBy: { id: suite.cast.writer.id, name: suite.cast.writer.name, avatarUrl: null },
      updatedBy: { id: suite.cast.writer.id },
    });
    // Defaults of the endpoint model are filled in.
    expect(list.data).toMatchObject({
      method: 'get',
      path: '/pets',
      status: 'developing',
      parameters: [],
      responses: [],
      security: null,
    });
    expect(add.sort).toBeGreaterThan(list.sort);
    expect(pet).toMatchObject({ kind: 'model', section: 'model', parentId: schemas.id });
    expect(readme).toMatchObject({ kind: 'doc', section: 'api', data: { content: '# Hi' } });
    // The endpoint's method, path and status are mirrored into columns for the tree.
    expect(await itemRow(db(), add.id)).toMatchObject({
      method: 'post',
      path: '/pets',
      status: 'designing',
    });

    const tree = await api(suite.cast.reader).get(designUrl(projectId, '/tree'));
    expect(tree.statusCode).toBe(200);
    const { nodes } = tree.json<DesignTree>();
    expect(nodes.map((node) => node.name)).toEqual([
      'Pets',
      'Read me',
      'List pets',
      'Add a pet',
      'Schemas',
      'Pet',
    ]);
    expect(nodes.find((node) => node.id === list.id)).toEqual({
      id: list.id,
      kind: 'endpoint',
      section: 'api',
      parentId: pets.id,
      sort: list.sort,
      name: 'List pets',
      method: 'get',
      path: '/pets',
      status: 'developing',
    });
    expect(nodes.find((node) => node.id === pet.id)).toMatchObject({
      method: null,
      path: null,
      status: null,
    });
    await expectRevisionInvariant(db(), list.id);
    const [first] = await revisionRows(db(), list.id);
    expect(first).toMatchObject({
      version: 1,
      action: 'create',
      snapshot: null,
      authorId: suite.cast.writer.id,
    });
  });

  it('leaves out items in the trash and answers an empty tree for a new project', async () => {
    const projectId = await newProject();
    expect((await api(suite.cast.owner).get(designUrl(projectId, '/tree'))).json()).toEqual({
      nodes: [],
    });
    const doc = await createItem(suite.app, suite.cast.owner, projectId, docBody('Gone'));
    await createItem(suite.app, suite.cast.owner, projectId, docBody('Kept'));
    expect((await api(suite.cast.owner).delete(itemUrl(projectId, doc.id))).statusCode).toBe(204);
    const { nodes } = (
      await api(suite.cast.owner).get(designUrl(projectId, '/tree'))
    ).json<DesignTree>();
    expect(nodes.map((node) => node.name)).toEqual(['Kept']);
  });

  it('refuses a parent that is not a live folder of the same section of the project', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const apiFolder = await createItem(suite.app, suite.cast.owner, projectId, folderBody('API'));
    const endpoint = await createItem(suite.app, suite.cast.owner, projectId, endpointBody('E'));
    const foreign = await createItem(suite.app, suite.cast.owner, other, folderBody('Theirs'));
    const trashed = await createItem(suite.app, suite.cast.owner, projectId, folderBody('Trashed'));
    await api(suite.cast.owner).delete(itemUrl(projectId, trashed.id));
    const create = (body: object) =>
      api(suite.cast.owner).post(designUrl(projectId, '/items'), body);

    for (const parentId of [GUESSED_ID, foreign.id, trashed.id, endpoint.id]) {
      const response = await create(endpointBody('X', {}, parentId));
      expectProblem(response, 400, 'MOVE_NOT_ALLOWED');
      expect(response.json()).toMatchObject({ errors: [{ in: 'body', pointer: '/parentId' }] });
    }
    // A model cannot go in a folder of the api section, nor an endpoint in one of models.
    expectProblem(await create(modelBody('M', {}, apiFolder.id)), 400, 'MOVE_NOT_ALLOWED');
    const models = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      folderBody('M', { section: 'model' }),
    );
    expectProblem(await create(docBody('D', '', models.id)), 400, 'MOVE_NOT_ALLOWED');
    const { nodes } = (
      await api(suite.cast.owner).get(designUrl(projectId, '/tree'))
    ).json<DesignTree>();
    expect(nodes).toHaveLength(3);
  });

  it('refuses bad input with the field and the reason, writing nothing', async () => {
    const projectId = await newProject();
    const create = (body: object) =>
      api(suite.cast.owner).post(designUrl(projectId, '/items'), body);
    const cases: Array<[object, string]> = [
      [endpointBody('No slash', { path: 'pets' }), '/data/path'],
      [endpointBody('Bad status', { status: 'shipped' }), '/data/status'],
      [endpointBody('Bad method', { method: 'fetch' }), '/data/method'],
      [endpointBody('x'.repeat(201)), '/name'],
      [endpointBody('   '), '/name'],
      [
        endpointBody('Bad response', { responses: [{ status: '600', description: '' }] }),
        '/data/responses/0/status',
      ],
      [{ ...endpointBody('Bad parent'), parentId: 'not-an-id' }, '/parentId'],
      [{ kind: 'model', parentId: null, name: 'No schema', data: {} }, '/data/schema'],
      [{ kind: 'widget', parentId: null, name: 'W' }, '/kind'],
      [folderBody('No section', { section: 'elsewhere' as never }), '/section'],
    ];
    for (const [body, pointer] of cases) {
      const response = await create(body);
      expectProblem(response, 400, 'VALIDATION_FAILED');
      const errors = response.json<{ errors: Array<{ pointer: string; message: string }> }>()
        .errors;
      expect(
        errors.map((error) => error.pointer),
        JSON.stringify(body).slice(0, 80),
      ).toContain(pointer);
    }
    const slash = await create(endpointBody('No slash', { path: 'pets' }));
    expect(slash.json()).toMatchObject({
      errors: [{ in: 'body', pointer: '/data/path', message: 'validation.pathSlash' }],
    });
    const long = await create(endpointBody('x'.repeat(201)));
    expect(long.json()).toMatchObject({ errors: [{ message: 'validation.itemNameLength' }] });
    // Hostile nesting is refused at the place it gets too deep, not with a crash.
    let deep: unknown = {};
    for (let i = 0; i < 300; i += 1) deep = { a: deep };
    const nested = await create(modelBody('Deep', deep));
    expectProblem(nested, 400, 'VALIDATION_FAILED');
    expect(nested.json<{ errors: Array<{ pointer: string }> }>().errors[0]!.pointer).toMatch(
      /^\/data\/schema(\/a)+$/,
    );
    const broken = await suite.app.inject({
      method: 'POST',
      url: designUrl(projectId, '/items'),
      cookies: { heron_session: suite.cast.owner.token },
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":"doc",',
    });
    expectProblem(broken, 400, 'BAD_REQUEST');
    const { nodes } = (
      await api(suite.cast.owner).get(designUrl(projectId, '/tree'))
    ).json<DesignTree>();
    expect(nodes).toEqual([]);
  });
});

describe('GET /design/items/:itemId', () => {
  it('answers a live item of the project and nothing else', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const doc = await createItem(suite.app, suite.cast.owner, projectId, docBody('Guide', 'text'));
    const got = await api(suite.cast.reader).get(itemUrl(projectId, doc.id));
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(doc);

    // Another project's id, an unknown id, and an item in the trash are not found here.
    expectProblem(await api(suite.cast.owner).get(itemUrl(other, doc.id)), 404, 'NOT_FOUND');
    expectProblem(
      await api(suite.cast.owner).get(itemUrl(projectId, GUESSED_ID)),
      404,
      'NOT_FOUND',
    );
    await api(suite.cast.owner).delete(itemUrl(projectId, doc.id));
    expectProblem(await api(suite.cast.owner).get(itemUrl(projectId, doc.id)), 404, 'NOT_FOUND');
    expectProblem(
      await api(suite.cast.owner).get(itemUrl(projectId, 'nope')),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('PUT /design/items/:itemId', () => {
  it('saves name and content as a new version, mirroring the endpoint columns', async () => {
    const projectId = await newProject();
    const created = await createItem(suite.app, suite.cast.owner, projectId, endpointBody('List'));
    const data = created.data as EndpointData;
    const saved = await saveItem(suite.app, suite.cast.writer, projectId, created, {
      name: 'List all pets',
      data: { ...data, path: '/pets/{kind}', status: 'released', description: 'All of them' },
    });
    expect(saved).toMatchObject({
      version: 2,
      name: 'List all pets',
      data: { path: '/pets/{kind}', status: 'released', description: 'All of them' },
      createdBy: { id: suite.cast.owner.id },
      updatedBy: { id: suite.cast.writer.id },
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(await itemRow(db(), created.id)).toMatchObject({
      path: '/pets/{kind}',
      status: 'released',
    });
    const rows = await revisionRows(db(), created.id);
    expect(rows[1]).toMatchObject({
      action: 'update',
      changed: ['name', 'data.description', 'data.path', 'data.status'],
      authorId: suite.cast.writer.id,
    });
    expect(JSON.parse(rows[0]!.snapshot!)).toMatchObject({
      name: 'List',
      parentId: null,
      data: { path: '/pets', status: 'designing' },
    });
    await expectRevisionInvariant(db(), created.id);
  });

  it('writes nothing for a save that changes nothing', async () => {
    const projectId = await newProject();
    const doc = await createItem(suite.app, suite.cast.owner, projectId, docBody('Doc', 'same'));
    const endpoint = await createItem(suite.app, suite.cast.owner, projectId, endpointBody('E'));
    // The trimmed name, the same content, and defaults left out are not changes.
    const unchanged = await api(suite.cast.owner).put(itemUrl(projectId, doc.id), {
      baseVersion: 1,
      name: ' Doc ',
      data: { content: 'same' },
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(doc);
    const sparse = await api(suite.cast.owner).put(itemUrl(projectId, endpoint.id), {
      baseVersion: 1,
      name: 'E',
      data: { path: '/pets', method: 'get' },
    });
    expect(sparse.json()).toEqual(endpoint);
    for (const item of [doc, endpoint]) {
      expect(await revisionRows(db(), item.id)).toHaveLength(1);
      await expectRevisionInvariant(db(), item.id);
    }
    // A stale version is still refused, even when it would change nothing.
    await saveItem(suite.app, suite.cast.owner, projectId, doc, { data: { content: 'new' } });
    const stale = await api(suite.cast.owner).put(itemUrl(projectId, doc.id), {
      baseVersion: 1,
      name: 'Doc',
      data: { content: 'new' },
    });
    expectProblem(stale, 409, 'EDIT_CONFLICT');
  });

  it("checks data against the item's own kind, with pointers under /data", async () => {
    const projectId = await newProject();
    const endpoint = await createItem(suite.app, suite.cast.owner, projectId, endpointBody('E'));
    const folder = await createItem(suite.app, suite.cast.owner, projectId, folderBody('F'));
    const model = await createItem(suite.app, suite.cast.owner, projectId, modelBody('M'));
    const put = (item: DesignItem, data: unknown, name = item.name) =>
      api(suite.cast.owner).put(itemUrl(projectId, item.id), {
        baseVersion: item.version,
        name,
        data,
      });

    const noSlash = await put(endpoint, { ...endpoint.data, path: 'pets' });
    expectProblem(noSlash, 400, 'VALIDATION_FAILED');
    expect(noSlash.json()).toMatchObject({
      errors: [{ in: 'body', pointer: '/data/path', message: 'validation.pathSlash' }],
    });
    // A document's data is not an endpoint's: the kind decides, not the shape.
    const docData = await put(endpoint, { content: 'hello' });
    expect(
      docData.json<{ errors: Array<{ pointer: string }> }>().errors.map((e) => e.pointer),
    ).toEqual(expect.arrayContaining(['/data/method', '/data/path']));
    const status = await put(endpoint, { ...endpoint.data, status: 'shipped' });
    expect(status.json()).toMatchObject({ errors: [{ pointer: '/data/status' }] });
    const badSchema = await put(model, { schema: 42 });
    expect(badSchema.json()).toMatchObject({ errors: [{ pointer: '/data/schema' }] });
    expectProblem(await put(folder, folder.data, ''), 400, 'VALIDATION_FAILED');
    expectProblem(await put(folder, 'text'), 400, 'VALIDATION_FAILED');
    const escaped = await put(endpoint, {
      ...endpoint.data,
      responses: [{ status: '200', headers: [{ name: '' }] }],
    });
    expect(escaped.json()).toMatchObject({
      errors: [{ pointer: '/data/responses/0/headers/0/name' }],
    });

    // A folder keeps its own fields (the contract's union would have read them as a document).
    const saved = await put(folder, { description: 'All pets', extra: { 'x-owner': 'team' } });
    expect(saved.json()).toMatchObject({
      version: 2,
      data: { description: 'All pets', extra: { 'x-owner': 'team' } },
    });
    for (const item of [endpoint, model]) {
      expect((await itemRow(db(), item.id))!.version).toBe(1);
    }
  });

  it('refuses a save from an older version and keeps the first save (edit conflict)', async () => {
    const projectId = await newProject();
    const created = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      docBody('Shared', 'v1'),
    );
    const first = await saveItem(suite.app, suite.cast.owner, projectId, created, {
      data: { content: 'mine' },
    });
    const second = await api(suite.cast.writer).put(itemUrl(projectId, created.id), {
      baseVersion: created.version,
      name: 'Renamed',
      data: { content: 'theirs' },
    });
    expectProblem(second, 409, 'EDIT_CONFLICT');
    const now = (
      await api(suite.cast.owner).get(itemUrl(projectId, created.id))
    ).json<DesignItem>();
    expect(now).toEqual(first);
    expect(await revisionRows(db(), created.id)).toHaveLength(2);
    await expectRevisionInvariant(db(), created.id);
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const projectId = await newProject();
    const created = await createItem(suite.app, suite.cast.owner, projectId, docBody('Race', 'v1'));
    const save = (person: Person, content: string) =>
      api(person).put(itemUrl(projectId, created.id), {
        baseVersion: 1,
        name: 'Race',
        data: { content },
      });
    const answers = await Promise.all([
      save(suite.cast.owner, 'owner'),
      save(suite.cast.writer, 'writer'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<DesignItem>();
    const now = (
      await api(suite.cast.owner).get(itemUrl(projectId, created.id))
    ).json<DesignItem>();
    expect(now).toEqual(winner);
    expect(now.version).toBe(2);
    await expectRevisionInvariant(db(), created.id);
  });
});

describe('data model names', () => {
  it('are unique among the live models of a project', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const pet = await createItem(suite.app, suite.cast.owner, projectId, modelBody('Pet'));
    const again = await api(suite.cast.owner).post(
      designUrl(projectId, '/items'),
      modelBody('Pet'),
    );
    expectProblem(again, 409, 'MODEL_NAME_TAKEN');
    expect(again.json()).toMatchObject({ errors: [{ pointer: '/name' }] });
    // Another project, another kind, or a model in the trash does not hold the name.
    await createItem(suite.app, suite.cast.owner, other, modelBody('Pet'));
    await createItem(suite.app, suite.cast.owner, projectId, docBody('Pet'));
    const owner = await createItem(suite.app, suite.cast.owner, projectId, modelBody('Owner'));
    const rename = await api(suite.cast.owner).put(itemUrl(projectId, owner.id), {
      baseVersion: 1,
      name: 'Pet',
      data: owner.data,
    });
    expectProblem(rename, 409, 'MODEL_NAME_TAKEN');
    await api(suite.cast.owner).delete(itemUrl(projectId, pet.id));
    await createItem(suite.app, suite.cast.owner, projectId, modelBody('Pet'));
  });

  it('are decided by the unique index when two people create the same one at once', async () => {
    const projectId = await newProject();
    const answers = await Promise.all(
      [suite.cast.owner, suite.cast.writer, suite.cast.owner].map((person) =>
        api(person).post(designUrl(projectId, '/items'), modelBody('Order')),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expectProblem(answer, 409, 'MODEL_NAME_TAKEN');
    }
  });

  it('are told apart from other unique violations, on either database driver', async () => {
    const projectId = await newProject();
    const pet = await createItem(suite.app, suite.cast.owner, projectId, modelBody('Pet'));
    const duplicate: unknown = await db()
      .insert(designItems)
      .values({ projectId, kind: 'model', section: 'model', name: 'Pet', data: '{}' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isModelNameViolation(duplicate)).toBe(true);
    const sameVersion: unknown = await db()
      .insert(designRevisions)
      .values({ itemId: pet.id, version: 1, projectId, action: 'create' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(sameVersion).not.toBeNull();
    expect(isModelNameViolation(sameVersion)).toBe(false);
  });

  it('renaming a model rewrites every reference to it, each as a revision', async () => {
    const projectId = await newProject();
    const pet = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      modelBody('Pet', {
        type: 'object',
        properties: { parent: { $ref: '#/components/schemas/Pet' } },
      }),
    );
    const list = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      endpointBody('List', {
        responses: [
          {
            status: '200',
            content: [
              {
                contentType: 'application/json',
                schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
              },
            ],
          },
        ],
      }),
    );
    const animal = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      modelBody('Animal', {
        oneOf: [{ $ref: '#/components/schemas/Pet' }],
        discriminator: { propertyName: 'kind', mapping: { pet: '#/components/schemas/Pet' } },
        properties: { id: { $ref: '#/components/schemas/Pet/properties/id' } },
      }),
    );
    const petStore = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      modelBody('PetStore', {
        $ref: '#/components/schemas/PetStore2',
        examples: ['#/components/schemas/Pet'],
      }),
    );
    const trashed = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      modelBody('Old', { $ref: '#/components/schemas/Pet' }),
    );
    await api(suite.cast.owner).delete(itemUrl(projectId, trashed.id));
    const metaSaved = await api(suite.cast.owner).put(designUrl(projectId, '/meta'), {
      baseVersion: 0,
      meta: { components: { responses: { PetList: { $ref: '#/components/schemas/Pet' } } } },
    });
    expect(metaSaved.statusCode).toBe(200);

    const renamed = await saveItem(suite.app, suite.cast.writer, projectId, pet, {
      name: 'Pet/Dog',
    });
    const ref = '#/components/schemas/Pet~1Dog';
    expect(renamed).toMatchObject({
      name: 'Pet/Dog',
      version: 2,
      data: { schema: { properties: { parent: { $ref: ref } } } },
    });
    const get = async (id: string) =>
      (await api(suite.cast.owner).get(itemUrl(projectId, id))).json<DesignItem>();
    const listNow = await get(list.id);
    expect(listNow.version).toBe(2);
    expect((listNow.data as EndpointData).responses[0]!.content[0]!.schema).toEqual({
      type: 'array',
      items: { $ref: ref },
    });
    expect((await get(animal.id)).data).toEqual({
      schema: {
        oneOf: [{ $ref: ref }],
        discriminator: { propertyName: 'kind', mapping: { pet: ref } },
        properties: { id: { $ref: `${ref}/properties/id` } },
      },
    });
    // A name that only starts like the model's, and strings that are not references, stay.
    expect(await get(petStore.id)).toMatchObject({ version: 1 });
    expect((await itemRow(db(), trashed.id))!.data).toContain('#/components/schemas/Pet"');
    const listRevisions = await revisionRows(db(), list.id);
    expect(listRevisions[1]).toMatchObject({
      action: 'update',
      changed: ['data.responses'],
      authorId: suite.cast.writer.id,
    });
    expect((await revisionRows(db(), animal.id))[1]!.changed).toEqual(['data.schema']);
    expect((await revisionRows(db(), pet.id))[1]!.changed).toEqual(['name', 'data.schema']);
    for (const id of [pet.id, list.id, animal.id]) await expectRevisionInvariant(db(), id);
    const meta = await api(suite.cast.owner).get(designUrl(projectId, '/meta'));
    expect(meta.json()).toMatchObject({
      version: 2,
      meta: { components: { responses: { PetList: { $ref: ref } } } },
    });
  });

  it('a rename refused for a taken name rewrites nothing', async () => {
    const projectId = await newProject();
    const pet = await createItem(suite.app, suite.cast.owner, projectId, modelBody('Pet'));
    await createItem(suite.app, suite.cast.owner, projectId, modelBody('Dog'));
    const user = await createItem(
      suite.app,
      suite.cast.owner,
      projectId,
      modelBody('User', { $ref: '#/components/schemas/Pet' }),
    );
    const rename = await api(suite.cast.owner).put(itemUrl(projectId, pet.id), {
      baseVersion: 1,
      name: 'Dog',
      data: pet.data,
    });
    expectProblem(rename, 409, 'MODEL_NAME_TAKEN');
    expect(await itemRow(db(), user.id)).toMatchObject({ version: 1 });
    expect(await itemRow(db(), pet.id)).toMatchObject({ version: 1, name: 'Pet' });
  });
});
