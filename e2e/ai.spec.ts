import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { buyThroughApi } from './support/billing.js';
import {
  FIXTURES,
  chooseMoreAction,
  createItemThroughApi,
  personWithProject,
  shown,
  tree,
} from './support/design.js';
import { clickUntilShown } from './support/dialogs.js';
import { FAKE_MODEL_POINTS_PER_CALL, FAKE_MODEL_PORT } from './support/fake-model.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');

test.use({ storageState: SIGNED_OUT });
test.setTimeout(120_000);

const PETSTORE = path.join(FIXTURES, 'oai-examples/v3.0/petstore.yaml');

/** Imports the petstore through the API, as the import dialog would. */
async function importPetstore(request: APIRequestContext, projectId: string) {
  const base = `/api/v1/projects/${projectId}/design/imports`;
  const started = await request.post(base, {
    data: { text: fs.readFileSync(PETSTORE, 'utf8'), fileName: 'petstore.yaml' },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${base}/${id}`)).json()) as { status: string }).status,
    )
    .toBe('ready');
  expect((await request.post(`${base}/${id}/commit`, { data: {} })).status()).toBe(202);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${base}/${id}`)).json()) as { status: string }).status,
    )
    .toBe('done');
}

test('annotate the whole petstore with AI, review the proposals, and find the charge in the points details', async ({
  page,
}) => {
  const request = page.context().request;
  const projectId = await personWithProject(request, 'AI Petstore');
  await buyThroughApi(request, { type: 'points', package: 'basic', teamId: null });
  await importPetstore(request, projectId);

  await page.goto(`/project/${projectId}`);
  await expect(tree(page).getByText('pets', { exact: true })).toBeVisible();

  // Before: the coverage and the cost, in points, beside what may be spent.
  const dialog = page.getByTestId('ai-annotate-dialog');
  await chooseMoreAction(page, 'design-annotate', dialog);
  await expect(dialog.getByTestId('ai-annotate-coverage')).toContainText(
    en('ai.annotate.coverage.operations'),
  );
  const cost = dialog.getByTestId('ai-annotate-cost');
  await expect(cost).toContainText('1,000');
  await dialog.getByTestId('ai-annotate-start').click();

  // The run goes in the background and ends done, charged from the tokens it used.
  await expect(dialog.getByTestId('ai-run-status')).toContainText(en('ai.run.statuses.done'), {
    timeout: 30_000,
  });
  await dialog.getByTestId('ai-run-review').click();

  // The review: one proposal edited, one rejected, the rest accepted in bulk.
  const review = page.getByTestId('ai-review');
  await expect(review).toBeVisible();
  const rows = review.locator('[data-testid^="ai-proposal-select-"]');
  await expect(rows.first()).toBeVisible();
  const firstId = (await rows.first().getAttribute('data-testid'))!.replace(
    'ai-proposal-select-',
    '',
  );
  const secondId = (await rows.nth(1).getAttribute('data-testid'))!.replace(
    'ai-proposal-select-',
    '',
  );
  await review.getByTestId(`ai-proposal-reject-${secondId}`).click();
  await expect(review.getByTestId(`ai-proposal-${secondId}`)).toBeHidden();
  await review.getByTestId(`ai-proposal-edit-${firstId}`).click();
  const edited = review.getByTestId(`ai-proposal-value-${firstId}`);
  await edited.fill('Written by a person in the review.');
  await review.getByTestId(`ai-proposal-accept-${firstId}`).click();
  await expect(review.getByTestId(`ai-proposal-${firstId}`)).toBeHidden();
  await review.getByTestId('ai-review-accept-all').click();
  await page.getByTestId('ai-review-bulk-ok').click();
  await expect(review.getByText(en('ai.review.empty'))).toBeVisible({ timeout: 30_000 });

  // The design holds the values, and the item's history marks them as AI's.
  await page.keyboard.press('Escape');
  const designed = await request.get(`/api/v1/projects/${projectId}/design/tree`);
  const { nodes } = (await designed.json()) as { nodes: { id: string; name: string }[] };
  const listPets = nodes.find((n) => n.name === 'List all pets')!;
  const item = await request.get(`/api/v1/projects/${projectId}/design/items/${listPets.id}`);
  expect(((await item.json()) as { data: { description: string } }).data.description).not.toBe('');
  await page.goto(`/project/${projectId}?item=${listPets.id}`);
  await shown(page, 'design-history').click();
  await expect(page.getByTestId('design-history-drawer')).toContainText(
    en('design.history.action.ai'),
  );

  // The charge, in the points details: AI annotation, in this project.
  await page.goto('/order/points');
  const use = page
    .getByRole('row')
    .filter({ hasText: en('billing.points.functions.aiAnnotation') });
  await expect(use).toContainText('AI Petstore');
  await expect(use).toContainText(
    en('billing.points.minus', { amount: String(FAKE_MODEL_POINTS_PER_CALL) }),
  );
});

const NOTES = `# Pet store notes

Our team agreed on these routes last week.

- GET /pets/{petId} answers one pet by its id.
- POST /pets adds a pet; send it as JSON.
`;

