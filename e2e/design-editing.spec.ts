import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.js';
import {
  FIXTURES,
  createItemThroughApi,
  designUrl,
  personWithProject,
  shown,
  tree,
  treeThroughApi,
} from './support/design.js';
import { closeDialog } from './support/dialogs.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');

test.use({ storageState: SIGNED_OUT });
test.setTimeout(120_000);

const GITHUB = path.join(FIXTURES, 'openapi/github-api.github.com.octokit-23.0.2.json');
const STRIPE = path.join(FIXTURES, 'openapi/stripe-spec3.2022-04.json');

/**
 * The tree as drawn, top to bottom: each row's name, indented two spaces per level. `names` maps
 * a row's test id to the name to print (rows it lacks print their test id).
 */
async function outline(page: Page, names: Record<string, string>): Promise<string[]> {
  return tree(page)
    .getByRole('treeitem')
    .evaluateAll(
      (rows, names) =>
        rows.flatMap((row) => {
          const title = row.querySelector<HTMLElement>(
            '[data-testid^="design-node-"], [data-testid^="design-section-"]',
          );
          if (!title) return [];
          const testId = title.dataset['testid'] ?? '';
          const depth = Number(row.getAttribute('aria-level')) - 1;
          return ['  '.repeat(depth) + (names[testId] ?? testId)];
        }),
      names,
    );
}

/** The tree row that holds an item's title. */
function treeRowOf(page: Page, itemId: string) {
  return tree(page)
    .getByRole('treeitem')
    .filter({ has: page.getByTestId(`design-node-${itemId}`) });
}

/**
 * Opens a folder of the tree unless it is open already (the tree also opens a folder that a
 * dragged row rests on, so after a drop it may be either).
 */
async function openFolder(page: Page, folderId: string) {
  const row = treeRowOf(page, folderId);
  if ((await row.getAttribute('aria-expanded')) === 'false') {
    await row.locator('.heron-tree-caret').click();
  }
  await expect(row).toHaveAttribute('aria-expanded', 'true');
}

// Where on the target row the pointer lets go: a folder's edges drop beside it, its middle inside.
const DROP_AT = { before: 0.15, inside: 0.5, after: 0.85 } as const;

/**
 * Drags a tree row with the mouse, as a person does: press on its title, move away in small
 * steps, and let go over `target` where it drops `place` it.
 */
async function dragRow(page: Page, source: Locator, target: Locator, place: keyof typeof DROP_AT) {
  await expect(source).toBeVisible();
  await expect(target).toBeVisible();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('a row to drag is not on screen');
  const x = from.x + 24;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 6, y + 6, { steps: 4 });
  const endY = to.y + to.height * DROP_AT[place];
  await page.mouse.move(x, endY, { steps: 12 });
  // A last small move over the target: the drop place follows the latest dragover.
  await page.mouse.move(x + 1, endY, { steps: 2 });
  await page.mouse.up();
}

/** Waits for the tree's request that moves an item (the drop reached the server). */
function moveOf(page: Page, itemId: string) {
  return page.waitForResponse(
    (answer) =>
      answer.url().endsWith(`/design/items/${itemId}/move`) && answer.request().method() === 'POST',
  );
}

