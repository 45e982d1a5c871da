import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FIXTURES, personWithProject, shown, tree } from './support/design.js';
import { chooseOption, fillCode } from './support/debug.js';
import { clickUntilShown } from './support/dialogs.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');
const PETSTORE = path.join(FIXTURES, 'oai-examples/v3.0/petstore.yaml');
/** The server the Petstore description declares. */
const PETSTORE_SERVER = 'http://petstore.swagger.io/v1';
const HAS_CURL = fs.existsSync('/usr/bin/curl');

test.use({ storageState: SIGNED_OUT });
// The screens taken on request (HERON_SHOTS_DIR) need four more visits of the Run view.
test.setTimeout(process.env.HERON_SHOTS_DIR ? 420_000 : 180_000);

interface Answer {
  status: number;
  body: string;
}

/**
 * Calls the mock as a person at a terminal does: with curl when the machine has it, otherwise
 * with fetch (the same request either way).
 */
async function curl(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const method = options.method ?? 'GET';
  const headers = options.headers ?? {};
  if (!HAS_CURL) {
    const response = await fetch(url, { method, headers });
    return { status: response.status, body: await response.text() };
  }
  const args = ['-s', '-X', method, '-w', '\n%{http_code}', url];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = execFileSync('curl', args, { encoding: 'utf8' });
  const cut = out.lastIndexOf('\n');
  return { status: Number(out.slice(cut + 1)), body: out.slice(0, cut) };
}

/** Opens an endpoint found by its name in the tree, in the given mode of its switch. */
async function openEndpoint(page: Page, name: string, t = en) {
  await page.getByLabel(t('design.tree.search')).fill(name);
  await tree(page).getByText(name, { exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: new RegExp(`${name}$`) });
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  return panel;
}

