import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  FIXTURES,
  chooseMoreAction,
  createFromMenu,
  createItemThroughApi,
  personWithProject,
  shown,
  tree,
} from './support/design.js';
import { clickUntilHidden, clickUntilShown, closeDialog } from './support/dialogs.js';
import { chooseOption } from './support/debug.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';
import { yamlAliasBomb } from '../apps/server/test/hostile-input.js';

const en = translator('en');
const zh = translator('zh-CN');

test.use({ storageState: SIGNED_OUT });
test.setTimeout(120_000);

const PETSTORE = path.join(FIXTURES, 'oai-examples/v3.0/petstore.yaml');

test('build an API from scratch: model, endpoint with a path parameter, save, history, restore, trash', async ({
  page,
}) => {
  const projectId = await personWithProject(page.context().request);
  await page.goto(`/project/${projectId}`);
  await expect(page.getByTestId('design-workspace')).toBeVisible();

  // A data model, written in the code view.
  await createFromMenu(page, 'model', async () => {
    await page.getByLabel(en('design.tree.create.modelName')).fill('Pet');
  });
  await expect(page.getByTestId('model-editor')).toBeVisible();
  await expect(tree(page).getByText('Pet', { exact: true })).toBeVisible();

  // An endpoint with a path parameter: the editor lists it as soon as it opens.
  await createFromMenu(page, 'endpoint', async () => {
    await page.getByLabel(en('design.tree.create.path'), { exact: true }).fill('/pets/{petId}');
    await page.getByLabel(en('design.tree.create.name'), { exact: true }).fill('Get a pet');
  });
  const editor = page.getByTestId('endpoint-editor');
  await expect(editor).toBeVisible();
  await expect(page.getByTestId('endpoint-path')).toHaveValue('/pets/{petId}');
  await page.getByRole('tab', { name: en('design.endpoint.request.path') }).click();
  await expect(
    page.getByTestId('endpoint-params-path').getByLabel('Name, row 1', { exact: true }),
  ).toHaveValue('petId');

  // Rename it and save: a second version.
  await page.getByTestId('endpoint-name').fill('Fetch a pet');
  await expect(shown(page, 'design-dirty')).toBeVisible();
  await shown(page, 'design-save').click();
  await expect(shown(page, 'design-dirty')).toBeHidden();
  await expect(tree(page).getByText('Fetch a pet')).toBeVisible();

  // The edit survives a reload (the open item is in the address).
  await page.reload();
  await expect(page.getByTestId('endpoint-name')).toHaveValue('Fetch a pet');

  // History: two versions, compared side by side, then the first restored.
  await shown(page, 'design-history').click();
  const drawer = page.getByTestId('design-history-drawer');
  await expect(drawer.getByText(en('design.history.action.create'))).toBeVisible();
  await expect(drawer.getByText(en('design.history.action.update'))).toBeVisible();
  await drawer.getByLabel('Select version 1', { exact: true }).check();
  await drawer.getByLabel('Select version 2', { exact: true }).check();
  await page.getByTestId('design-history-compare').click();
  await expect(page.getByTestId('design-compare-left')).toContainText('1');
  await expect(page.getByTestId('design-compare')).toContainText('Get a pet');
  await expect(page.getByTestId('design-compare')).toContainText('Fetch a pet');
  // Field by field in words (issue 21): the renamed name marked, no internal parentId.
  const nameRow = page
    .getByTestId('design-compare')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: en('design.history.field.name') }) });
  await expect(nameRow).toContainText(en('design.history.diff.changed'));
  await expect(page.getByTestId('design-compare')).not.toContainText('parentId');
  await closeDialog(page.getByRole('dialog').filter({ has: page.getByTestId('design-compare') }));
  await drawer.getByTestId('design-history-restore-1').click();
  await page
    .getByRole('button', { name: en('design.history.restore') })
    .last()
    .click();
  await expect(page.getByTestId('endpoint-name')).toHaveValue('Get a pet');
  await expect(tree(page).getByText('Get a pet')).toBeVisible();
  await page
    .getByRole('dialog', { name: /History of/ })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await expect(drawer).toBeHidden();

  // Delete to the design trash, then restore from it.
  await shown(page, 'design-delete').click();
  await page.getByTestId('design-delete-ok').click();
  await expect(tree(page).getByText('Get a pet')).toBeHidden();
  const trash = page.getByTestId('design-trash-panel');
  await chooseMoreAction(page, 'design-trash', trash);
  await expect(trash.getByText('Get a pet')).toBeVisible();
  await trash.getByRole('button', { name: en('design.trash.restore') }).click();
  await expect(tree(page).getByText('Get a pet')).toBeVisible();
});