test('drag and drop in the tree: into a folder, within it, and a folder above another, kept by the server', async ({
  page,
}) => {
  const request = page.context().request;
  const projectId = await personWithProject(request, 'Drag and drop');
  const folder = (name: string) =>
    createItemThroughApi(request, projectId, {
      kind: 'folder',
      section: 'api',
      parentId: null,
      name,
    });
  const alpha = await folder('Alpha');
  const beta = await folder('Beta');
  const create = await createItemThroughApi(request, projectId, {
    kind: 'endpoint',
    parentId: beta.id,
    name: 'Create widget',
    data: { method: 'post', path: '/widgets' },
  });
  const list = await createItemThroughApi(request, projectId, {
    kind: 'endpoint',
    parentId: null,
    name: 'List widgets',
    data: { method: 'get', path: '/widgets' },
  });
  const names = {
    'design-section-api': en('design.tree.section.api'),
    'design-section-model': en('design.tree.section.model'),
    [`design-node-${alpha.id}`]: 'Alpha',
    [`design-node-${beta.id}`]: 'Beta',
    [`design-node-${create.id}`]: 'Create widget',
    [`design-node-${list.id}`]: 'List widgets',
  };
  const node = (id: string) => page.getByTestId(`design-node-${id}`);
  const drawn = () => outline(page, names);

  await page.goto(`/project/${projectId}`);
  await expect(node(list.id)).toBeVisible();
  await expect.poll(drawn).toEqual(['APIs', '  Alpha', '  Beta', '  List widgets', 'Data models']);

  // 1. "List widgets" goes into Beta: let go over the middle of Beta's row.
  let moved = moveOf(page, list.id);
  await dragRow(page, node(list.id), node(beta.id), 'inside');
  expect((await moved).status()).toBe(200);
  await openFolder(page, beta.id);
  await expect
    .poll(drawn)
    .toEqual(['APIs', '  Alpha', '  Beta', '    List widgets', '    Create widget', 'Data models']);

  // 2. Reordered within Beta: let go over the lower half of "Create widget".
  moved = moveOf(page, list.id);
  await dragRow(page, node(list.id), node(create.id), 'after');
  expect((await moved).status()).toBe(200);
  await openFolder(page, beta.id);
  await expect
    .poll(drawn)
    .toEqual(['APIs', '  Alpha', '  Beta', '    Create widget', '    List widgets', 'Data models']);

  // 3. Beta goes above Alpha: let go over the top edge of Alpha's row.
  moved = moveOf(page, beta.id);
  await dragRow(page, node(beta.id), node(alpha.id), 'before');
  expect((await moved).status()).toBe(200);
  await openFolder(page, beta.id);
  await expect
    .poll(drawn)
    .toEqual(['APIs', '  Beta', '    Create widget', '    List widgets', '  Alpha', 'Data models']);

  // The server stored all three: after a reload the tree is drawn the same way.
  await page.reload();
  await expect(node(beta.id)).toBeVisible();
  await expect.poll(drawn).toEqual(['APIs', '  Beta', '  Alpha', 'Data models']);
  await openFolder(page, beta.id);
  await expect
    .poll(drawn)
    .toEqual(['APIs', '  Beta', '    Create widget', '    List widgets', '  Alpha', 'Data models']);
  const stored = new Map((await treeThroughApi(request, projectId)).map((row) => [row.id, row]));
  const at = (id: string) => stored.get(id)!;
  expect(at(list.id).parentId).toBe(beta.id);
  expect(at(create.id).parentId).toBe(beta.id);
  expect(at(create.id).sort).toBeLessThan(at(list.id).sort);
  expect(at(beta.id).parentId).toBeNull();
  expect(at(beta.id).sort).toBeLessThan(at(alpha.id).sort);
});

