import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignTree, DocShare } from '@heron/contract';
import { designSuite, designUrl } from '../../../test/design-helpers.js';
import { importAndCommit } from '../../../test/design-transfer-helpers.js';
import { docsUrl, pathOf, publish, read, saveSite, share } from '../../../test/docs-helpers.js';
import { endpointAt, importPetstore } from '../../../test/mock-helpers.js';
import { startHttpServer, type TestServer } from '../../../test/send-test-servers.js';
import { expectDenied, expectProblem } from '../../../test/workspace-helpers.js';
import { TryItRefusal, TryItSender, tryItBody } from './try-it.js';

// The readers' side of published docs (issue 23): pages, access, share links and try-it, in one
// file so the worker threads that build the pages start once.
const suite = designSuite();
const { api } = suite;

interface SearchEntry {
  slug: string;
  kind: string;
  title: string;
  method?: string;
  path?: string;
}

async function petSite(change: Parameters<typeof saveSite>[3] = {}) {
  const projectId = await suite.newProject();
  await importPetstore(suite.app, suite.cast.writer, projectId);
  const site = await saveSite(suite.app, suite.cast.owner, projectId, {
    slug: `pets-${projectId.slice(0, 8)}`,
    title: 'Pet Store Docs',
    ...change,
  });
  return { projectId, site, base: pathOf(site.url) };
}

async function searchOf(base: string, cookies?: Record<string, string>) {
  const response = await read(suite.app, `${base}/search.json`, cookies ? { cookies } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchEntry[]>();
}

const memberCookie = (token: string) => ({ heron_session: token });

describe('a public doc site', () => {
  it('serves real HTML: the title, the navigation and a page per endpoint by deep link', async () => {
    const { base } = await petSite();
    const home = await read(suite.app, base);
    expect(home.statusCode, home.body).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<title>');
    expect(home.body).toContain('Pet Store Docs');
    expect(home.body).toContain(`href="${base}/`);
    expect(home.headers['x-robots-tag']).toBe('all');

    const entries = await searchOf(base);
    const show = entries.find((e) => e.method === 'get' && e.path === '/pets/{petId}');
    expect(show, JSON.stringify(entries)).toBeDefined();
    const page = await read(suite.app, `${base}/${show!.slug}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('/pets/{petId}');
    expect(page.body).toContain('data-code-tab="curl"');
    expect(page.body).not.toContain('\u0001');

    const markdown = await read(suite.app, `${base}/${show!.slug}.md`);
    expect(markdown.statusCode).toBe(200);
    expect(markdown.headers['content-type']).toContain('text/markdown');
    expect(markdown.body).toContain('/pets/{petId}');

    expectMissing(await read(suite.app, `${base}/endpoints/no-such-page`));
  });

  it('gives machines llms.txt, llms-full.txt and the OpenAPI documents', async () => {
    const { base } = await petSite();
    const llms = await read(suite.app, `${base}/llms.txt`);
    expect(llms.statusCode).toBe(200);
    expect(llms.body).toContain('# ');
    expect(llms.body).toContain(`http://localhost:3000${base}/`);
    expect(llms.body).toContain('.md)');
    expect(llms.body).not.toContain('\u0001');
    const full = await read(suite.app, `${base}/llms-full.txt`);
    expect(full.body).toContain('/pets/{petId}');

    const v31 = await read(suite.app, `${base}/openapi.json`);
    expect(v31.statusCode, v31.body).toBe(200);
    expect(v31.json<{ openapi: string; paths: object }>().openapi).toMatch(/^3\.1/);
    expect(Object.keys(v31.json<{ paths: object }>().paths)).toEqual(['/pets', '/pets/{petId}']);
    const v30 = await read(suite.app, `${base}/openapi-3.0.json`);
    expect(v30.json<{ openapi: string }>().openapi).toMatch(/^3\.0/);
  });

  it('shows the live design as it changes, in the language the reader picks', async () => {
    const { projectId, base } = await petSite({ language: 'en' });
    const japanese = await read(suite.app, `${base}?lang=ja`);
    expect(japanese.body).toContain('<html lang="ja"');
    const cookie = String(japanese.headers['set-cookie']);
    expect(cookie).toContain('heron_docs_lang=ja');
    const again = await read(suite.app, base, { cookies: { heron_docs_lang: 'ja' } });
    expect(again.body).toContain('<html lang="ja"');

    const gone = await endpointAt(
      suite.app,
      suite.cast.writer,
      projectId,
      'delete',
      '/pets/{petId}',
    );
    await api(suite.cast.writer).delete(designUrl(projectId, `/items/${gone.id}`));
    // The first reader after a change may still get the older build; the rebuild follows.
    await read(suite.app, `${base}/search.json`);
    await waitFor(async () => !(await searchOf(base)).some((e) => e.method === 'delete'));
  });

  it('is not shown before it is published, except to members as a preview', async () => {
    const { base } = await petSite({ enabled: false });
    const outsider = await read(suite.app, base);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.headers['content-type']).toContain('text/html');
    const member = await read(suite.app, base, { cookies: memberCookie(suite.cast.reader.token) });
    expect(member.statusCode, member.body).toBe(200);
    expectMissing(await read(suite.app, '/docs/no-such-site'));
  });
});

/** An API large enough that its navigation is sent folded: 12 tags of 25 operations, a few in beta too. */
function wideApi(): string {
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
    info: { title: 'wide', version: '1' },
    tags: [{ name: 'beta', description: 'Not yet **stable**.' }],
    paths,
  });
}

