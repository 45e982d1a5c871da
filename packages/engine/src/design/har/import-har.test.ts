import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DesignBundle } from '@heron/contract';
import { designBundleSchema } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { importDesign } from '../import/index.js';
import type { ImportResult } from '../import/types.js';
import { importHar } from './import-har.js';

const FIXTURES =
  process.env.HERON_FIXTURES ??
  fileURLToPath(new URL('../../../../../../shared/fixtures', import.meta.url));
const HAR = join(FIXTURES, 'har');
const hasFixtures = existsSync(HAR);
if (!hasFixtures) console.warn(`HAR fixtures not found at ${HAR}: the fixture tests are skipped.`);
const FILES = hasFixtures ? readdirSync(HAR).filter((name) => name.endsWith('.har')) : [];

async function importFixture(name: string): Promise<DesignBundle> {
  return bundleOf(
    await importHar({ files: [{ name, text: readFileSync(join(HAR, name), 'utf8') }] }, {}),
  );
}

function bundleOf(result: ImportResult): DesignBundle {
  expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  return designBundleSchema.parse(result.bundle);
}

function har(entries: unknown[]): string {
  return JSON.stringify({
    log: { version: '1.2', creator: { name: 'test', version: '1' }, entries },
  });
}

function entry(
  request: Record<string, unknown>,
  response?: Record<string, unknown>,
): Record<string, unknown> {
  return {
    startedDateTime: '2024-01-01T00:00:00Z',
    time: 1,
    request: {
      method: 'GET',
      httpVersion: 'HTTP/2',
      headers: [],
      queryString: [],
      cookies: [],
      headersSize: -1,
      bodySize: -1,
      ...request,
    },
    response: response ?? {
      status: 200,
      statusText: 'OK',
      headers: [],
      cookies: [],
      content: { size: 0, mimeType: '' },
      redirectURL: '',
    },
  };
}

