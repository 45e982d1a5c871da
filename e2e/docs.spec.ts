import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { designUrl, personWithProject } from './support/design.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

// Published documentation (issue 23): a publisher saves the site, publishes versions and shares a
// folder with a password and an expiry from the Docs section; a reader without an account opens
// the link, browses, searches, copies code, switches language, tries a request, reads the
// changelog and fetches llms.txt.

test.use({ storageState: SIGNED_OUT });
test.setTimeout(240_000);

const en = translator('en');
const zh = translator('zh-CN');

/** A 1×1 transparent PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A shop of two tags (two folders): the share is of one, the other must not show. */
function shopDocument(withOrderSearch: boolean) {
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Shop API', version: '1.0', description: 'Pets and orders.' },
    tags: [{ name: 'pets' }, { name: 'orders' }],
    paths: {
      '/pets/{petId}': {
        get: {
          tags: ['pets'],
          operationId: 'showPet',
          summary: 'Show a pet',
          parameters: [
            { name: 'petId', in: 'path', required: true, schema: { type: 'integer' }, example: 7 },
            ...(withOrderSearch
              ? []
              : [{ name: 'fields', in: 'query', schema: { type: 'string' } }]),
          ],
          responses: {
            '200': {
              description: 'A pet',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Pet' },
                  example: { id: 7, name: 'Rex' },
                },
              },
            },
          },
        },
      },
      '/orders': {
        get: {
          tags: ['orders'],
          operationId: 'listOrders',
          summary: 'List orders',
          responses: { '200': { description: 'Orders' } },
        },
      },
    },
    components: {
      schemas: {
        Pet: {
          type: 'object',
          required: ['id', 'name'],
          properties: { id: { type: 'integer' }, name: { type: 'string' } },
        },
      },
    },
  });
}

async function importShop(api: APIRequestContext, projectId: string, text: string) {
  const started = await api.post(designUrl(projectId, '/imports'), {
    data: { text, fileName: 'shop.json' },
  });
  expect(started.status(), await started.text()).toBe(202);
  let job = (await started.json()) as { id: string; status: string };
  const waitFor = async (status: string) =>
    expect
      .poll(
        async () => {
          job = (await (
            await api.get(designUrl(projectId, `/imports/${job.id}`))
          ).json()) as typeof job;
          return job.status;
        },
        { timeout: 60_000 },
      )
      .toBe(status);
  await waitFor('ready');
  await api.post(designUrl(projectId, `/imports/${job.id}/commit`), {
    data: { strategy: 'overwrite' },
  });
  await waitFor('done');
}