describe('a large navigation and tags', () => {
  it('sends closed folders empty, the whole navigation on asking, and a page per tag', async () => {
    const projectId = await suite.newProject();
    await importAndCommit(suite.app, suite.cast.writer, projectId, {
      text: wideApi(),
      fileName: 'wide.json',
    });
    const site = await saveSite(suite.app, suite.cast.owner, projectId, {
      slug: `wide-${projectId.slice(0, 8)}`,
    });
    const base = pathOf(site.url);
    // The navigation's links to endpoints (the page's body and try-it form name theirs too).
    const links = (html: string) => html.match(/<a [^>]*data-slug="endpoints\//g)?.length ?? 0;

    const home = await read(suite.app, `${base}/`);
    expect(home.statusCode, home.body).toBe(200);
    const navUrl = /data-nav-url="([^"]+)"/.exec(home.body)?.[1]?.replace(/&amp;/g, '&');
    expect(navUrl).toMatch(new RegExp(`^${base}/-/nav\\?b=`));
    expect(home.body).toContain('<ul data-lazy></ul>');
    expect(links(home.body)).toBe(0);

    // A page opens its own folder whole, and only that one.
    const entries = await searchOf(base);
    const deep = entries.find((e) => e.path === '/areas-3/items-7')!;
    const page = await read(suite.app, `${base}/${deep.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('List the items of area 3, number 24');
    expect(page.body).not.toContain('List the items of area 5, number 0');
    expect(links(page.body)).toBe(25);

    const nav = await read(suite.app, navUrl!);
    expect(nav.statusCode, nav.body).toBe(200);
    expect(nav.headers['cache-control']).toContain('immutable');
    expect(links(nav.body)).toBe(300);
    expect(nav.body).not.toContain('\u0001');
    expect(nav.body).toContain(`href="${base}/`);
    // Asked without the build's id (an old page, a guess), the answer is not kept.
    const stale = await read(suite.app, `${base}/-/nav?b=other`);
    expect(stale.headers['cache-control']).toBe('private, no-cache');

    // Tags that are not folders: a heading in the navigation and a page each.
    const beta = entries.find((e) => e.kind === 'tag' && e.title === 'beta')!;
    expect(beta.slug).toBe('tags/beta');
    expect(nav.body).toContain(`href="${base}/tags/beta"`);
    const tagPage = await read(suite.app, `${base}/tags/beta`);
    expect(tagPage.statusCode).toBe(200);
    expect(tagPage.body).toContain('<strong>stable</strong>');
    expect(tagPage.body.match(/<li><a href="[^"]*\/endpoints\//g)).toHaveLength(24);
    expect(page.body).toContain(`<a class="hr-tag" href="${base}/tags/area-3">area-3</a>`);
    const tagMarkdown = await read(suite.app, `${base}/tags/beta.md`);
    expect(tagMarkdown.body.startsWith('# beta\n')).toBe(true);
    const full = await read(suite.app, `${base}/llms-full.txt`);
    expect(full.body).not.toContain('# beta\n');
  });
});

describe('who may read', () => {
  it('a password site asks for it, remembers it, and forgets it when it changes', async () => {
    const { projectId, base } = await petSite({ visibility: 'password', password: 'hunter22' });
    const asked = await read(suite.app, base);
    expect(asked.statusCode).toBe(401);
    expect(asked.body).toContain(`action="${base}/-/unlock"`);
    expect((await read(suite.app, `${base}/search.json`)).statusCode).toBe(401);

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const wrong = await read(suite.app, `${base}/-/unlock`, {
      method: 'POST',
      headers: form,
      payload: 'password=nope',
    });
    expect(wrong.statusCode).toBe(401);
    const right = await read(suite.app, `${base}/-/unlock`, {
      method: 'POST',
      headers: form,
      payload: 'password=hunter22',
    });
    expect(right.statusCode).toBe(303);
    const setCookie = String(right.headers['set-cookie']);
    const [name, value] = setCookie.split(';')[0]!.split('=') as [string, string];
    expect(setCookie).toContain('HttpOnly');
    expect((await read(suite.app, base, { cookies: { [name]: value } })).statusCode).toBe(200);

    await saveSite(suite.app, suite.cast.owner, projectId, { password: 'another-one' });
    expect((await read(suite.app, base, { cookies: { [name]: value } })).statusCode).toBe(401);
  });

  it('a members-only site asks strangers to sign in and hides itself from other accounts', async () => {
    const { base } = await petSite({ visibility: 'members' });
    const anonymous = await read(suite.app, `${base}/endpoints/x`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('/user/login?redirect=');
    const outsider = await read(suite.app, base, {
      cookies: memberCookie(suite.cast.outsider.token),
    });
    expect(outsider.statusCode).toBe(404);
    const member = await read(suite.app, base, { cookies: memberCookie(suite.cast.reader.token) });
    expect(member.statusCode).toBe(200);
    expect(member.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers a site on its own host name at the root', async () => {
    const { base } = await petSite({ hostName: 'docs.pets.test' });
    const page = await suite.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'docs.pets.test' },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Pet Store Docs');
    expect(page.body).not.toContain(`href="${base}/`);
    const api = await suite.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'docs.pets.test' },
    });
    expect(api.statusCode).toBe(200);
  });
});

