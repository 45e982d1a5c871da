import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { personWithProject } from './support/design.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');

test.use({ storageState: SIGNED_OUT });
test.setTimeout(120_000);

/** A server on 127.0.0.1 with one pet: `GET /pet` answers it, `GET /pet/7` too; it lists what it was asked. */
async function startPetServer() {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: 7, name: 'Rex' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, asked, url: `http://127.0.0.1:${port}` };
}

async function addStep(page: Page, choice: string) {
  await page.getByTestId('tests-add-step').click();
  await page.getByRole('menuitem', { name: choice }).last().click();
}

test('build a scenario with an extraction, an assertion and a condition, run it, watch it pass, find it in the history and download its JUnit report', async ({
  page,
}) => {
  const pets = await startPetServer();
  try {
    const projectId = await personWithProject(page.context().request, 'Tests Journey');
    await page.goto(`/project/${projectId}/tests?lang=en`);

    // A new scenario.
    await page.getByTestId('tests-new-scenario').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en('tests.list.name')).fill('Adopt a pet');
    await dialog.getByRole('button', { name: en('tests.list.create') }).click();
    const editor = page.getByTestId('tests-editor');
    await expect(editor.getByTestId('tests-name')).toHaveValue('Adopt a pet');

    // A request that checks the status and takes the pet's id.
    await addStep(page, en('tests.steps.add.custom'));
    const detail = page.getByTestId('tests-step-detail');
    await detail.getByLabel(en('tests.request.url'), { exact: true }).fill(`${pets.url}/pet`);
    await detail.getByTestId('tests-add-assertion').click();
    await detail.getByTestId('tests-add-extraction').click();
    await detail.getByLabel(en('tests.extractions.variableOf', { n: '1' })).fill('petId');
    await detail.getByLabel(en('tests.extractions.pathOf', { n: '1' })).fill('$.id');

    // If the id is 7, a second request with it.
    await addStep(page, en('tests.steps.kinds.if'));
    await detail.getByLabel(en('tests.flow.left'), { exact: true }).fill('{{petId}}');
    await detail.getByLabel(en('tests.flow.right'), { exact: true }).fill('7');
    await addStep(page, en('tests.steps.add.custom'));
    await detail
      .getByLabel(en('tests.request.url'), { exact: true })
      .fill(`${pets.url}/pet/{{petId}}`);

    // Run: the changes are saved first.
    await editor.getByTestId('tests-run').click();
    const confirm = page.getByRole('dialog').filter({ hasText: en('tests.run.unsavedTitle') });
    await confirm.getByRole('button', { name: en('tests.run.saveAndRun') }).click();

    const run = page.getByTestId('tests-run-view');
    await expect(run.getByTestId('tests-run-status')).toHaveAttribute('data-status', 'passed');
    // The two requests; the condition that held is no step of the report, the step under it
    // names it in its path.
    const rows = run.getByTestId('tests-step-results').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`GET${pets.url}/pet/7`);
    await expect(run.getByTestId('tests-total-requests')).toContainText('2');
    await expect(run.getByTestId('tests-total-passed')).toContainText('1');
    await expect(run.getByTestId('tests-total-failed')).toContainText('0');
    expect(pets.asked).toEqual(['GET /pet', 'GET /pet/7']);

    // The first step's detail: the assertion and the value taken.
    await run.getByTestId('tests-step-result-0').click();
    await expect(run.getByText('petId = 7')).toBeVisible();

    // In the history, with its chart.
    await editor.getByTestId('tests-view-history').click();
    const history = page.getByTestId('tests-history');
    await expect(history.getByRole('button', { name: /Open the run of/ })).toHaveCount(1);
    await expect(history.getByRole('button', { name: /Open the run of/ })).toContainText(
      en('tests.runStatus.passed'),
    );
    await expect(history.getByTestId('tests-duration-chart').locator('rect')).toHaveCount(1);

    // Its JUnit report, opened from the history.
    await history.getByRole('button', { name: /Open the run of/ }).click();
    await run.getByTestId('tests-download-report').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('tests-report-junit').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Adopt a pet-.*\.junit\.xml$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const junit = Buffer.concat(chunks).toString('utf8');
    expect(junit).toContain('<testsuites');
    expect(junit).toContain('failures="0"');
  } finally {
    pets.server.close();
  }
});