test('import a Markdown description of an API with AI parsing: endpoints in the preview beside their sentences, written on commit', async ({
  page,
}) => {
  const request = page.context().request;
  const projectId = await personWithProject(request, 'AI Notes');
  await buyThroughApi(request, { type: 'points', package: 'basic', teamId: null });
  await page.goto(`/project/${projectId}`);
  await expect(page.getByTestId('design-workspace')).toBeVisible();

  const dialog = page.getByTestId('import-dialog');
  await clickUntilShown(page.getByTestId('design-import'), dialog);
  await page.getByTestId('import-ai-tab').click();
  await page.getByTestId('import-ai-text').fill(NOTES);
  await page.getByTestId('import-ai-start').click();

  // The model's reading goes through the import preview like any import, each part beside the
  // sentence it came from; nothing is written yet.
  await expect(page.getByTestId('import-preview')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('import-summary-add')).toContainText('2');
  const quotes = page.getByTestId('import-entry-quote');
  await expect(
    quotes.filter({ hasText: 'GET /pets/{petId} answers one pet by its id.' }),
  ).toBeVisible();
  await expect(quotes.filter({ hasText: 'POST /pets adds a pet; send it as JSON.' })).toBeVisible();
  await page.getByTestId('import-commit').click();
  await expect(page.getByTestId('import-done')).toBeVisible();
  await expect(page.getByTestId('import-result-created')).toContainText('2');
  await page.getByTestId('import-close').click();
  await expect(tree(page).getByText('POST /pets', { exact: true })).toBeVisible();

  // Charged as an AI parsing import.
  await page.goto('/order/points');
  const use = page.getByRole('row').filter({ hasText: en('billing.points.functions.aiImport') });
  await expect(use).toContainText('AI Notes');
});

test('generate test cases for an endpoint with AI, accept them, and open the scenario they became', async ({
  page,
}) => {
  const request = page.context().request;
  const projectId = await personWithProject(request, 'AI Tests');
  await buyThroughApi(request, { type: 'points', package: 'basic', teamId: null });
  const endpoint = await createItemThroughApi(request, projectId, {
    kind: 'endpoint',
    parentId: null,
    name: 'Find a pet',
    data: { method: 'get', path: '/pets/{petId}' },
  });
  await page.goto(`/project/${projectId}`);
  await expect(tree(page).getByText('Find a pet')).toBeVisible();

  // From the endpoint's menu in the tree.
  const dialog = page.getByTestId('ai-tests-dialog');
  await expect(async () => {
    await page.getByTestId(`design-node-${endpoint.id}`).hover();
    await page
      .getByRole('button', { name: en('design.tree.moreFor', { name: 'Find a pet' }) })
      .click();
    await page
      .locator('.ant-dropdown:visible')
      .getByTestId('design-menu-generate-tests')
      .click({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await dialog.getByTestId('ai-tests-start').click();

  // The drafts: a positive case and a security case, with their assertions; all accepted.
  const review = dialog.getByTestId('ai-tests-review');
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(review).toContainText('Answers with success');
  await expect(review).toContainText('Refuses a request without credentials');
  await expect(review).toContainText(en('ai.tests.case.omitAuth'));
  await review.getByTestId('ai-tests-accept-all').click();
  const link = dialog.getByTestId('ai-tests-scenario-link');
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();

  // The scenario they became, one request step a case.
  await expect(page).toHaveURL(/\/tests/);
  await expect(page.getByText('AI tests: Find a pet').first()).toBeVisible();
  await expect(page.getByText('Refuses a request without credentials').first()).toBeVisible();
});

test("a team brings its own model: set and checked in the team's settings, then AI annotation runs on it and spends no points", async ({
  page,
}) => {
  const request = page.context().request;
  // No points bought: the team's own model needs none.
  const projectId = await personWithProject(request, 'Own Model');
  const teamId = ((await (await request.get('/api/v1/personal-space')).json()) as { id: string })
    .id;
  await createItemThroughApi(request, projectId, {
    kind: 'endpoint',
    parentId: null,
    name: 'Find a pet',
    data: { method: 'get', path: '/pets/{petId}' },
  });

  await page.goto(`/manage/team/${teamId}/project/${projectId}/team-setting`);
  const section = page.getByTestId('ai-team-model');
  await expect(section).toBeVisible();
  await section
    .getByTestId('ai-team-model-base-url')
    .fill(`http://127.0.0.1:${FAKE_MODEL_PORT}/v1`);
  await section.getByTestId('ai-team-model-name').fill('team-model');
  await section.getByTestId('ai-team-model-key').fill('sk-own-team-key-9c41');
  await section.getByTestId('ai-team-model-check').click();
  await expect(section.getByTestId('ai-team-model-check-result')).toBeVisible();
  await section.getByTestId('ai-team-model-save').click();
  // Saved: the key is never shown again, only its last four characters.
  await expect(section.getByTestId('ai-team-model-status')).toContainText(en('ai.teamModel.inUse'));
  const key = section.getByTestId('ai-team-model-key');
  await expect(key).toHaveValue('');
  await expect(key).toHaveAttribute('placeholder', /9c41/);
  await expect(section).not.toContainText('sk-own-team-key');

  // The annotation dialog says the team's model runs it for no points, and starts with none.
  await page.goto(`/project/${projectId}`);
  await expect(tree(page).getByText('Find a pet')).toBeVisible();
  const dialog = page.getByTestId('ai-annotate-dialog');
  await chooseMoreAction(page, 'design-annotate', dialog);
  await expect(dialog.getByTestId('ai-team-model-note')).toBeVisible();
  await dialog.getByTestId('ai-annotate-start').click();
  await expect(dialog.getByTestId('ai-run-status')).toContainText(en('ai.run.statuses.done'), {
    timeout: 30_000,
  });

  // Nothing was charged.
  const entries = await request.get('/api/v1/points/entries?size=50');
  const { items } = (await entries.json()) as { items: { entry: string }[] };
  expect(items.filter((entry) => entry.entry === 'consumption')).toEqual([]);
});
