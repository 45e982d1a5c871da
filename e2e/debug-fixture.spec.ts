import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FIXTURES, personWithProject, shown, tree } from './support/design.js';
import { chooseOption, fillCode } from './support/debug.js';
import { clickUntilShown, closeDialog } from './support/dialogs.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');
const MUSEUM = path.join(FIXTURES, 'openapi/redocly-museum-3.1.yaml');
const USER = 'curator';
const PASSWORD = 'museum-secret-7c2e';
const BASIC = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;

test.use({ storageState: SIGNED_OUT });
test.setTimeout(180_000);

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * The museum API the fixture describes, served on 127.0.0.1: it wants the basic credentials the
 * fixture's security scheme names, answers the hours as the design says, and gets one field of a
 * special event wrong (a price as text), as a server under development does.
 */
async function startMuseum() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
    });
    request.resume();
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== BASIC) {
      answer(401, { type: 'object', title: 'Unauthorized' });
    } else if (request.url?.startsWith('/museum-hours')) {
      answer(200, [
        { date: '2024-12-31', timeOpen: '09:00', timeClose: '18:00' },
        { date: '2025-01-01', timeOpen: '10:00', timeClose: '16:00' },
      ]);
    } else if (request.url?.startsWith('/special-events/')) {
      answer(200, {
        eventId: request.url.split('/')[2],
        name: 'Mermaid Treasure Identification and Analysis',
        location: 'Under the seaaa',
        eventDescription: 'Join us as we review and classify a rare collection.',
        dates: ['2024-12-29'],
        price: 'thirty',
      });
    } else {
      answer(404, { type: 'object', title: 'Not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, received, url: `http://127.0.0.1:${port}` };
}

/** Opens an endpoint found by its name in the tree, in its Run view. */
async function runEndpoint(page: Page, name: string) {
  await page.getByLabel(en('design.tree.search')).fill(name);
  await tree(page).getByText(name, { exact: true }).click();
  // The endpoint's own tab, not the one open before it.
  const panel = page.getByRole('tabpanel', { name: new RegExp(`${name}$`) });
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  await panel.getByTestId('debug-mode-switch').getByText(en('debug.panel.run')).click();
  await expect(panel.getByTestId('debug-panel')).toBeVisible();
}

test('debug an imported description against a local server: environment with a secret, inherited basic auth, scripts, schema checks', async ({
  page,
}) => {
  test.skip(!fs.existsSync(MUSEUM), `fixtures not found at ${FIXTURES}`);
  const museum = await startMuseum();
  try {
    const projectId = await personWithProject(page.context().request, 'Museum');
    await page.goto(`/project/${projectId}`);
    await expect(page.getByTestId('design-workspace')).toBeVisible();

    // The fixture, imported as a person does: upload, preview, import.
    const dialog = page.getByTestId('import-dialog');
    await clickUntilShown(page.getByTestId('design-import'), dialog);
    await dialog.getByTestId('import-file').locator('input[type=file]').setInputFiles(MUSEUM);
    await dialog.getByTestId('import-next').click();
    await expect(dialog.getByTestId('import-preview')).toBeVisible({ timeout: 60_000 });
    await dialog.getByTestId('import-commit').click();
    await expect(dialog.getByTestId('import-done')).toBeVisible({ timeout: 60_000 });
    await dialog.getByTestId('import-close').click();

    // The hours endpoint's Run view: filled in from the design, auth inherited from it.
    await runEndpoint(page, 'Get museum hours');
    await expect(shown(page, 'debug-url')).toHaveValue('/museum-hours');
    await shown(page, 'debug-tab-auth').click();
    await expect(shown(page, 'debug-auth-type')).toContainText(
      en('debug.request.auth.types.inherit'),
    );

    // An environment made in the drawer: the local server, the scheme's credentials, one secret.
    await shown(page, 'debug-env-picker-manage').click();
    const drawer = shown(page, 'debug-env-drawer');
    await drawer.getByTestId('debug-env-add').click();
    const form = drawer.getByTestId('debug-env-form');
    await form.getByLabel('Environment name').fill('Local museum');
    await form.getByLabel('Base URL').fill(museum.url);
    const variables: [string, string, boolean][] = [
      ['MuseumPlaceholderAuth.username', USER, false],
      ['MuseumPlaceholderAuth.password', PASSWORD, true],
    ];
    for (const [index, [name, value, secret]] of variables.entries()) {
      await form.getByTestId('debug-env-add-variable').click();
      await form.getByLabel(`Variable ${index + 1} name`, { exact: true }).fill(name);
      if (secret) await form.getByLabel(`Variable ${index + 1} secret`, { exact: true }).check();
      await form.getByLabel(`Variable ${index + 1} value`, { exact: true }).fill(value);
    }
    await form.getByTestId('debug-env-save').click();
    await expect(page.getByText(en('success.create'))).toBeVisible();
    // Saved: the secret is kept on the server and shown only as a mask.
    await expect(form.getByLabel('Variable 2 value', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Variable 2 value', { exact: true })).toHaveAttribute(
      'placeholder',
      '••••••',
    );
    await closeDialog(page.getByRole('dialog').filter({ has: drawer }));
    await expect(shown(page, 'debug-env-picker-manage')).toBeFocused();
    await chooseOption(page, shown(page, 'debug-env-picker-select'), 'Local museum');
    await expect(shown(page, 'debug-env-picker-base-url')).toContainText(museum.url);

    // A post-response script tests the answer and keeps a value for the next request.
    await shown(page, 'debug-tab-postResponseScript').click();
    await fillCode(
      page,
      'debug-post-response-script',
      [
        "pm.test('opens at nine on the first day', () => {",
        '  pm.expect(pm.response.code).to.eql(200);',
        "  pm.expect(pm.response.json()[0].timeOpen).to.eql('09:00');",
        '});',
        "pm.environment.set('firstDay', pm.response.json()[0].date);",
        "console.log('days', pm.response.json().length);",
      ].join('\n'),
    );
    await shown(page, 'debug-send').click();
    await expect(shown(page, 'debug-response-status')).toHaveText('200 OK');
    expect(museum.received.at(-1)!.headers.authorization).toBe(BASIC);
    await shown(page, 'debug-response-tab-tests').click();
    await expect(shown(page, 'debug-response-tests-summary')).toHaveText(
      en('debug.response.tests.summary', { passed: '1', failed: '0', total: '1' }),
    );
    await shown(page, 'debug-response-tab-console').click();
    await expect(shown(page, 'debug-response-console')).toContainText('days 2');
    await shown(page, 'debug-response-tab-check').click();
    await expect(shown(page, 'debug-response-check')).toHaveAttribute('data-result', 'match');
    // The Sent tab masks the secret password inside the basic credentials.
    await shown(page, 'debug-response-tab-sent').click();
    await expect(shown(page, 'debug-response-sent')).toContainText('Basic ••••••');
    await expect(shown(page, 'debug-response-sent')).not.toContainText(BASIC);

    // Another endpoint: a pre-request script uses what the first run kept; the answer's wrong
    // price is reported with its place in the body.
    await runEndpoint(page, 'Get special event');
    await expect(shown(page, 'debug-url')).toHaveValue('/special-events/{eventId}');
    await shown(page, 'debug-tab-preRequestScript').click();
    await fillCode(
      page,
      'debug-pre-request-script',
      "pm.request.headers.add({ key: 'X-First-Day', value: pm.environment.get('firstDay') });",
    );
    await shown(page, 'debug-send').click();
    await expect(shown(page, 'debug-response-status')).toHaveText('200 OK');
    const got = museum.received.at(-1)!;
    expect(got.url).toMatch(/^\/special-events\/[^/{}]+$/);
    expect(got.headers['x-first-day']).toBe('2024-12-31');
    expect(got.headers.authorization).toBe(BASIC);
    await shown(page, 'debug-response-tab-check').click();
    const check = shown(page, 'debug-response-check');
    await expect(check).toHaveAttribute('data-result', 'mismatch');
    await expect(check).toContainText('/price');

    // Kept as a case of the endpoint, shared with the project.
    await shown(page, 'debug-cases-save-as').click();
    const nameDialog = shown(page, 'debug-cases-name-dialog');
    await nameDialog.getByLabel(en('debug.cases.name')).fill('Price as text');
    // The Save button sits in the dialog's footer, outside the form.
    await page
      .getByRole('dialog')
      .filter({ has: nameDialog })
      .getByTestId('debug-cases-name-submit')
      .click();
    await expect(shown(page, 'debug-cases-picker')).toContainText('Price as text');

    // Without the environment the credentials are unknown variables: named in the response
    // area, and sent as written (as Postman does), which the server refuses.
    await chooseOption(page, shown(page, 'debug-env-picker-select'), en('debug.env.picker.none'));
    await shown(page, 'debug-url').fill(`${museum.url}/museum-hours`);
    await shown(page, 'debug-send').click();
    await expect(shown(page, 'debug-response-unknown-variables')).toContainText(
      'MuseumPlaceholderAuth.username',
    );
    await expect(shown(page, 'debug-response-status')).toHaveText('401 Unauthorized');

    // The history of this endpoint: both sends, newest first; the older one loads back whole.
    await shown(page, 'debug-history-open').click();
    const history = shown(page, 'debug-history-drawer');
    const rows = history.locator('[data-testid^="debug-history-row-"]');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('401');
    await expect(rows.nth(1)).toContainText('200');
    await rows.nth(1).click();
    await expect(history).toBeHidden();
    await expect(shown(page, 'debug-url')).toHaveValue('/special-events/{eventId}');
  } finally {
    await new Promise<void>((resolve) => museum.server.close(() => resolve()));
  }
});