test('import a description, export it, and import the export back with nothing changed', async ({
  page,
}) => {
  test.skip(!fs.existsSync(PETSTORE), `fixtures not found at ${FIXTURES}`);
  const projectId = await personWithProject(page.context().request, 'Imported Petstore');
  await page.goto(`/project/${projectId}`);
  await expect(page.getByTestId('design-workspace')).toBeVisible();

  // Paste the petstore: the preview shows three endpoints to add.
  const dialog = page.getByTestId('import-dialog');
  await clickUntilShown(page.getByTestId('design-import'), dialog);
  await dialog.getByRole('tab', { name: en('design.transfer.import.tabs.paste') }).click();
  await page.getByTestId('import-paste').fill(fs.readFileSync(PETSTORE, 'utf8'));
  await page.getByTestId('import-next').click();
  await expect(page.getByTestId('import-preview')).toBeVisible();
  await expect(page.getByTestId('import-summary-add')).toContainText('6');
  await page.getByTestId('import-commit').click();
  await expect(page.getByTestId('import-done')).toBeVisible();
  await expect(page.getByTestId('import-result-created')).toContainText('6');
  await page.getByTestId('import-close').click();
  // Endpoints sit in a folder per tag; the models in their section.
  await expect(tree(page).getByText('pets', { exact: true })).toBeVisible();
  await expect(tree(page).getByText('Pets', { exact: true })).toBeVisible();
  await page.getByLabel(en('design.tree.search')).fill('List all');
  await expect(tree(page).getByText('List all pets')).toBeVisible();
  await page.getByLabel(en('design.tree.search')).fill('');

  // Export as OpenAPI 3.1 JSON: the dialog closes once the file is saved.
  const exportDialog = page.getByRole('dialog', { name: en('design.transfer.export.title') });
  await chooseMoreAction(page, 'design-export', exportDialog);
  const downloading = page.waitForEvent('download');
  await clickUntilHidden(page.getByTestId('export-download'), exportDialog);
  const download = await downloading;
  const exported = await download.path();
  const document = JSON.parse(fs.readFileSync(exported, 'utf8')) as {
    openapi: string;
    paths: Record<string, unknown>;
  };
  expect(document.openapi).toMatch(/^3\.1/);
  expect(Object.keys(document.paths).sort()).toEqual(['/pets', '/pets/{petId}']);

  // Import the exported file: everything is identical, so nothing is written.
  await clickUntilShown(page.getByTestId('design-import'), dialog);
  await page
    .getByTestId('import-file')
    .locator('input[type=file]')
    .setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: fs.readFileSync(exported),
    });
  await page.getByTestId('import-next').click();
  await expect(page.getByTestId('import-preview')).toBeVisible();
  await expect(page.getByTestId('import-summary-same')).toContainText('6');
  await expect(page.getByTestId('import-summary-add')).toContainText('0');
});