test('import a description and use its mock from curl, the panel, expectations and the debugger', async ({
  page,
}) => {
  test.skip(!fs.existsSync(PETSTORE), `fixtures not found at ${FIXTURES}`);
  const projectId = await personWithProject(page.context().request, 'Pet mock');
  await page.goto(`/project/${projectId}`);
  await expect(page.getByTestId('design-workspace')).toBeVisible();

  const dialog = page.getByTestId('import-dialog');
  await clickUntilShown(page.getByTestId('design-import'), dialog);
  await dialog.getByTestId('import-file').locator('input[type=file]').setInputFiles(PETSTORE);
  await dialog.getByTestId('import-next').click();
  await expect(dialog.getByTestId('import-preview')).toBeVisible({ timeout: 60_000 });
  await dialog.getByTestId('import-commit').click();
  await expect(dialog.getByTestId('import-done')).toBeVisible({ timeout: 60_000 });
  await dialog.getByTestId('import-close').click();

  // The workspace's Mock section: the address and the token to copy; the mock is private.
  const panel = page.getByTestId('mock-panel');
  await clickUntilShown(page.getByTestId('workspace-section-mock'), panel);
  const baseUrl = (await panel.getByTestId('mock-base-url').textContent())!;
  expect(baseUrl).toMatch(new RegExp(`/mock/${projectId}$`));
  const token = (await panel.getByTestId('mock-token').textContent())!;
  await expect(panel.getByTestId('mock-curl')).toContainText(`X-Mock-Token: ${token}`);

  // From curl, within seconds of the import: realistic pets from the schema.
  const pets = await curl(`${baseUrl}/pets`, { headers: { 'X-Mock-Token': token } });
  expect(pets.status, pets.body).toBe(200);
  const list = JSON.parse(pets.body) as { id: number; name: string }[];
  expect(Array.isArray(list)).toBe(true);
  for (const pet of list) {
    expect(Number.isInteger(pet.id)).toBe(true);
    expect(typeof pet.name).toBe('string');
  }
  expect((await curl(`${baseUrl}/pets`)).status).toBe(401);
  const missing = await curl(`${baseUrl}/pets/1?__code=404&__token=${token}`);
  expect(missing.status).toBe(404);

  // Request validation on: a limit that is not a number is a 400 naming it.
  await panel.getByTestId('mock-validate-switch').click();
  await panel.getByTestId('mock-save').click();
  await expect(page.getByText(en('success.settings')).first()).toBeVisible();
  const invalid = await curl(`${baseUrl}/pets?limit=many`, { headers: { 'X-Mock-Token': token } });
  expect(invalid.status, invalid.body).toBe(400);
  expect(JSON.parse(invalid.body)).toMatchObject({ errors: [{ in: 'query', name: 'limit' }] });

  // The live log shows what curl asked and what answered.
  const log = panel.getByTestId('mock-log-table');
  await expect(log).toContainText('/pets?limit=many');
  await expect(log).toContainText(en('mock.rule.validation'));
  await expect(log).toContainText(en('mock.rule.unauthorized'));

  // Offered as an environment for the debugger.
  await panel.getByTestId('mock-add-environment').click();
  await expect(page.getByText(en('mock.actions.environmentReady', { name: 'Mock' }))).toBeVisible();
  await clickUntilShown(page.getByTestId('workspace-section-apis'), tree(page));

  // An expectation on "List all pets": ?limit=1 answers one named pet.
  const endpoint = await openEndpoint(page, 'List all pets');
  await endpoint.getByTestId('debug-mode-switch').getByTestId('mock-mode').click();
  const pane = endpoint.getByTestId('mock-endpoint-pane');
  await expect(pane.getByTestId('mock-endpoint-url')).toContainText(`${baseUrl}/pets`);
  await pane.getByTestId('mock-add-expectation').click();
  await pane.getByLabel('Expectation 1 name', { exact: true }).fill('Only one');
  await pane.locator('[data-testid^="mock-add-condition-"]').first().click();
  await pane.getByLabel('Condition 1 name', { exact: true }).fill('limit');
  await pane.getByLabel('Condition 1 value', { exact: true }).fill('1');
  await fillCode(
    page,
    (await bodyTestId(pane))!,
    '[{"id": 1, "name": "Only {{request.query.limit}}"}]',
  );
  await pane.getByTestId('mock-endpoint-save').click();
  await expect(page.getByText(en('success.edit')).first()).toBeVisible();
  const one = await curl(`${baseUrl}/pets?limit=1`, { headers: { 'X-Mock-Token': token } });
  expect(one.status, one.body).toBe(200);
  expect(JSON.parse(one.body)).toEqual([{ id: 1, name: 'Only 1' }]);

  // A regular expression that does not compile is refused at its field; nothing is saved.
  await pane.getByTestId('mock-add-expectation').click();
  await pane.locator('[data-testid^="mock-add-condition-"]').nth(1).click();
  await chooseOption(
    page,
    pane.getByLabel('Condition 1 comparison', { exact: true }).nth(1),
    en('mock.operator.regex'),
  );
  await pane.getByLabel('Condition 1 value', { exact: true }).nth(1).fill('([a-z');
  await pane.getByTestId('mock-endpoint-save').click();
  await expect(pane.getByText(en('mock.errors.regex'))).toBeVisible();
  await pane.locator('[data-testid^="mock-remove-"]').nth(1).click();

  // Run with "No environment" (issue 21): the path goes to the design's server, and the run
  // view says so before anything is sent.
  await endpoint.getByTestId('debug-mode-switch').getByText(en('debug.panel.run')).click();
  await expect(endpoint.getByTestId('debug-panel')).toBeVisible();
  await expect(shown(page, 'debug-base-url')).toHaveText(
    en('debug.baseUrl.fromServer', { url: PETSTORE_SERVER }),
  );
  await expect(shown(page, 'debug-base-url-missing')).toHaveCount(0);

  // From the debugger, through the "Mock" environment: the server adds the token.
  await chooseOption(page, shown(page, 'debug-env-picker-select'), 'Mock');
  await expect(shown(page, 'debug-base-url')).toHaveCount(0);
  // The design's optional `limit` comes in switched off; typing a value switches it on.
  await shown(page, 'debug-tab-params').click();
  await shown(page, 'debug-rows-query').getByLabel('Value, row 1', { exact: true }).fill('1');
  await shown(page, 'debug-send').click();
  await expect(shown(page, 'debug-response-status')).toHaveText('200 OK');
  await expect(shown(page, 'debug-response-body')).toContainText('Only 1');
  await shown(page, 'debug-response-tab-sent').click();
  await expect(shown(page, 'debug-response-sent')).toContainText(baseUrl);
  await expect(shown(page, 'debug-response-sent')).not.toContainText(token);

  // Its cURL carries the mock's token (issue 21): a placeholder until "Show secrets", then the
  // token itself, and the snippet pasted into a shell is let in.
  await shown(page, 'debug-code').click();
  const code = page.getByTestId('debug-code-text');
  // cURL is the first target of a browser that never picked one.
  await expect(code).toContainText(/^curl /);
  await expect(code).toContainText("--header 'X-Mock-Token: <mock-token>'");
  await expect(code).not.toContainText(token);
  await page.getByTestId('debug-code-reveal').click();
  await expect(code).toContainText(`--header 'X-Mock-Token: ${token}'`);
  await expect(code).toContainText(`${baseUrl}/pets?limit=1`);
  if (HAS_CURL) {
    const snippet = (await code.textContent())!.trimEnd();
    const status = execFileSync('sh', ['-c', `${snippet} -s -o /dev/null -w '%{http_code}'`], {
      encoding: 'utf8',
    });
    expect(status).toBe('200');
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('debug-code-dialog')).toBeHidden();

  // Stateful mode: a created pet is kept until the panel's reset.
  await clickUntilShown(page.getByTestId('workspace-section-mock'), panel);
  await panel.getByTestId('mock-stateful-switch').click();
  await panel.getByTestId('mock-save').click();
  await expect(page.getByText(en('success.settings')).first()).toBeVisible();
  const created = await curl(`${baseUrl}/pets`, {
    method: 'POST',
    headers: { 'X-Mock-Token': token },
  });
  expect(created.status, created.body).toBe(201);
  const items = JSON.parse(
    (await curl(`${baseUrl}/pets`, { headers: { 'X-Mock-Token': token } })).body,
  ) as { id: number }[];
  const newest = items.at(-1)!;
  const kept = await curl(`${baseUrl}/pets/${newest.id}`, { headers: { 'X-Mock-Token': token } });
  expect(kept.status).toBe(200);
  await panel.getByTestId('mock-reset').click();
  await page.getByTestId('mock-reset-ok').click();
  await expect(page.getByText(en('mock.actions.resetDone'))).toBeVisible();
  const afterReset = JSON.parse(
    (await curl(`${baseUrl}/pets`, { headers: { 'X-Mock-Token': token } })).body,
  ) as { id: number }[];
  expect(afterReset.length).toBeLessThan(items.length);

  // Screens to look at, when asked for (HERON_SHOTS_DIR): the Run view with no environment and
  // the code of a private mock's request, in English and Chinese, 1280 and 1920 wide.
  const shots = process.env.HERON_SHOTS_DIR;
  if (shots) await shootRunViews(page, projectId, shots);
});

async function shootRunViews(page: Page, projectId: string, dir: string) {
  for (const language of ['en', 'zh-CN'] as const) {
    const t = translator(language);
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/project/${projectId}?lang=${language}`);
      const endpoint = await openEndpoint(page, 'List all pets', t);
      await endpoint.getByTestId('debug-mode-switch').getByText(t('debug.panel.run')).click();
      await chooseOption(page, shown(page, 'debug-env-picker-select'), t('debug.env.picker.none'));
      await expect(shown(page, 'debug-base-url')).toBeVisible();
      await page.screenshot({ path: `${dir}/run-no-environment-${language}-${width}.png` });
      await chooseOption(page, shown(page, 'debug-env-picker-select'), 'Mock');
      await shown(page, 'debug-code').click();
      await expect(page.getByTestId('debug-code-text')).toContainText('<mock-token>');
      await page.screenshot({ path: `${dir}/code-private-mock-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('debug-code-dialog')).toBeHidden();
    }
  }
}

/** The test id of the first expectation's body editor (ids are made in the browser). */
async function bodyTestId(pane: ReturnType<Page['getByTestId']>) {
  return pane
    .locator('[data-testid^="mock-expectation-body-"]')
    .first()
    .getAttribute('data-testid');
}
