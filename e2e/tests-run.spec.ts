import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { personWithProject } from './support/design.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');

test.use({ storageState: SIGNED_OUT });
test.setTimeout(120_000);

/**
 * A server on 127.0.0.1 with one pet: `GET /pet` answers it, `GET /pet/7` too; it lists what it
 * was asked. `delayMs` holds each answer, as a real service takes its time.
 */
async function startPetServer(delayMs = 0) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: 7, name: 'Rex' }));
    }, delayMs);
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

test('a performance run: three users for three seconds against a local server, figures and charts as it goes, then each step', async ({
  page,
}) => {
  // 25 ms an answer: three users send a few hundred requests, inside Starter's 2,000.
  const pets = await startPetServer(25);
  try {
    const request = page.context().request;
    const projectId = await personWithProject(request, 'Load Journey');
    const created = await request.post(`/api/v1/projects/${projectId}/test-scenarios`, {
      data: {
        name: 'Browse pets',
        steps: [
          {
            id: 'list',
            type: 'request',
            name: 'List pets',
            request: { method: 'GET', url: `${pets.url}/pet` },
          },
        ],
      },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/project/${projectId}/tests?lang=en`);
    await page.getByText('Browse pets').click();
    const editor = page.getByTestId('tests-editor');
    await editor.getByTestId('tests-view-performance').click();
    const pane = page.getByTestId('tests-performance');
    await expect(pane.getByTestId('tests-no-load-run')).toBeVisible();

    await pane.getByLabel(en('tests.performance.settings.virtualUsers')).fill('3');
    await pane.getByLabel(en('tests.performance.settings.durationSeconds')).fill('3');
    await pane.getByTestId('tests-load-start').click();

    const run = pane.getByTestId('tests-load-run-view');
    // Live: the seconds arrive while it runs (the bars of the requests chart).
    await expect(run.getByTestId('tests-load-run-status')).toHaveAttribute(
      'data-status',
      'running',
    );
    await expect(
      run.getByTestId('tests-load-requests-chart').locator('rect').first(),
    ).toBeVisible();
    await expect(run.getByTestId('tests-load-run-status')).toHaveAttribute(
      'data-status',
      'passed',
      {
        timeout: 30_000,
      },
    );
    await expect(run.getByTestId('tests-load-figure-p95')).toContainText('ms');
    await expect(run.getByTestId('tests-load-figure-errors')).toContainText('0');
    await expect(run.getByTestId('tests-load-steps')).toContainText('List pets');
    // Every request counted reached the pet server; each user's last one, cut off when the time
    // was up, reached it too but is not counted.
    const requests = Number(
      (await run.getByTestId('tests-load-figure-requests').innerText()).replace(/\D/g, ''),
    );
    expect(requests).toBeGreaterThan(3);
    expect(pets.asked.length - requests).toBeGreaterThanOrEqual(0);
    expect(pets.asked.length - requests).toBeLessThanOrEqual(3);
  } finally {
    pets.server.close();
  }
});