test('two people saving the same endpoint: the second is shown both versions (in Chinese)', async ({
  page,
  browser,
}) => {
  const projectId = await personWithProject(page.context().request, 'Conflicts');
  const request = page.context().request;
  const created = await request.post(`/api/v1/projects/${projectId}/design/items`, {
    data: {
      kind: 'endpoint',
      parentId: null,
      name: 'List orders',
      data: { method: 'get', path: '/orders' },
    },
  });
  expect(created.status()).toBe(201);
  const item = (await created.json()) as { id: string };

  // The same person in a second window (same session), both open on the endpoint.
  const other = await browser.newPage({ storageState: await page.context().storageState() });
  await page.goto(`/project/${projectId}?item=${item.id}&lang=zh-CN`);
  await other.goto(`/project/${projectId}?item=${item.id}&lang=zh-CN`);
  await expect(page.getByTestId('endpoint-name')).toHaveValue('List orders');
  await expect(other.getByTestId('endpoint-name')).toHaveValue('List orders');

  await other.getByTestId('endpoint-name').fill('List their orders');
  await other.getByTestId('design-save').click();
  await expect(other.getByTestId('design-dirty')).toBeHidden();

  await page.getByTestId('endpoint-name').fill('List my orders');
  await shown(page, 'design-save').click();
  const conflict = page.getByTestId('design-conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(zh('design.shell.conflict.theirs'));
  await expect(conflict).toContainText('List their orders');
  await expect(conflict).toContainText('List my orders');
  await page.getByTestId('design-conflict-keep-mine').click();
  await expect(shown(page, 'design-dirty')).toBeHidden();

  const saved = await request.get(`/api/v1/projects/${projectId}/design/items/${item.id}`);
  expect(((await saved.json()) as { name: string; version: number }).name).toBe('List my orders');
  await other.close();
});

test('a broken description is refused with its findings titled in the reader language (Japanese)', async ({
  page,
}) => {
  const ja = translator('ja');
  const projectId = await personWithProject(page.context().request, 'Broken import');
  await page.goto(`/project/${projectId}?lang=ja`);
  await expect(page.getByTestId('design-workspace')).toBeVisible();

  const dialog = page.getByTestId('import-dialog');
  await clickUntilShown(page.getByTestId('design-import'), dialog);
  await dialog.getByRole('tab', { name: ja('design.transfer.import.tabs.paste') }).click();
  // Line 3 opens a flow sequence it never closes.
  await page.getByTestId('import-paste').fill('openapi: 3.0.3\ninfo:\n  title: [Broken\n');
  await page.getByTestId('import-next').click();
  await expect(page.getByTestId('import-failed')).toBeVisible();
  const findings = page.getByTestId('import-issues');
  // The kind of finding in Japanese, the parser's detail beneath it, and where it is.
  await expect(findings.getByText(ja('design.transfer.issues.codes.SYNTAX'))).toBeVisible();
  await expect(findings.locator('[lang="en"]').first()).not.toBeEmpty();
  await expect(findings.getByText(/^\d+:\d+$/).first()).toBeVisible();
  // Pasted text has no file name to show.
  await expect(findings).not.toContainText('pasted');
});

test('an alias bomb pasted as a Postman collection is refused as too complex at once, in Chinese (issue 19)', async ({
  page,
}) => {
  const projectId = await personWithProject(page.context().request, 'Bomb import');
  await page.goto(`/project/${projectId}?lang=zh-CN`);
  await expect(page.getByTestId('design-workspace')).toBeVisible();

  const dialog = page.getByTestId('import-dialog');
  await clickUntilShown(page.getByTestId('design-import'), dialog);
  await dialog.getByRole('tab', { name: zh('design.transfer.import.tabs.paste') }).click();
  // Ten levels of anchors, each naming the one below nine times: 3.5 billion values in 550 bytes.
  await page.getByTestId('import-paste').fill(yamlAliasBomb(10, 9));
  await chooseOption(
    page,
    page.getByTestId('import-format'),
    zh('design.transfer.formats.postman21'),
  );
  await page.getByTestId('import-next').click();
  await expect(page.getByTestId('import-failed')).toBeVisible();
  const findings = page.getByTestId('import-issues');
  await expect(findings.getByText(zh('design.transfer.issues.codes.TOO_COMPLEX'))).toBeVisible();
  // The place: the line of the first alias.
  await expect(findings.getByText(/^2:\d+$/).first()).toBeVisible();
  // The server was never held: it answers at once.
  const health = await page.context().request.get('/api/health');
  expect(health.status()).toBe(200);
});

test('a document reads as GitHub-flavoured Markdown, its code highlighted, its HTML never run (issue 21)', async ({
  page,
}) => {
  const projectId = await personWithProject(page.context().request, 'Docs');
  const doc = await createItemThroughApi(page.context().request, projectId, {
    kind: 'doc',
    parentId: null,
    name: 'Guide',
    data: {
      content: [
        '| Code | Meaning |',
        '| ---- | ------- |',
        '| 404  | ~~Found~~ Missing |',
        '',
        '- [x] written',
        '- [ ] reviewed',
        '',
        '```json',
        '{ "id": 7 }',
        '```',
        '',
        '<img src=x onerror="document.title = \'hacked\'">',
      ].join('\n'),
    },
  });
  await page.goto(`/project/${projectId}?item=${doc.id}`);
  const preview = shown(page, 'design-doc-preview');
  await expect(preview.getByRole('table')).toContainText('Meaning');
  await expect(preview.locator('del')).toHaveText('Found');
  await expect(preview.getByRole('checkbox')).toHaveCount(2);
  await expect(preview.locator('code .hljs-attr')).toHaveText('"id"');
  await expect(preview.locator('code .hljs-number')).toHaveText('7');
  await expect(preview.locator('img')).toHaveCount(0);
  expect(await page.title()).not.toBe('hacked');
});