describe.skipIf(!hasFixtures)('importHar over the fixtures', () => {
  it.each(FILES)('%s imports into a valid design with one server', async (name) => {
    const bundle = await importFixture(name);
    expect(bundle.endpoints.length).toBeGreaterThan(0);
    expect(bundle.meta.servers).toEqual([{ url: 'https://httpbin.org' }]);
    for (const endpoint of bundle.endpoints) {
      expect(endpoint.name).toBe(`${endpoint.data.method.toUpperCase()} ${endpoint.data.path}`);
      // Computed headers are not part of the design.
      const headers = endpoint.data.parameters
        .filter((p) => p.in === 'header')
        .map((p) => p.name.toLowerCase());
      expect(headers).not.toContain('content-type');
      expect(headers).not.toContain('host');
    }
  });

  it('reads the full example: query merged from the URL and queryString, cookies, form body, JSON response', async () => {
    const bundle = await importFixture('readme-full.har');
    const post = bundle.endpoints[0]!.data;
    expect([post.method, post.path]).toEqual(['post', '/post']);
    expect(post.parameters.map((p) => [p.in, p.name, p.example, p.schema])).toEqual([
      ['query', 'key', 'value', { type: 'string' }],
      ['query', 'foo', ['bar', 'baz'], { type: 'array', items: { type: 'string' } }],
      ['query', 'baz', 'abc', { type: 'string' }],
      ['header', 'accept', 'application/json', { type: 'string' }],
      ['cookie', 'foo', 'bar', { type: 'string' }],
      ['cookie', 'bar', 'baz', { type: 'string' }],
    ]);
    expect(post.requestBody!.content).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded',
        schema: { type: 'object', properties: { foo: { type: 'string' } } },
        example: { foo: 'bar' },
        examples: [],
      },
    ]);
    const response = post.responses[0]!;
    expect([response.status, response.description]).toEqual(['200', 'OK']);
    expect(response.headers.map((h) => h.name)).toEqual([
      'Accept',
      'Accept-Encoding',
      'Cookie',
      'Host',
      'User-Agent',
    ]);
    expect(response.headers.find((h) => h.name === 'Accept')!.example).toBe('application/json');
    const json = response.content[0]!;
    expect(json.contentType).toBe('application/json');
    expect(json.examples[0]!.name).toBe('200 OK');
    expect((json.examples[0]!.value as { form: unknown }).form).toEqual({ foo: 'bar' });
    expect(json.schema).toMatchObject({
      type: 'object',
      properties: { form: { type: 'object', properties: { foo: { type: 'string' } } } },
    });
  });

  it('reads a JSON body with its inferred schema, and null values', async () => {
    const body = (await importFixture('readme-application-json.har')).endpoints[0]!.data
      .requestBody!.content[0]!;
    expect(body.contentType).toBe('application/json');
    expect(body.example).toMatchObject({
      number: 1,
      string: 'f"oo',
      arr: [1, 2, 3],
      nested: { a: 'b' },
    });
    expect(body.schema).toMatchObject({
      type: 'object',
      properties: {
        number: { type: 'integer' },
        arr: { type: 'array', items: { type: 'integer' } },
      },
    });
    const nullable = (await importFixture('readme-jsonObj-null-value.har')).endpoints[0]!.data
      .requestBody!.content[0]!;
    expect(nullable.schema).toEqual({ type: 'object', properties: { foo: { type: 'null' } } });
  });

  it('keeps binary bodies as binary without their bytes', async () => {
    for (const [name, type] of [
      ['readme-application-zip.har', 'application/zip'],
      ['readme-image-png.har', 'image/png'],
      ['readme-image-png-no-filename.har', 'image/png'],
    ] as const) {
      const body = (await importFixture(name)).endpoints[0]!.data.requestBody!.content[0]!;
      expect(body).toEqual({
        contentType: type,
        schema: { type: 'string', format: 'binary' },
        examples: [],
      });
    }
  });

  it('reads multipart parts: files as binary fields named by their file, text as text', async () => {
    const file = (await importFixture('readme-multipart-file.har')).endpoints[0]!.data.requestBody!
      .content[0]!;
    expect(file).toEqual({
      contentType: 'multipart/form-data',
      schema: { type: 'object', properties: { foo: { type: 'string', format: 'binary' } } },
      example: { foo: 'file/path/to/hello.txt' },
      examples: [],
      extra: { encoding: { foo: { contentType: 'text/plain' } } },
    });
    const text = (await importFixture('readme-multipart-form-data.har')).endpoints[0]!.data
      .requestBody!.content[0]!;
    expect(text.schema).toEqual({ type: 'object', properties: { foo: { type: 'string' } } });
    expect(text.example).toEqual({ foo: 'bar' });
  });

  it('decodes encoded query values', async () => {
    const get = (await importFixture('readme-query-encoded.har')).endpoints[0]!.data;
    expect(get.parameters.slice(0, 4).map((p) => [p.name, p.example])).toEqual([
      ['stringPound', 'something&nothing=true'],
      ['stringHash', 'hash#data'],
      ['stringArray', 'where[4]=10'],
      ['stringWeird', 'properties["$email"] == "testing"'],
    ]);
  });

  it('keeps XML and HTML responses as text', async () => {
    const xml = (await importFixture('readme-xml.har')).endpoints[0]!.data.responses[0]!
      .content[0]!;
    expect(xml.contentType).toBe('application/xml');
    expect(xml.schema).toEqual({ type: 'string' });
    expect(xml.examples[0]!.value).toMatch(/^<\?xml/);
    const html = (await importFixture('readme-https.har')).endpoints[0]!.data.responses[0]!
      .content[0]!;
    expect(html).toEqual({
      contentType: 'text/html; charset=utf-8',
      schema: { type: 'string' },
      examples: [],
    });
  });

  it('merges the combined log: one endpoint per method and path, more examples each', async () => {
    const bundle = await importFixture('readme-har-examples-combined.har');
    expect(bundle.endpoints.map((e) => e.name)).toEqual([
      'POST /post',
      'GET /cookies',
      'GET /get',
      'GET /status/200',
      'GET /anything',
      'GET /xml',
    ]);
    const post = bundle.endpoints[0]!.data;
    expect(post.requestBody!.content.map((m) => m.contentType)).toEqual([
      'application/x-www-form-urlencoded',
      'application/json',
      'application/zip',
      'image/png',
      'multipart/form-data',
      'text/plain',
    ]);
    const json = post.requestBody!.content[1]!;
    // The first body is the example; other bodies seen become named examples; the schema fits all.
    expect(json.examples.map((e) => e.name)).toEqual(['Example 2', 'Example 3']);
    expect(json.examples[1]!.value).toEqual({ foo: null });
    expect(json.schema).toMatchObject({
      properties: { foo: { type: ['string', 'null'] }, number: { type: 'integer' } },
    });
    const responses = post.responses[0]!.content[0]!.examples.map((e) => e.name);
    expect(responses.slice(0, 3)).toEqual(['200 OK', '200 OK (2)', '200 OK (3)']);
  });

  it('is detected by importDesign', async () => {
    const result = await importDesign({
      files: [{ name: 'x.har', text: readFileSync(join(HAR, 'readme-short.har'), 'utf8') }],
    });
    expect(result.format).toBe('har');
    expect(result.bundle?.endpoints.map((e) => e.name)).toEqual(['GET /get']);
  });
});