test('a read-only member sees the design but cannot change it, in the browser or through the API', async ({
  page,
  browser,
  baseURL,
}) => {
  // Ada, the admin, sets the project up through the API.
  const ada = page.context().request;
  await signUpThroughApi(ada);
  const adaId = ((await (await ada.get('/api/v1/auth/session')).json()) as { user: { id: string } })
    .user.id;
  const team = (await (
    await ada.post('/api/v1/teams', { data: { name: `Readers ${Date.now().toString(36)}` } })
  ).json()) as { id: string };
  const created = await ada.post('/api/v1/projects', {
    data: { teamId: team.id, name: 'Orders API', category: 'http', adminUserId: adaId },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const folder = await createItemThroughApi(ada, projectId, {
    kind: 'folder',
    section: 'api',
    parentId: null,
    name: 'Orders',
  });
  const endpoint = await createItemThroughApi(ada, projectId, {
    kind: 'endpoint',
    parentId: folder.id,
    name: 'Get an order',
    data: {
      method: 'get',
      path: '/orders/{orderId}',
      parameters: [{ name: 'orderId', in: 'path', required: true, schema: { type: 'string' } }],
    },
  });
  const model = await createItemThroughApi(ada, projectId, {
    kind: 'model',
    parentId: null,
    name: 'Order',
    data: { schema: { type: 'object', properties: { id: { type: 'string' } } } },
  });
  const link = (await (
    await ada.post('/api/v1/invite-links', {
      data: { teamId: team.id, projectId, permission: 1 },
    })
  ).json()) as { url: string };

  // Bob joins read-only, then opens the endpoint in a browser of his own.
  const bobContext = await browser.newContext({ baseURL, storageState: SIGNED_OUT });
  const bobApi = bobContext.request;
  await signUpThroughApi(bobApi);
  const token = new URL(link.url).searchParams.get('token');
  expect((await bobApi.post('/api/v1/invites/accept', { data: { token } })).status()).toBe(200);
  const bob = await bobContext.newPage();
  await bob.goto(`/project/${projectId}?item=${endpoint.id}`);

  // He is told why, and sees the tree and the endpoint as saved.
  await expect(bob.getByTestId('design-read-only')).toHaveText(en('design.shell.readOnly.member'));
  await expect(tree(bob).getByText('Orders', { exact: true })).toBeVisible();
  await expect(tree(bob).getByText('Get an order', { exact: true })).toBeVisible();
  await expect(tree(bob).getByText('Order', { exact: true })).toBeVisible();
  const name = bob.getByTestId('endpoint-name');
  await expect(name).toHaveValue('Get an order');
  await expect(bob.getByTestId('endpoint-path')).toHaveValue('/orders/{orderId}');

  // Every field is shown but disabled; nothing offers to create, import, save or delete.
  await expect(name).toBeDisabled();
  await expect(bob.getByTestId('endpoint-path')).toBeDisabled();
  await bob.getByRole('tab', { name: en('design.endpoint.request.path') }).click();
  await expect(
    bob.getByTestId('endpoint-params-path').getByLabel('Name, row 1', { exact: true }),
  ).toHaveValue('orderId');
  await expect(
    bob.getByTestId('endpoint-params-path').getByLabel('Name, row 1', { exact: true }),
  ).toBeDisabled();
  await expect(shown(bob, 'design-history')).toBeVisible();
  for (const testId of ['design-new', 'design-import', 'design-save', 'design-delete']) {
    await expect(bob.getByTestId(testId)).toHaveCount(0);
  }
  // Rows cannot be dragged, and a folder's menu only exports it.
  await expect(tree(bob).getByRole('treeitem').first()).toBeVisible();
  await expect(tree(bob).locator('[draggable="true"]')).toHaveCount(0);
  await bob.getByTestId(`design-node-${folder.id}`).hover();
  await bob.getByRole('button', { name: en('design.tree.moreFor', { name: 'Orders' }) }).click();
  const menu = bob.locator('.ant-dropdown:visible');
  await expect(menu.getByTestId('design-menu-export')).toBeVisible();
  await expect(menu.getByTestId('design-menu-rename')).toHaveCount(0);
  await expect(menu.getByTestId('design-menu-delete')).toHaveCount(0);
  await bob.keyboard.press('Escape');

  // The data model: the name cannot be edited, the schema's rows offer only their settings.
  await bob.getByTestId(`design-node-${model.id}`).click();
  const modelName = shown(bob, 'model-name');
  await expect(modelName).toHaveValue('Order');
  await expect(modelName).not.toBeEditable();
  const visual = shown(bob, 'schema-visual');
  await expect(visual.getByTestId('schema-row-#/properties/id')).toBeVisible();
  await expect(
    visual.getByRole('button', { name: en('design.schema.actions.addChild', { name: 'root' }) }),
  ).toHaveCount(0);
  await expect(
    visual.getByRole('textbox', { name: en('design.schema.nameOf', { name: 'id' }) }),
  ).toHaveCount(0);
  await expect(
    visual.getByRole('checkbox', { name: en('design.schema.requiredOf', { name: 'id' }) }),
  ).toBeDisabled();

  // The server refuses his writes whatever the page shows.
  const denied = async (answer: Promise<{ status(): number; json(): Promise<unknown> }>) => {
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('PERMISSION_DENIED');
  };
  await denied(
    bobApi.put(designUrl(projectId, `/items/${endpoint.id}`), {
      data: {
        baseVersion: endpoint.version,
        name: 'Hijacked',
        data: { method: 'get', path: '/orders/{orderId}' },
      },
    }),
  );
  await denied(
    bobApi.post(designUrl(projectId, '/items'), {
      data: { kind: 'folder', section: 'api', parentId: null, name: 'Mine' },
    }),
  );
  await denied(
    bobApi.post(designUrl(projectId, `/items/${endpoint.id}/move`), {
      data: { parentId: null, position: 0 },
    }),
  );
  await denied(bobApi.delete(designUrl(projectId, `/items/${model.id}`)));
  await denied(bobApi.post(designUrl(projectId, '/imports'), { data: { text: '{}' } }));
  // Nothing changed.
  const after = await ada.get(designUrl(projectId, `/items/${endpoint.id}`));
  expect(((await after.json()) as { name: string; version: number }).name).toBe('Get an order');
  expect((await treeThroughApi(ada, projectId)).map((row) => row.name).sort()).toEqual([
    'Get an order',
    'Order',
    'Orders',
  ]);
  await bobContext.close();
});

test('a 13 MB description cancelled while it is checked writes nothing; a mid-size one imports whole', async ({
  page,
}) => {
  test.skip(!fs.existsSync(GITHUB) || !fs.existsSync(STRIPE), `fixtures not found at ${FIXTURES}`);
  test.setTimeout(300_000);
  const request = page.context().request;
  const projectId = await personWithProject(request, 'Big imports');
  await page.goto(`/project/${projectId}`);
  await expect(tree(page)).toBeVisible();

  // The dialog asks the server how the job goes every ~300 ms. An answer that the check is over
  // (the preview is ready) is held back until the person has clicked Cancel, as on a slow
  // connection: the click always happens while the dialog shows the check running, however fast
  // the server is.
  let isHolding = true;
  const held: Route[] = [];
  await page.route(/\/design\/imports\/[0-9a-f-]{36}$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const answer = await route.fetch();
    const job = (await answer.json()) as { status: string };
    if (isHolding && job.status !== 'parsing' && job.status !== 'cancelled') held.push(route);
    // The dialog may have given up on the request meanwhile (it aborts polls it no longer needs).
    else await route.fulfill({ response: answer }).catch(() => undefined);
  });

  await page.getByTestId('design-import').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.getByTestId('import-file').locator('input[type=file]').setInputFiles(GITHUB);
  await expect(dialog.getByTestId('import-file-name')).toContainText(path.basename(GITHUB));
  const started = page.waitForResponse(
    (answer) => answer.url().endsWith('/design/imports') && answer.request().method() === 'POST',
    { timeout: 120_000 },
  );
  await dialog.getByTestId('import-next').click();
  const startAnswer = await started;
  expect(startAnswer.status()).toBe(202);
  const jobId = ((await startAnswer.json()) as { id: string }).id;

  // The check shows its progress, and the person cancels it.
  const progress = dialog.getByTestId('import-progress');
  await expect(progress).toBeVisible({ timeout: 60_000 });
  await expect(progress).toContainText(en('design.transfer.import.parsing'));
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await progress.getByTestId('import-cancel').click();
  await expect(dialog.getByText(en('design.transfer.import.cancelled'))).toBeVisible();
  isHolding = false;
  // A held answer is asked again (the job is cancelled now); the dialog has mostly given up on it.
  for (const route of held.splice(0)) {
    await route
      .fetch()
      .then((response) => route.fulfill({ response }))
      .catch(() => undefined);
  }

  // Nothing was written: the job says cancelled, the tree is empty on the server and on screen.
  const job = await request.get(designUrl(projectId, `/imports/${jobId}`));
  expect(((await job.json()) as { status: string; result: unknown }).status).toBe('cancelled');
  expect(await treeThroughApi(request, projectId)).toEqual([]);
  await closeDialog(page.getByRole('dialog').filter({ has: dialog }));
  await expect(tree(page).locator('[data-testid^="design-node-"]')).toHaveCount(0);
  await page.unroute(/\/design\/imports\/[0-9a-f-]{36}$/);

  // Stripe (4 MB, 417 operations) goes all the way: preview, import, then the tree.
  const stripe = JSON.parse(fs.readFileSync(STRIPE, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
    components: { schemas: Record<string, unknown> };
  };
  const modelCount = Object.keys(stripe.components.schemas).length;
  const operations = Object.entries(stripe.paths).flatMap(([where, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({ method, path: where, name: operation.operationId! })),
  );
  await page.getByTestId('design-import').click();
  await dialog.getByTestId('import-file').locator('input[type=file]').setInputFiles(STRIPE);
  await dialog.getByTestId('import-next').click();
  await expect(dialog.getByTestId('import-preview')).toBeVisible({ timeout: 120_000 });
  // Every operation and every schema of the file is new to the project; nothing conflicts.
  const count = (testId: string) =>
    dialog.getByTestId(testId).locator('.ant-statistic-content-value');
  const added = String(operations.length + modelCount);
  await expect(count('import-summary-add')).toHaveText(added);
  await expect(count('import-summary-change')).toHaveText('0');
  await expect(count('import-summary-same')).toHaveText('0');
  await dialog.getByTestId('import-commit').click();
  await expect(dialog.getByTestId('import-done')).toBeVisible({ timeout: 120_000 });
  await expect(count('import-result-created')).toHaveText(added);
  await dialog.getByTestId('import-close').click();

  const stored = await treeThroughApi(request, projectId);
  expect(stored.filter((row) => row.kind === 'endpoint')).toHaveLength(operations.length);
  expect(stored.filter((row) => row.kind === 'model')).toHaveLength(modelCount);
  // A few endpoints read from the file, found in the tree by their name and their path.
  const search = page.getByLabel(en('design.tree.search'));
  for (const operation of [operations[0]!, operations[100]!, operations.at(-1)!]) {
    await search.fill(operation.name);
    await expect(tree(page).getByText(operation.name, { exact: true })).toBeVisible();
  }
  await search.fill('/v1/customers/{customer}/sources');
  await expect(tree(page).getByText('GetCustomersCustomerSources', { exact: true })).toBeVisible();
});

test('visual schema editing: types, a format, limits, a $ref, an enum and required, in step with the code', async ({
  page,
}) => {
  const request = page.context().request;
  const projectId = await personWithProject(request, 'Schemas');
  await createItemThroughApi(request, projectId, {
    kind: 'model',
    parentId: null,
    name: 'Tag',
    data: { schema: { type: 'object', properties: { label: { type: 'string' } } } },
  });
  const pet = await createItemThroughApi(request, projectId, {
    kind: 'model',
    parentId: null,
    name: 'Pet',
  });
  await page.goto(`/project/${projectId}?item=${pet.id}`);
  const editor = shown(page, 'schema-editor');
  const visual = editor.getByTestId('schema-visual');
  await expect(visual.getByTestId('schema-row-#')).toBeVisible();

  const action = (key: string, row: string) =>
    visual.getByRole('button', { name: en(`design.schema.actions.${key}`, { name: row }) });
  const rename = async (from: string, to: string) => {
    const field = visual.getByRole('textbox', { name: en('design.schema.nameOf', { name: from }) });
    await field.fill(to);
    await field.press('Enter');
    await expect(visual.getByTestId(`schema-row-#/properties/${to}`)).toBeVisible();
  };
  const chooseType = async (row: string, type: string) => {
    const select = visual.getByRole('combobox', {
      name: en('design.schema.typeOf', { name: row }),
    });
    const option = page.locator('.ant-select-dropdown:visible').getByTitle(type, { exact: true });
    // The list scrolls (types, compositions, then the models): typing narrows it, as a person does.
    // A choice closes the list; a click lost while the list aligns leaves it open, and is repeated.
    await expect(async () => {
      if (!(await option.isVisible())) {
        await select.click({ timeout: 2_000 });
        await select.fill(type, { timeout: 2_000 });
      }
      await option.click({ timeout: 2_000 });
      await expect(option).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  };
  const settingsOf = async (row: string) => {
    await action('settings', row).click();
    return page.getByRole('dialog', { name: en('design.schema.settings.title', { name: row }) });
  };
  const closeSettings = async (drawer: Locator) => {
    await drawer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(drawer).toBeHidden();
  };

  // email: a string with a format.
  await action('addChild', 'root').click();
  await rename('field1', 'email');
  let drawer = await settingsOf('email');
  await drawer.getByLabel(en('design.schema.settings.format'), { exact: true }).fill('email');
  await closeSettings(drawer);

  // age: an integer from 0 to 150.
  await action('addSibling', 'email').click();
  await rename('field1', 'age');
  await chooseType('age', 'integer');
  drawer = await settingsOf('age');
  await drawer.getByLabel(en('design.schema.settings.minimum'), { exact: true }).fill('0');
  await drawer.getByLabel(en('design.schema.settings.maximum'), { exact: true }).fill('150');
  await closeSettings(drawer);

  // tags: an array of the Tag model.
  await action('addSibling', 'age').click();
  await rename('field1', 'tags');
  await chooseType('tags', 'array');
  await expect(visual.getByTestId('schema-row-#/properties/tags/items')).toBeVisible();
  await chooseType('items', 'Tag');

  // status: one of three values.
  await action('addSibling', 'tags').click();
  await rename('field1', 'status');
  drawer = await settingsOf('status');
  const values = drawer.getByTestId('schema-settings-enum');
  for (const [index, value] of ['available', 'pending', 'sold'].entries()) {
    await values.getByRole('button', { name: en('design.schema.settings.addEnumValue') }).click();
    await values
      .getByLabel(en('design.schema.settings.enumValue', { number: String(index + 1) }), {
        exact: true,
      })
      .fill(value);
  }
  await closeSettings(drawer);

  // email and status are required.
  for (const row of ['email', 'status']) {
    await visual
      .getByRole('checkbox', { name: en('design.schema.requiredOf', { name: row }) })
      .check();
  }

  // The code view holds exactly what was chosen.
  const expected = {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email' },
      age: { type: 'integer', minimum: 0, maximum: 150 },
      tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } },
      status: { type: 'string', enum: ['available', 'pending', 'sold'] },
    },
    required: ['email', 'status'],
  };
  const viewSwitch = editor.getByTestId('schema-view');
  await viewSwitch.getByText(en('design.schema.view.code'), { exact: true }).click();
  const code = editor.locator('.cm-content');
  await expect(code).toBeVisible();
  const codeText = async () => JSON.parse(await code.innerText()) as unknown;
  expect(await codeText()).toEqual(expected);

  // A pattern typed in the code shows in the visual view.
  await code.locator('.cm-line', { hasText: '"format": "email"' }).click();
  await page.keyboard.press('Home');
  await page.keyboard.insertText('"pattern": "^[a-z.]+@example[.]com$", ');
  await viewSwitch.getByText(en('design.schema.view.visual'), { exact: true }).click();
  drawer = await settingsOf('email');
  await expect(drawer.getByTestId('schema-settings-pattern').getByRole('textbox')).toHaveValue(
    '^[a-z.]+@example[.]com$',
  );
  await closeSettings(drawer);

  // Saved, it is there after a reload, and on the server.
  await shown(page, 'design-save').click();
  await expect(shown(page, 'design-dirty')).toBeHidden();
  const saved = {
    ...expected,
    properties: {
      ...expected.properties,
      email: { ...expected.properties.email, pattern: '^[a-z.]+@example[.]com$' },
    },
  };
  const stored = await request.get(designUrl(projectId, `/items/${pet.id}`));
  expect(((await stored.json()) as { data: { schema: unknown } }).data.schema).toEqual(saved);
  await page.reload();
  await expect(visual.getByTestId('schema-row-#/properties/status')).toBeVisible();
  await expect(
    visual.getByRole('checkbox', { name: en('design.schema.requiredOf', { name: 'status' }) }),
  ).toBeChecked();
  await expect(
    visual.getByRole('checkbox', { name: en('design.schema.requiredOf', { name: 'age' }) }),
  ).not.toBeChecked();
  await viewSwitch.getByText(en('design.schema.view.code'), { exact: true }).click();
  await expect(code).toBeVisible();
  expect(await codeText()).toEqual(saved);
});