/** The API readers try: it answers what it was sent. */
async function echoServer() {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ id: 7, name: 'Rex', url: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function fillSiteForm(page: Page, slug: string, serverUrl: string) {
  const site = page.getByTestId('docs-site-card');
  await site.getByRole('switch', { name: en('docs.site.enabled') }).click();
  await site.getByRole('textbox', { name: en('docs.site.slug') }).fill(slug);
  await site.getByRole('combobox', { name: en('docs.site.tryItServer') }).fill(serverUrl);
  await page.getByTestId('docs-site-save').click();
  await expect(page.getByTestId('docs-site-url')).toContainText(`/docs/${slug}`);
}

test('a publisher publishes and shares a folder; a reader without an account reads, searches, tries and copies', async ({
  page,
  browser,
}) => {
  const echo = await echoServer();
  try {
    const api = page.context().request;
    const projectId = await personWithProject(api, 'Shop');
    await importShop(api, projectId, shopDocument(false));

    await page.goto(`/project/${projectId}/docs`);
    await expect(page.getByTestId('docs-section')).toBeVisible();
    const slug = `shop-${projectId.slice(0, 8)}`;
    await fillSiteForm(page, slug, echo.origin);
    // A logo, uploaded once the site is saved: it shows at once.
    await page
      .getByTestId('docs-site-card')
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByTestId('docs-logo-preview')).toHaveAttribute(
      'src',
      /^\/api\/v1\/files\/doclogos\//,
    );

    // v1, then a change that breaks callers (a parameter made required elsewhere: see below), v2.
    await page.getByTestId('docs-publish').click();
    await page.getByTestId('docs-publish-dialog').getByRole('textbox').fill('First release');
    await page.getByTestId('docs-publish-ok').click();
    await expect(page.getByTestId('docs-version-1')).toBeVisible();
    await importShop(api, projectId, shopDocument(true));
    await page.getByTestId('docs-publish').click();
    await expect(page.getByTestId('docs-publish-summary')).toBeVisible();
    await page.getByTestId('docs-publish-ok').click();
    await expect(page.getByTestId('docs-version-2')).toBeVisible();

    // A share of the pets folder, with a password and an expiry.
    await page.getByTestId('docs-new-share').click();
    const dialog = page.getByTestId('docs-share-dialog');
    await dialog.getByRole('textbox', { name: en('docs.shares.password') }).fill('open-sesame');
    await dialog.getByText(en('docs.shares.scopes.chosen')).click();
    await page.getByTestId('docs-share-items').click();
    await page.getByRole('treeitem', { name: 'pets' }).locator('.ant-select-tree-checkbox').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('docs-share-create').click();
    const shareUrl = (await page.getByTestId('docs-share-created-url').innerText()).trim();
    expect(shareUrl).toMatch(/\/s\/[A-Za-z0-9_-]+$/);

    // The reader: another browser, no account.
    const readerContext = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const reader = await readerContext.newPage();
    await reader.goto(shareUrl);
    const password = reader.locator('#hr-password');
    await password.fill('wrong');
    await reader.locator('.hr-password-form button[type="submit"]').click();
    await expect(reader.locator('#hr-password-wrong')).toBeVisible();
    await reader.locator('#hr-password').fill('open-sesame');
    await reader.locator('.hr-password-form button[type="submit"]').click();
    await expect(reader.locator('main h1')).toBeVisible();
    await expect(reader.locator('nav a[data-slug]')).toHaveCount(
      await reader.locator('nav a[data-slug]').count(),
    );
    await expect(reader.locator('nav')).not.toContainText('/orders');

    // Search and a deep link.
    await reader.locator('#hr-search').click();
    await reader.locator('#hr-search').pressSequentially('show a pet');
    await expect(reader.locator('#hr-search-results a').first()).toContainText('Show a pet');
    await reader.keyboard.press('ArrowDown');
    await reader.keyboard.press('Enter');
    await expect(reader.locator('main h1')).toContainText('Show a pet');
    const deepLink = reader.url();
    await reader.goto(deepLink);
    await expect(reader.locator('main')).toContainText('/pets/{petId}');

    // Code: switch to Python and copy it.
    await reader.locator('[data-code-tab="python-requests"]').first().click();
    await reader.locator('.hr-code [data-copy]').first().click();
    const copied = await reader.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('requests');

    // Try it against the echo server.
    await reader.locator('form.hr-try input[data-name="petId"]').fill('42');
    await reader.locator('form.hr-try button[type="submit"]').click();
    await expect(reader.locator('.hr-try-result')).toContainText('200');
    await expect(reader.locator('.hr-try-result')).toContainText('/pets/42');

    // Another language.
    await reader.goto(`${deepLink}?lang=zh-CN`);
    await expect(reader.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(reader.locator('#hr-search')).toHaveAttribute('placeholder', /./);
    expect(zh('docs.title')).not.toBe(en('docs.title'));

    // llms.txt of the share.
    const llms = await reader.request.get(`${shareUrl}/llms.txt`);
    expect(await llms.text()).toContain('.md');
    await readerContext.close();

    // The site's changelog: v2 broke callers (the live design has not changed since).
    const siteReader = await browser.newContext();
    const sitePage = await siteReader.newPage();
    await sitePage.goto(`/docs/${slug}/changelog`);
    const logo = sitePage.locator('.hr-brand img.hr-logo');
    await expect(logo).toHaveAttribute('src', /^\/api\/v1\/files\/doclogos\//);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await expect(sitePage.locator('.hr-changelog-empty')).toBeVisible();
    await sitePage.goto(`/docs/${slug}/v/2/changelog`);
    await expect(sitePage.locator('.hr-badge-breaking').first()).toBeVisible();
    await siteReader.close();
  } finally {
    echo.server.close();
  }
});

/** 12 tags of 25 operations, two of each in beta too: a navigation sent folded. */
function wideDocument() {
  const paths: Record<string, unknown> = {};
  for (let area = 0; area < 12; area++) {
    for (let item = 0; item < 25; item++) {
      paths[`/areas-${area}/items-${item}`] = {
        get: {
          tags: item < 2 ? [`area-${area}`, 'beta'] : [`area-${area}`],
          operationId: `listTheItemsOfArea${area}WithNumber${item}`,
          summary: `List the items of area ${area}, number ${item}`,
          responses: { '200': { description: 'ok' } },
        },
      };
    }
  }
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Wide API', version: '1' },
    tags: [{ name: 'beta', description: 'Not yet stable.' }],
    paths,
  });
}

test('a reader browses a large API by folder and by tag; closed folders arrive when reached for', async ({
  page,
  browser,
}) => {
  const api = page.context().request;
  const projectId = await personWithProject(api, 'Wide');
  await importShop(api, projectId, wideDocument());
  const siteUrl = `/api/v1/projects/${projectId}/docs/site`;
  const current = (await (await api.get(siteUrl)).json()) as Record<string, unknown>;
  const slug = `wide-${projectId.slice(0, 8)}`;
  const saved = await api.put(siteUrl, {
    data: {
      enabled: true,
      slug,
      hostName: current.hostName,
      visibility: 'public',
      publishMode: 'live',
      language: current.language,
      title: 'Wide docs',
      accentColor: current.accentColor,
      logoUrl: current.logoUrl,
      tryIt: current.tryIt,
      baseVersion: current.version,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/docs/${slug}/`);
  await expect(reader.locator('main h1')).toContainText('Wide API');
  // The home page carries the folders' names, not their 300 links.
  await expect(reader.locator('nav details[data-folder]')).toHaveCount(13);
  await expect(reader.locator('nav a[data-slug^="endpoints/"]')).toHaveCount(0);

  // Opening a folder brings its links.
  await reader.locator('nav summary', { hasText: 'area-5' }).click();
  const link = reader.locator('nav a', { hasText: 'List the items of area 5, number 3' });
  await link.click();
  await expect(reader.locator('main h1')).toHaveText('List the items of area 5, number 3');
  await expect(reader.locator('nav a[aria-current="page"]')).toHaveText(
    /List the items of area 5, number 3/,
  );

  // By tag: from the endpoint's tag, and from the navigation's Tags heading.
  await reader.goto(`/docs/${slug}/endpoints/list-the-items-of-area5-with-number1`);
  await reader.locator('main a.hr-tag', { hasText: 'beta' }).click();
  await expect(reader.locator('main h1')).toHaveText('beta');
  await expect(reader.locator('main .hr-tag-endpoints li')).toHaveCount(24);
  // The tag being read is in the navigation's Tags heading, open.
  await expect(reader.locator('nav a[aria-current="page"]')).toHaveText('beta');
  await reader.locator('nav a[data-slug="tags/area-7"]').click();
  await expect(reader.locator('main h1')).toHaveText('area-7');
  await expect(reader.locator('main .hr-tag-endpoints li')).toHaveCount(25);
  await readerContext.close();
});