describe('importHar on written logs', () => {
  it('skips HTTP/2 pseudo headers and hop-by-hop headers, and turns credentials into security', async () => {
    const text = har([
      entry({
        url: 'https://api.test/v1/items?page=2',
        headers: [
          { name: ':authority', value: 'api.test' },
          { name: ':method', value: 'GET' },
          { name: 'connection', value: 'keep-alive' },
          { name: 'Keep-Alive', value: 'timeout=5' },
          { name: 'Transfer-Encoding', value: 'chunked' },
          { name: 'authorization', value: 'Bearer eyJhbGciOi' },
          { name: 'x-request-id', value: 'r1' },
        ],
      }),
    ]);
    const bundle = bundleOf(await importHar({ files: [{ name: 'a.har', text }] }, {}));
    const data = bundle.endpoints[0]!.data;
    expect(data.parameters.map((p) => [p.in, p.name])).toEqual([
      ['query', 'page'],
      ['header', 'x-request-id'],
    ]);
    expect(data.security).toEqual([{ bearerAuth: [] }]);
    expect(bundle.meta.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer' } });
    expect(JSON.stringify(bundle)).not.toContain('eyJhbGciOi');
  });

  it('decodes base64 response bodies: JSON parsed, images kept as binary', async () => {
    const json = btoa(JSON.stringify({ id: 1, tags: ['a'] }));
    const text = har([
      entry(
        { url: 'https://api.test/a' },
        {
          status: 200,
          statusText: 'OK',
          headers: [],
          content: { size: 20, mimeType: 'application/json', text: json, encoding: 'base64' },
        },
      ),
      entry(
        { url: 'https://api.test/b' },
        {
          status: 200,
          statusText: 'OK',
          headers: [],
          content: { size: 4, mimeType: 'image/png', text: 'iVBORw0KGgo=', encoding: 'base64' },
        },
      ),
    ]);
    const bundle = bundleOf(await importHar({ files: [{ name: 'a.har', text }] }, {}));
    const [a, b] = bundle.endpoints.map((e) => e.data.responses[0]!.content[0]!);
    expect(a!.examples[0]!.value).toEqual({ id: 1, tags: ['a'] });
    expect(a!.schema).toEqual({
      type: 'object',
      properties: { id: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
    });
    expect(b).toEqual({
      contentType: 'image/png',
      schema: { type: 'string', format: 'binary' },
      examples: [],
    });
  });

  it('names the servers of several origins, each endpoint off the first naming its own', async () => {
    const text = har([
      entry({ url: 'https://api.test/a' }),
      entry({ url: 'https://cdn.test/b' }),
      entry({
        method: 'POST',
        url: 'https://api.test/a',
        postData: { mimeType: 'text/plain', text: 'hi' },
      }),
    ]);
    const bundle = bundleOf(await importHar({ files: [{ name: 'a.har', text }] }, {}));
    expect(bundle.meta.servers).toEqual([{ url: 'https://api.test' }, { url: 'https://cdn.test' }]);
    expect(bundle.endpoints.map((e) => [e.name, e.data.extra])).toEqual([
      ['GET /a', undefined],
      ['GET /b', { servers: [{ url: 'https://cdn.test' }] }],
      ['POST /a', undefined],
    ]);
  });

  it('reads a multipart body kept only as text', async () => {
    const body =
      '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello\r\n--XyZ\r\nContent-Disposition: form-data; name="doc"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n--XyZ--\r\n';
    const text = har([
      entry({
        method: 'POST',
        url: 'https://api.test/upload',
        postData: { mimeType: 'multipart/form-data; boundary=XyZ', text: body },
      }),
    ]);
    const media = bundleOf(await importHar({ files: [{ name: 'a.har', text }] }, {})).endpoints[0]!
      .data.requestBody!.content[0]!;
    expect(media).toEqual({
      contentType: 'multipart/form-data',
      schema: {
        type: 'object',
        properties: { title: { type: 'string' }, doc: { type: 'string', format: 'binary' } },
      },
      example: { title: 'Hello', doc: 'a.pdf' },
      examples: [],
      extra: { encoding: { doc: { contentType: 'application/pdf' } } },
    });
  });

  it('skips failed entries and unknown methods, each with its pointer', async () => {
    const text = har([
      entry({ method: 'PROPFIND', url: 'https://api.test/a' }),
      { request: 'nope' },
      entry(
        { url: 'https://api.test/ok' },
        { status: 0, statusText: '', headers: [], content: { size: 0, mimeType: 'x-unknown' } },
      ),
    ]);
    const result = await importHar({ files: [{ name: 'a.har', text }] }, {});
    const bundle = bundleOf(result);
    expect(bundle.endpoints.map((e) => [e.name, e.data.responses])).toEqual([['GET /ok', []]]);
    expect(result.issues.map((issue) => [issue.severity, issue.code, issue.pointer])).toEqual([
      ['unsupported', 'HTTP_METHOD', '/log/entries/0/request/method'],
      ['warning', 'HAR_ENTRY', '/log/entries/1'],
    ]);
    expect(result.issues[0]!.line).toBe(1);
  });
});

describe('importHar on bad input', () => {
  it.each([
    [
      'no entries',
      JSON.stringify({ log: { version: '1.2', entries: [] } }),
      'NO_ENTRIES',
      '/log/entries',
    ],
    [
      'entries that are not a list',
      JSON.stringify({ log: { entries: {} } }),
      'NOT_A_HAR',
      '/log/entries',
    ],
    ['no log', JSON.stringify({ entries: [] }), 'NOT_A_HAR', '/log'],
    [
      'only unusable entries',
      JSON.stringify({ log: { entries: [{ request: {} }] } }),
      'NO_ENTRIES',
      '/log/entries',
    ],
  ])('refuses a HAR with %s', async (_label, text, code, pointer) => {
    const result = await importHar({ files: [{ name: 'a.har', text }] }, {});
    expect(result.bundle).toBeNull();
    expect(result.issues).toContainEqual(
      expect.objectContaining({ severity: 'error', code, pointer }),
    );
  });

  it('escapes a NUL or half a surrogate pair it quotes from the source', async () => {
    const text = har([entry({ method: 'GE\u0000T\ud800', url: 'https://a.test/' })]);
    const result = await importHar({ files: [{ name: 'a.har', text }] }, {});
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        code: 'HTTP_METHOD',
        message: expect.stringContaining('"GE\\u0000T\\ud800"'),
      }),
    );
    const raw = (text: string) => text.includes('\u0000') || text.includes('\ud800');
    expect(result.issues.some((issue) => raw(issue.message))).toBe(false);
  });

  it('gives the line and column of a syntax error', async () => {
    const result = await importHar(
      { files: [{ name: 'a.har', text: '{"log": {\n  "entries": [}\n}' }] },
      {},
    );
    expect(result.bundle).toBeNull();
    expect(result.issues[0]).toMatchObject({ code: 'SYNTAX', line: 2, column: 15 });
  });

  it('refuses an empty file', async () => {
    const result = await importHar({ files: [{ name: 'a.har', text: '' }] }, {});
    expect(result.issues[0]).toMatchObject({ severity: 'error', code: 'EMPTY' });
  });
});