describe('a manual site', () => {
  it('shows the newest published version, keeps older ones, and says what changed', async () => {
    const { projectId, base } = await petSite({ publishMode: 'manual' });
    expect((await read(suite.app, base)).statusCode).toBe(404);
    await publish(suite.app, suite.cast.writer, projectId, 'one');
    const gone = await endpointAt(
      suite.app,
      suite.cast.writer,
      projectId,
      'delete',
      '/pets/{petId}',
    );
    await api(suite.cast.writer).delete(designUrl(projectId, `/items/${gone.id}`));
    // Not published yet: readers still see v1, with the endpoint.
    expect((await searchOf(base)).some((e) => e.method === 'delete')).toBe(true);
    await publish(suite.app, suite.cast.writer, projectId, 'two');
    expect((await searchOf(base)).some((e) => e.method === 'delete')).toBe(false);
    expect((await searchOf(`${base}/v/1`)).some((e) => e.method === 'delete')).toBe(true);
    const home = await read(suite.app, base);
    expect(home.body).toContain(`${base}/v/1`);

    const changelog = await read(suite.app, `${base}/changelog`);
    expect(changelog.statusCode, changelog.body).toBe(200);
    expect(changelog.body).toContain('/pets/{petId}');
    expect(changelog.body).toContain('hr-badge-breaking');
    expectMissing(await read(suite.app, `${base}/v/7`));
  });
});

