import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createItemThroughApi, personWithProject, shown } from './support/design.js';
import { chooseOption, fillCode } from './support/debug.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');

test.use({ storageState: SIGNED_OUT });
test.setTimeout(120_000);

/** What the echo server was sent. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A server on 127.0.0.1 that answers every request with what it received, as JSON. */
async function startEchoServer() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const echo: Received = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(echo);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(echo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, received, url: `http://127.0.0.1:${port}` };
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const SECRET_TOKEN = 'e2e-secret-token-4f9a';

test('run an endpoint against a local server: environment, secret bearer token, query, JSON body, tests, schema check; then a refused connection', async ({
  page,
}) => {
  const echo = await startEchoServer();
  try {
    const request = page.context().request;
    const projectId = await personWithProject(request, 'Debug Journey');
    const endpoint = await createItemThroughApi(request, projectId, {
      kind: 'endpoint',
      parentId: null,
      name: 'Echo a pet',
      data: {
        method: 'post',
        path: '/echo/{id}',
        parameters: [{ name: 'id', in: 'path', required: true, example: 42 }],
        requestBody: {
          content: [{ contentType: 'application/json', example: { name: 'Rex' } }],
        },
        responses: [
          {
            status: '200',
            description: 'What the server received',
            content: [
              {
                contentType: 'application/json',
                schema: {
                  type: 'object',
                  required: ['method', 'url', 'headers', 'body'],
                  properties: {
                    method: { type: 'string' },
                    url: { type: 'string' },
                    headers: { type: 'object' },
                    body: { type: 'string' },
                  },
                },
              },
            ],
          },
        ],
      },
    });
    const environment = await request.post(`/api/v1/projects/${projectId}/environments`, {
      data: {
        name: 'Local echo',
        baseUrl: echo.url,
        variables: [{ name: 'token', value: SECRET_TOKEN, secret: true }],
      },
    });
    expect(environment.status(), await environment.text()).toBe(201);

    // The endpoint's Run view starts from its design: method, path, path parameter example.
    await page.goto(`/project/${projectId}?item=${endpoint.id}`);
    await shown(page, 'debug-mode-switch').getByText(en('debug.panel.run')).click();
    await expect(shown(page, 'debug-panel')).toBeVisible();
    await expect(shown(page, 'debug-url')).toHaveValue('/echo/{id}');

    await chooseOption(page, shown(page, 'debug-env-picker-select'), 'Local echo');
    await expect(shown(page, 'debug-env-picker-base-url')).toContainText(echo.url);

    // Bearer auth from the secret variable: known to the browser, its value never shown.
    await shown(page, 'debug-tab-auth').click();
    await chooseOption(page, shown(page, 'debug-auth-type'), en('debug.request.auth.types.bearer'));
    await shown(page, 'debug-auth-token').fill('{{token}}');
    await expect(shown(page, 'debug-auth-token')).not.toHaveAttribute('data-unknown-variables');

    await shown(page, 'debug-tab-params').click();
    const query = shown(page, 'debug-rows-query');
    await query.getByRole('button', { name: en('debug.request.rows.add') }).click();
    await query.getByLabel('Name, row 1', { exact: true }).fill('page');
    await query.getByLabel('Value, row 1', { exact: true }).fill('2');

    await shown(page, 'debug-tab-body').click();
    await fillCode(page, 'debug-body-text', '{"name":"Rex","tags":["good"]}');

    await shown(page, 'debug-tab-postResponseScript').click();
    // A second request from the script, sent by the server like the first (pm.sendRequest).
    await fillCode(
      page,
      'debug-post-response-script',
      "pm.test('echoes the method', () => pm.expect(pm.response.json().method).to.eql('POST'));\n" +
        `pm.sendRequest('${echo.url}/side?from=script', (err, res) => pm.test('the script’s request answered', () => pm.expect(res.json().url).to.eql('/side?from=script')));`,
    );

    await shown(page, 'debug-send').click();

    await expect(shown(page, 'debug-response-status')).toHaveText('200 OK');
    await expect(shown(page, 'debug-response-time')).toHaveText(/\d ms$/);
    // Pretty-printed: the echoed object opens on a line of its own, one member per line.
    const body = shown(page, 'debug-response-body-code');
    await expect(body.locator('.cm-line').first()).toHaveText('{');
    await expect(body.locator('.cm-line').nth(1)).toHaveText('  "method": "POST",');

    // The server really got the secret, the query and the body; then the script's request.
    expect(echo.received.map((r) => r.url)).toEqual(['/echo/42?page=2', '/side?from=script']);
    const [got] = echo.received;
    expect(got!.headers.authorization).toBe(`Bearer ${SECRET_TOKEN}`);
    expect(got!.url).toBe('/echo/42?page=2');
    expect(JSON.parse(got!.body)).toEqual({ name: 'Rex', tags: ['good'] });

    // The Sent tab shows the token masked, never its value.
    await shown(page, 'debug-response-tab-sent').click();
    const sent = shown(page, 'debug-response-sent');
    await expect(sent).toContainText('Bearer ••••••');
    await expect(sent).not.toContainText(SECRET_TOKEN);

    await shown(page, 'debug-response-tab-tests').click();
    await expect(shown(page, 'debug-response-tests-summary')).toHaveText(
      en('debug.response.tests.summary', { passed: '2', failed: '0', total: '2' }),
    );

    await shown(page, 'debug-response-tab-check').click();
    await expect(shown(page, 'debug-response-check')).toHaveAttribute('data-result', 'match');

    // A URL to a port nothing listens on: a clear message in the response area.
    const port = await closedPort();
    await shown(page, 'debug-url').fill(`http://127.0.0.1:${port}/nothing`);
    await shown(page, 'debug-send').click();
    const error = shown(page, 'debug-response-error');
    await expect(error).toContainText(en('debug.response.errors.CONNECTION_REFUSED'));
    await expect(error).toHaveAttribute('data-code', 'CONNECTION_REFUSED');
    await expect(shown(page, 'debug-response-status')).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => echo.server.close(() => resolve()));
  }
});