describe('issue 19: HAR mapping is linear in the size of the recording', () => {
  // Headers were looked up in a list of all earlier ones, and each example compared with all
  // before it: at these sizes a quadratic mapping makes the test time out (it asserts no time).
  it('keeps all 100,000 headers of one entry, repeats as before', { timeout: 60_000 }, async () => {
    const headers: Array<{ name: string; value: string }> = [];
    for (let i = 0; i < 90_000; i += 1) headers.push({ name: `h${i}`, value: String(i % 10) });
    for (let i = 0; i < 10_000; i += 1) headers.push({ name: `H${i}`, value: 'x' });
    const query = Array.from({ length: 20_000 }, (_, i) => `q${i % 15_000}=${i}`).join('&');
    const queryString = Array.from({ length: 20_000 }, (_, i) => ({
      name: `q${i % 15_000}`,
      value: String(i),
    }));
    const text = har([entry({ url: `https://a.test/items?${query}`, headers, queryString })]);
    const design = bundleOf(await importHar({ files: [{ name: 'big.har', text }] }, {}));
    const parameters = design.endpoints[0]!.data.parameters;
    const byIn = (where: string) => parameters.filter((p) => p.in === where);
    expect(byIn('header')).toHaveLength(90_000);
    expect(byIn('header')[0]).toMatchObject({ name: 'h0', example: ['0', 'x'] });
    expect(byIn('header')[89_999]).toMatchObject({ name: 'h89999', example: '9' });
    // The queryString repeats the URL's pairs: each is matched once, nothing is added twice.
    expect(byIn('query')).toHaveLength(15_000);
    expect(byIn('query')[0]).toMatchObject({ name: 'q0', example: ['0', '15000'] });
  });

  it(
    'keeps each distinct example of 20,000 responses of one endpoint, numbered in order',
    { timeout: 60_000 },
    async () => {
      const entries = Array.from({ length: 20_000 }, (_, i) =>
        entry(
          { url: 'https://a.test/items' },
          {
            status: 200,
            statusText: 'OK',
            headers: [],
            content: { mimeType: 'application/json', text: JSON.stringify({ id: i % 10_000 }) },
          },
        ),
      );
      const design = bundleOf(
        await importHar({ files: [{ name: 'many.har', text: har(entries) }] }, {}),
      );
      const examples = design.endpoints[0]!.data.responses[0]!.content[0]!.examples;
      expect(examples).toHaveLength(10_000);
      expect(examples[0]).toEqual({ name: '200 OK', value: { id: 0 } });
      expect(examples[9_999]).toEqual({ name: '200 OK (10000)', value: { id: 9_999 } });
    },
  );
});