describe('hostile readers', () => {
  it('get a page or a problem for any address and body, never a server error', async () => {
    const { base } = await petSite();
    const long = 'x'.repeat(20_000);
    const urls = [
      '/docs/%00',
      '/docs/%E0%A4%A',
      `/docs/${long}`,
      `${base}/v/99999999999`,
      `${base}/v/-1/endpoints/x`,
      `${base}/endpoints/%00.md`,
      `${base}/../../api/health`,
      `${base}/changelog?from=abc`,
      `${base}/changelog?from=${long}`,
      `${base}?lang=%00`,
      '/s/%00',
      `/s/${long}`,
      `/s/${'A'.repeat(43)}/llms.txt`,
    ];
    for (const url of urls) {
      const response = await read(suite.app, url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const posts: [string, unknown, Record<string, string>?][] = [
      [`${base}/-/try`, '{"slug": '],
      [`${base}/-/try`, { slug: 'x', query: 'nope', headers: [{ name: '', value: 1 }] }],
      [`${base}/-/try`, { slug: long }],
      [
        `${base}/-/unlock`,
        'password=%00%ZZ',
        { 'content-type': 'application/x-www-form-urlencoded' },
      ],
      [`${base}/-/unlock`, long, { 'content-type': 'application/x-www-form-urlencoded' }],
      [`${base}/endpoints/x`, {}],
    ];
    for (const [url, payload, headers] of posts) {
      const response = await read(suite.app, url, {
        method: 'POST',
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: headers ?? { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${url} ${String(payload).slice(0, 40)}`).toBeLessThan(500);
    }
  });
});

function expectMissing(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(404);
  expect(String(response.headers['content-type'])).toContain('text/html');
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Two tags become two folders: a share of one must not show the other.
const SHOP = `
openapi: 3.1.0
info: { title: shop, version: '1' }
tags: [{ name: pets }, { name: orders }]
paths:
  /pets:
    get:
      tags: [pets]
      operationId: listPets
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }
  /orders:
    get:
      tags: [orders]
      operationId: listOrders
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Order' } } } }
components:
  schemas:
    Pet: { type: object, properties: { name: { type: string } } }
    Order: { type: object, properties: { secretTotal: { type: number } } }
`;

async function shop() {
  const projectId = await suite.newProject();
  await importAndCommit(suite.app, suite.cast.writer, projectId, {
    text: SHOP,
    fileName: 'shop.yaml',
  });
  const tree = (await api(suite.cast.writer).get(designUrl(projectId, '/tree'))).json<DesignTree>();
  const folderId = tree.nodes.find((n) => n.kind === 'folder' && n.name === 'pets')!.id;
  return { projectId, folderId };
}

describe('share links', () => {
  it('share chosen folders only, with the models they use, counted as they are read', async () => {
    const { projectId, folderId } = await shop();
    const link = await share(suite.app, suite.cast.writer, projectId, {
      name: 'Pets only',
      itemIds: [folderId],
    });
    expect(link).toMatchObject({
      name: 'Pets only',
      itemIds: [folderId],
      state: 'active',
      views: 0,
      hasPassword: false,
    });
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/s\/[A-Za-z0-9_-]{43}$/);
    const base = pathOf(link.url);

    const home = await read(suite.app, base);
    expect(home.statusCode, home.body).toBe(200);
    expect(home.body).toContain('Pets only');
    const search = (await read(suite.app, `${base}/search.json`)).json<
      { title: string; path?: string }[]
    >();
    expect(search.some((e) => e.path === '/pets')).toBe(true);
    expect(JSON.stringify(search)).not.toContain('/orders');
    const openapi = await read(suite.app, `${base}/openapi.json`);
    expect(openapi.body).toContain('"Pet"');
    expect(openapi.body).not.toContain('secretTotal');
    expect(openapi.body).not.toContain('/orders');

    const listed = (await api(suite.cast.reader).get(docsUrl(projectId, '/shares'))).json<{
      items: DocShare[];
    }>();
    expect(listed.items[0]).toMatchObject({ id: link.id, views: 1, url: link.url });
    expect(listed.items[0]!.lastViewAt).not.toBeNull();
  });

  it('with a password and an expiry, and once revoked, say so', async () => {
    const { projectId } = await shop();
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const link = await share(suite.app, suite.cast.writer, projectId, {
      password: 'letmein',
      expiresAt: soon,
      language: 'zh-CN',
    });
    expect(link).toMatchObject({ hasPassword: true, expiresAt: soon, language: 'zh-CN' });
    const base = pathOf(link.url);
    const asked = await read(suite.app, base);
    expect(asked.statusCode).toBe(401);
    expect(asked.body).toContain('<html lang="zh-CN"');

    const revoked = await api(suite.cast.writer).post(
      docsUrl(projectId, `/shares/${link.id}/revoke`),
    );
    expect(revoked.json<DocShare>().state).toBe('revoked');
    const closed = await read(suite.app, base);
    expect(closed.statusCode).toBe(410);
    expect(closed.headers['content-type']).toContain('text/html');
  });

  it('an expired link says when it expired', async () => {
    const { projectId } = await shop();
    const link = await share(suite.app, suite.cast.writer, projectId, {
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const expired = await read(suite.app, pathOf(link.url));
    expect(expired.statusCode).toBe(410);
    const listed = (await api(suite.cast.writer).get(docsUrl(projectId, '/shares'))).json<{
      items: DocShare[];
    }>();
    expect(listed.items[0]!.state).toBe('expired');
  });

  it('refuses what cannot be shared, naming the field, and readers who may not publish', async () => {
    const { projectId } = await shop();
    const past = await api(suite.cast.writer).post(docsUrl(projectId, '/shares'), {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expectProblem(past, 400, 'VALIDATION_FAILED');
    expect(past.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/expiresAt');
    const stranger = await api(suite.cast.writer).post(docsUrl(projectId, '/shares'), {
      itemIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expectProblem(stranger, 400, 'VALIDATION_FAILED');
    expect(stranger.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe(
      '/itemIds/0',
    );
    expectDenied(await api(suite.cast.reader).post(docsUrl(projectId, '/shares'), {}));
    expect((await read(suite.app, '/s/not-a-token')).statusCode).toBe(404);
  });
});

let echo: TestServer;

beforeAll(async () => {
  echo = await startHttpServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        method: request.method,
        url: request.url,
        auth: request.headers.authorization ?? null,
      }),
    );
  });
});
afterAll(() => echo.close());

async function sitePointingAt(serverUrl: string) {
  const { app, cast } = suite;
  const id = await suite.newProject();
  await importPetstore(app, cast.writer, id);
  const site = await saveSite(app, cast.owner, id, {
    slug: `try-${id.slice(0, 8)}`,
    tryIt: { enabled: true, serverUrl },
  });
  const base = pathOf(site.url);
  const search = (await read(app, `${base}/search.json`)).json<
    { slug: string; method?: string; path?: string }[]
  >();
  const show = search.find((e) => e.method === 'get' && e.path === '/pets/{petId}')!;
  return { projectId: id, base, slug: show.slug };
}

describe('try it', () => {
  it("sends the reader's values to the publisher's server and shows the answer", async () => {
    const { base, slug } = await sitePointingAt(echo.origin);
    const answer = await read(suite.app, `${base}/-/try`, {
      method: 'POST',
      payload: {
        slug,
        path: { petId: '42' },
        query: [{ name: 'verbose', value: 'yes' }],
        headers: [
          { name: 'Authorization', value: 'Bearer reader-token' },
          { name: 'Host', value: 'evil.example' },
        ],
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<{ status: number; body: string; method: string; url: string }>();
    expect(result).toMatchObject({
      status: 200,
      method: 'GET',
      url: `${echo.origin}/pets/42?verbose=yes`,
    });
    expect(JSON.parse(result.body)).toEqual({
      method: 'GET',
      url: '/pets/42?verbose=yes',
      auth: 'Bearer reader-token',
    });
    expect(echo.received.at(-1)!.headers.host).toBe(new URL(echo.origin).host);
  });

  it('is refused for a page that is not an endpoint, when off, and when the reader sends too many', async () => {
    const { projectId, base, slug } = await sitePointingAt(echo.origin);
    const notEndpoint = await read(suite.app, `${base}/-/try`, {
      method: 'POST',
      payload: { slug: 'no/such' },
    });
    expect(notEndpoint.statusCode).toBe(404);
    const bad = await read(suite.app, `${base}/-/try`, { method: 'POST', payload: { slug: 42 } });
    expect(bad.json<{ code: string }>().code).toBe('VALIDATION_FAILED');

    const address = '10.77.0.1';
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (
        await read(suite.app, `${base}/-/try`, {
          method: 'POST',
          remoteAddress: address,
          payload: { slug, path: { petId: '1' } },
        })
      ).statusCode;
    }
    expect(last).toBe(429);

    await saveSite(suite.app, suite.cast.owner, projectId, {
      tryIt: { enabled: false, serverUrl: echo.origin },
    });
    const off = await read(suite.app, `${base}/-/try`, { method: 'POST', payload: { slug } });
    expect(off.statusCode).toBe(403);
    expect((await read(suite.app, base)).body).not.toContain('data-try-url');
  });
});

describe('try it on a shared instance', () => {
  it('cannot reach the server’s own network: the policy refuses it, nothing is sent', async () => {
    const before = echo.received.length;
    const sender = new TryItSender('public-only');
    const refusal = await sender
      .send({ method: 'get', path: '/pets/{petId}' }, echo.origin, tryItBody.parse({ slug: 'x' }))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TryItRefusal);
    expect((refusal as TryItRefusal).reason).toBe('address');
    expect(echo.received.length).toBe(before);
  });

  it('says why a request got no answer', async () => {
    const { base, slug } = await sitePointingAt('http://127.0.0.1:1');
    const refused = await read(suite.app, `${base}/-/try`, {
      method: 'POST',
      payload: { slug, path: { petId: '1' } },
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'DOC_TRY_FAILED', reason: 'network' });
  });
});