test("a folder's auth reaches the requests of its endpoints that inherit it", async ({ page }) => {
  const echo = await startEchoServer();
  try {
    const request = page.context().request;
    const projectId = await personWithProject(request, 'Folder auth');
    const folder = await createItemThroughApi(request, projectId, {
      kind: 'folder',
      section: 'api',
      parentId: null,
      name: 'Orders',
    });
    const endpoint = await createItemThroughApi(request, projectId, {
      kind: 'endpoint',
      parentId: folder.id,
      name: 'List orders',
      data: { method: 'get', path: '/orders' },
    });
    const environment = await request.post(`/api/v1/projects/${projectId}/environments`, {
      data: {
        name: 'Local echo',
        baseUrl: echo.url,
        variables: [{ name: 'token', value: SECRET_TOKEN, secret: true }],
      },
    });
    expect(environment.status(), await environment.text()).toBe(201);

    // The folder's screen: a bearer token from a secret variable, saved with the folder.
    await page.goto(`/project/${projectId}?item=${folder.id}`);
    const folderAuth = shown(page, 'design-folder-auth');
    await expect(folderAuth.getByTestId('debug-auth-type')).toContainText(
      en('design.shell.folder.auth.inherit'),
    );
    await chooseOption(
      page,
      folderAuth.getByTestId('debug-auth-type'),
      en('debug.request.auth.types.bearer'),
    );
    await folderAuth.getByTestId('debug-auth-token').fill('{{token}}');
    await shown(page, 'design-save').click();
    await expect
      .poll(async () => {
        const item = await request.get(`/api/v1/projects/${projectId}/design/items/${folder.id}`);
        return ((await item.json()) as { data: { auth: unknown } }).data.auth;
      })
      .toEqual({ type: 'bearer', token: '{{token}}' });

    // The endpoint inherits: the auth tab says from where, and the send carries the token.
    await page.goto(`/project/${projectId}?item=${endpoint.id}`);
    await shown(page, 'debug-mode-switch').getByText(en('debug.panel.run')).click();
    await chooseOption(page, shown(page, 'debug-env-picker-select'), 'Local echo');
    await shown(page, 'debug-tab-auth').click();
    await expect(shown(page, 'debug-inherited-auth')).toContainText(
      en('debug.request.inherited.fromFolder', {
        folder: 'Orders',
        auth: en('debug.request.auth.types.bearer'),
      }),
    );
    await shown(page, 'debug-send').click();
    await expect(shown(page, 'debug-response-status')).toHaveText('200 OK');
    expect(echo.received.at(-1)!.headers.authorization).toBe(`Bearer ${SECRET_TOKEN}`);
    expect(echo.received.at(-1)!.url).toBe('/orders');
  } finally {
    await new Promise<void>((resolve) => echo.server.close(() => resolve()));
  }
});
