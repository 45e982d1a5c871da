import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundleEndpoint, DesignBundle } from '@heron/contract';
import { designBundleSchema } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { importDesign } from '../import/index.js';
import type { ImportResult, SourceFile } from '../import/types.js';
import { importPostman } from './import-postman.js';

const FIXTURES =
  process.env.HERON_FIXTURES ??
  fileURLToPath(new URL('../../../../../../shared/fixtures', import.meta.url));
const POSTMAN = join(FIXTURES, 'postman');
const hasFixtures = existsSync(POSTMAN);
if (!hasFixtures)
  console.warn(`Postman fixtures not found at ${POSTMAN}: the fixture tests are skipped.`);

function fixture(name: string): SourceFile {
  return { name, text: readFileSync(join(POSTMAN, name), 'utf8') };
}

async function importFiles(...files: SourceFile[]): Promise<ImportResult> {
  return importPostman({ files }, {});
}

function bundleOf(result: ImportResult): DesignBundle {
  expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  expect(result.bundle).not.toBeNull();
  return designBundleSchema.parse(result.bundle);
}

function endpoint(bundle: DesignBundle, name: string): BundleEndpoint {
  const found = bundle.endpoints.find((e) => e.name === name);
  if (found === undefined) throw new Error(`no endpoint named ${name}`);
  return found;
}

function folderPath(bundle: DesignBundle, key: string | null): string {
  if (key === null) return '';
  const folder = bundle.folders.find((f) => f.key === key)!;
  return `${folderPath(bundle, folder.parentKey)}/${folder.name}`;
}

const json = (value: unknown): SourceFile => ({
  name: 'collection.json',
  text: JSON.stringify(value),
});
const V21 = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

describe.skipIf(!hasFixtures)('importPostman over the fixtures', () => {
  it('reads the v2.0 sample: requests, query, raw bodies and scripts', async () => {
    const result = await importFiles(fixture('newman-sample-collection.json'));
    expect(result.format).toBe('postman-2.0');
    const bundle = bundleOf(result);
    expect(bundle.meta.info.title).toBe('Sample Postman Collection');
    expect(bundle.meta.servers).toEqual([{ url: 'https://postman-echo.com' }]);
    expect(bundle.endpoints.map((e) => [e.name, e.data.method, e.data.path])).toEqual([
      ['A simple GET request', 'get', '/get'],
      ['A simple POST request', 'post', '/post'],
      ['A simple POST request with JSON body', 'post', '/post'],
    ]);
    const get = endpoint(bundle, 'A simple GET request').data;
    expect(get.parameters).toEqual([
      {
        name: 'source',
        in: 'query',
        required: false,
        description: '',
        schema: { type: 'string' },
        example: 'newman-sample-github-collection',
      },
    ]);
    const event = get.extra?.['x-postman-event'] as Array<{
      listen: string;
      script: { exec: string[] };
    }>;
    expect(event[0]!.listen).toBe('test');
    expect(event[0]!.script.exec[0]).toBe("pm.test('expect response be 200', function () {");

    const text = endpoint(bundle, 'A simple POST request').data.requestBody!.content[0]!;
    expect(text.contentType).toBe('text/plain');
    expect(text.schema).toEqual({ type: 'string' });
    expect(text.example).toMatch(/^Duis posuere/);
    const jsonBody = endpoint(bundle, 'A simple POST request with JSON body').data;
    expect(jsonBody.parameters).toEqual([]);
    expect(jsonBody.requestBody!.content[0]).toMatchObject({
      contentType: 'application/json',
      schema: { type: 'object', properties: { text: { type: 'string' } } },
      example: { text: 'Duis posuere augue vel cursus pharetra. In luctus a ex nec pretium...' },
    });
  });

  it('reads the Postman Echo collection: folders, v2.0 auth objects, saved responses', async () => {
    const result = await importFiles(fixture('newman-echo-v2.postman_collection.json'));
    const bundle = bundleOf(result);
    expect(bundle.folders.map((f) => f.name)).toEqual([
      'Auth: Digest',
      'Auth: Others',
      'Cookies',
      'Headers',
      'Request Methods',
      'Utilities',
      '[draft] Auth: OAuth2.0',
    ]);
    expect(bundle.endpoints).toHaveLength(22);
    expect(bundle.folders[0]!.data.description).toMatch(/^Digest authentication protects/);

    const digest = endpoint(bundle, 'DigestAuth Success');
    expect(folderPath(bundle, digest.folderKey)).toBe('/Auth: Digest');
    expect(digest.data.security).toEqual([{ digestAuth: [] }]);
    expect(bundle.meta.securitySchemes.digestAuth).toMatchObject({
      type: 'http',
      scheme: 'digest',
    });
    // v2.0 wrote auth settings as an object; they are kept in the v2.1 list form.
    const kept = bundle.meta.securitySchemes.digestAuth!['x-postman-auth'] as {
      digest: Array<{ key: string; value: unknown }>;
    };
    expect(kept.digest).toContainEqual({ key: 'username', value: 'postman', type: 'string' });

    const basic = endpoint(bundle, 'Basic Auth').data;
    expect(basic.security).toEqual([{ basicAuth: [] }]);
    expect(basic.responses.map((r) => [r.status, r.description])).toEqual([
      ['401', 'Unauthorized'],
      ['200', 'OK'],
    ]);
    const ok = basic.responses[1]!;
    expect(ok.headers.map((h) => h.name)).toContain('Access-Control-Allow-Credentials');
    expect(ok.headers.some((h) => h.name.toLowerCase() === 'content-type')).toBe(false);
    expect(ok.content[0]).toMatchObject({
      contentType: 'application/json; charset=utf-8',
      schema: { type: 'object', properties: { authenticated: { type: 'boolean' } } },
      examples: [{ name: '200', value: { authenticated: true } }],
    });
    expect(ok.content[0]!.examples[0]!.extra).toMatchObject({ 'x-postman-responseTime': '377' });

    // A GET that Postman saved with a form body keeps it; an empty form is no body.
    const get = endpoint(bundle, 'GET Request').data;
    expect(get.requestBody!.content[0]!.contentType).toBe('multipart/form-data');
    expect(get.requestBody!.content[0]!.example).toMatchObject({ code: 'xWnkliVQJURqB2x1' });
    expect(endpoint(bundle, 'Get Cookies').data.requestBody).toBeNull();
    const deleteCookies = endpoint(bundle, 'Delete Cookies').data;
    expect(deleteCookies.parameters.map((p) => [p.name, p.in, p.example])).toEqual([
      ['foo1', 'query', undefined],
      ['foo2', 'query', undefined],
    ]);

    // OAuth 1.0 has no OpenAPI equivalent: kept and listed.
    const oauth1 = result.issues.find((issue) => issue.code === 'POSTMAN_AUTH_TYPE');
    expect(oauth1).toMatchObject({
      severity: 'unsupported',
      pointer: '/item/1/item/1/request/auth/type',
    });
    expect(oauth1!.line).toBeGreaterThan(1);
    expect(bundle.meta.securitySchemes.oauth1).toMatchObject({ type: 'http', scheme: 'oauth' });
  });

  it('reads Microsoft Graph with its environment: nested folders, variables in paths, second server', async () => {
    const result = await importFiles(
      fixture('microsoft-graph.postman_collection.json'),
      fixture('microsoft-graph.postman_environment.json'),
    );
    expect(result.format).toBe('postman-2.1');
    const bundle = bundleOf(result);
    expect(bundle.folders).toHaveLength(29);
    expect(bundle.endpoints).toHaveLength(168);
    expect(bundle.meta.servers.map((s) => s.url)).toEqual([
      'https://graph.microsoft.com',
      'https://login.microsoftonline.com',
      'http://localhost:5000',
    ]);
    expect(bundle.meta.extra?.['x-heron-environments']).toEqual([
      {
        name: 'Microsoft Graph environment',
        variables: [
          { key: 'ClientID', value: '', enabled: true, secret: false },
          { key: 'ClientSecret', value: '', enabled: true, secret: false },
          { key: 'TenantID', value: '', enabled: true, secret: false },
        ],
      },
    ]);

    const open = endpoint(bundle, 'Get an open extension');
    expect(folderPath(bundle, open.folderKey)).toBe(
      '/On Behalf of a User/Extensions/Open Extensions',
    );
    expect(
      open.data.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.example]),
    ).toEqual([
      ['$select', 'id,displayName,mail,mobilePhone'],
      ['$expand', 'extensions'],
    ]);

    // A {{variable}} in the path is a path parameter whose example keeps the variable.
    const byId = endpoint(bundle, 'Get a User Profile by Id').data;
    expect(byId.path).toBe('/v1.0/users/{UserId}');
    expect(byId.parameters[0]).toEqual({
      name: 'UserId',
      in: 'path',
      required: true,
      description: '',
      schema: { type: 'string' },
      example: '{{UserId}}',
    });
    expect(byId.security).toEqual([{ bearerAuth: [] }]);
    expect(endpoint(bundle, 'Get Users Related People').data.path).toBe(
      "/v1.0/users('{UserName}')/people/",
    );

    const token = endpoint(bundle, 'Get User Access Token').data;
    expect(token.path).toBe('/{TenantID}/oauth2/v2.0/token');
    expect(token.extra?.servers).toEqual([{ url: 'https://login.microsoftonline.com' }]);
    expect(token.requestBody!.content[0]).toMatchObject({
      contentType: 'application/x-www-form-urlencoded',
      example: { grant_type: 'password', client_id: '{{ClientID}}' },
    });
    expect(token.requestBody!.content[0]!.schema).toMatchObject({
      type: 'object',
      properties: { grant_type: { type: 'string' }, password: { type: 'string' } },
    });

    // OAuth 2.0 without the URLs a flow needs is described as the bearer token it yields.
    const oauth = endpoint(bundle, 'Get Access Token using Postman OAuth2').data;
    expect(oauth.security).toEqual([{ oauth2: [] }]);
    expect(bundle.meta.securitySchemes.oauth2).toMatchObject({ type: 'http', scheme: 'bearer' });

    const update = endpoint(bundle, 'Update Team Member').data;
    expect(update.requestBody!.content[0]).toMatchObject({
      contentType: 'application/json',
      example: { '@odata.type': '#microsoft.graph.aadUserConversationMember', roles: ['owner'] },
    });

    const protocol = result.issues.filter((issue) => issue.code === 'POSTMAN_PROTOCOL_PROFILE');
    expect(protocol).toHaveLength(3);
    expect(
      protocol.every((issue) => issue.severity === 'unsupported' && issue.pointer && issue.line),
    ).toBe(true);
    const invalid = result.issues.filter((issue) => issue.code === 'INVALID_JSON_BODY');
    expect(invalid.length).toBeGreaterThan(0);
    expect(invalid[0]).toMatchObject({
      severity: 'warning',
      pointer: expect.stringMatching(/\/request\/body\/raw$/),
    });
    expect(invalid[0]!.line).toBeGreaterThan(1);
    const invite = endpoint(bundle, 'Invite Guest User').data.requestBody!.content[0]!;
    expect(typeof invite.example).toBe('string');
    expect(invite.schema).toBeUndefined();
  });

  it('reads inherited auth, variables and scripts of a collection without info', async () => {
    const bundle = bundleOf(
      await importFiles(fixture('newman-inherited-entities.postman_collection.json')),
    );
    expect(bundle.meta.info.title).toBe('Inherited Entities');
    expect(bundle.meta.security).toEqual([{ basicAuth: [] }]);
    expect(bundle.meta.extra?.['x-postman-variables']).toEqual([
      { key: 'collection-var', value: 'collection level variable' },
      {
        key: 'collectionVariablesURL',
        value: 'https://postman-echo.com/get?test=collection_variable',
      },
      { key: 'duplicate-var', value: 'incorrect' },
    ]);
    expect((bundle.meta.extra?.['x-postman-event'] as unknown[]).length).toBe(1);

    const folder = bundle.folders.find((f) => f.name === 'Folder level stuff')!;
    expect(folder.data.extra?.['x-postman-auth']).toMatchObject({ type: 'digest' });
    expect(folder.data.extra?.['x-postman-event']).toBeDefined();
    const inFolder = bundle.endpoints.filter((e) => e.folderKey === folder.key);
    expect(inFolder.map((e) => e.data.security)).toEqual([
      [{ digestAuth: [] }],
      [{ digestAuth: [] }],
    ]);
    // An item's event written as a single object is kept as written.
    expect(inFolder[0]!.data.extra?.['x-postman-event']).toMatchObject({ listen: 'test' });

    const collectionLevel = bundle.folders.find((f) => f.name === 'Collection level stuff')!;
    const inherit = bundle.endpoints.filter((e) => e.folderKey === collectionLevel.key);
    expect(inherit.map((e) => e.data.security)).toEqual([null, null, null]);
    expect(endpoint(bundle, 'Auth override').data.security).toEqual([]);
    const requestLevel = bundle.endpoints.find(
      (e) => folderPath(bundle, e.folderKey) === '/Request level stuff',
    )!;
    expect(requestLevel.data.security).toEqual([{ digestAuth: [] }]);
    expect(requestLevel.data.extra?.['x-postman-request-event']).toBeDefined();
  });

  it('reads nested folders, including an empty one, in order', async () => {
    const bundle = bundleOf(
      await importFiles(fixture('newman-multi-level-folders-v2.postman_collection.json')),
    );
    expect(bundle.folders.map((f) => folderPath(bundle, f.key))).toEqual([
      '/F1',
      '/F2',
      '/F2/F2.F3',
      '/F2/F4',
    ]);
    expect(bundle.endpoints.map((e) => `${folderPath(bundle, e.folderKey)}/${e.name}`)).toEqual([
      '/F1/F1.R1',
      '/F1/F1.R2',
      '/F1/F1.R3',
      '/F2/F2.F3/F2.F3.R1',
      '/F2/F2.R1',
      '/R1',
    ]);
    expect(bundle.folders.find((f) => f.name === 'F4')!.data.description).toBe('');
  });

  it('reads the URL edge cases of the whatwg collection without losing them', async () => {
    const result = await importFiles(fixture('newman-whatwg-url.postman_collection.json'));
    const bundle = bundleOf(result);
    expect(bundle.endpoints).toHaveLength(26);
    const reserved = endpoint(bundle, 'reserved chars in variables').data;
    expect(reserved.extra?.['x-postman-url-auth']).toEqual({ user: '{{@}}', password: '{{###}}' });
    const disabled = endpoint(bundle, 'disabled query param').data;
    expect(disabled.parameters).toEqual([
      {
        name: 'foo',
        in: 'query',
        required: false,
        description: '',
        schema: { type: 'string' },
        extra: { 'x-postman-disabled': true },
      },
    ]);
    expect(endpoint(bundle, 'multiple ???').data.parameters.map((p) => p.name)).toEqual([
      '??',
      'hl',
      'src',
      'x',
      'y',
      'z',
      's',
    ]);
    expect(result.issues.filter((issue) => issue.code === 'POSTMAN_PROTOCOL_PROFILE')).toHaveLength(
      4,
    );
  });

  it('reads the sandbox collection (v2.1 URL objects, scripts)', async () => {
    const bundle = bundleOf(
      await importFiles(fixture('newman-sandbox-libraries.postman_collection.json')),
    );
    expect(bundle.endpoints.map((e) => [e.name, e.data.method, e.data.path])).toEqual([
      ['AJV', 'get', '/get'],
      ['chai-postman', 'get', '/get'],
      ['pm api', 'get', '/get'],
    ]);
    expect(bundle.endpoints.every((e) => Array.isArray(e.data.extra?.['x-postman-event']))).toBe(
      true,
    );
  });

  it('refuses a v1 collection, saying how to convert it', async () => {
    const result = await importFiles(fixture('newman-v1.postman_collection.json'));
    expect(result.bundle).toBeNull();
    expect(result.issues).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'POSTMAN_V1',
        message: expect.stringContaining('v1 is not supported'),
      }),
    ]);
    // Detection sends it to the Postman reader, which gives that message.
    const detected = await importDesign({ files: [fixture('newman-v1.postman_collection.json')] });
    expect(detected.issues[0]!.code).toBe('POSTMAN_V1');
  });

  it('explains an environment given without its collection', async () => {
    const result = await importDesign({
      files: [fixture('microsoft-graph.postman_environment.json')],
    });
    expect(result.bundle).toBeNull();
    expect(result.issues[0]).toMatchObject({
      code: 'NOT_A_COLLECTION',
      message: expect.stringContaining('environment'),
    });
  });

  it('is detected and imported through importDesign, the collection without info too', async () => {
    const result = await importDesign({
      files: [fixture('newman-inherited-entities.postman_collection.json')],
    });
    expect(result.format).toBe('postman-2.1');
    expect(result.bundle?.endpoints).toHaveLength(8);
  });
});

describe('importPostman on written collections', () => {
  it('turns the base URL of an environment into the server and :vars into path parameters', async () => {
    const collection = {
      info: { name: 'Shop', schema: V21 },
      item: [
        {
          name: 'Get order',
          request: {
            method: 'GET',
            url: {
              raw: '{{baseUrl}}/orders/:orderId?expand=items',
              host: ['{{baseUrl}}'],
              path: ['orders', ':orderId'],
              query: [{ key: 'expand', value: 'items', description: 'What to embed' }],
              variable: [{ key: 'orderId', value: '42', description: 'The order' }],
            },
            header: [
              { key: 'Accept', value: 'application/json' },
              { key: 'Cookie', value: 'session=abc; theme=dark' },
            ],
          },
        },
      ],
    };
    const environment = {
      name: 'Staging',
      values: [
        { key: 'baseUrl', value: 'https://staging.shop.test/api/', enabled: true },
        { key: 'token', value: 's3cret', enabled: true, type: 'secret' },
      ],
    };
    // Detected by its shape even with a plain file name.
    const result = await importPostman(
      {
        files: [
          json(collection),
          {
            name: 'staging.json',
            text: JSON.stringify({ ...environment, _postman_variable_scope: 'environment' }),
          },
        ],
      },
      {},
    );
    const bundle = bundleOf(result);
    expect(bundle.meta.servers).toEqual([{ url: 'https://staging.shop.test/api' }]);
    const order = bundle.endpoints[0]!.data;
    expect(order.path).toBe('/orders/{orderId}');
    expect(order.parameters).toEqual([
      {
        name: 'orderId',
        in: 'path',
        required: true,
        description: 'The order',
        schema: { type: 'string' },
        example: '42',
      },
      {
        name: 'expand',
        in: 'query',
        required: false,
        description: 'What to embed',
        schema: { type: 'string' },
        example: 'items',
      },
      {
        name: 'Accept',
        in: 'header',
        required: false,
        description: '',
        schema: { type: 'string' },
        example: 'application/json',
      },
      {
        name: 'session',
        in: 'cookie',
        required: false,
        description: '',
        schema: { type: 'string' },
        example: 'abc',
      },
      {
        name: 'theme',
        in: 'cookie',
        required: false,
        description: '',
        schema: { type: 'string' },
        example: 'dark',
      },
    ]);
    expect(bundle.meta.extra?.['x-heron-environments']).toEqual([
      {
        name: 'Staging',
        variables: [
          { key: 'baseUrl', value: 'https://staging.shop.test/api/', enabled: true, secret: false },
          // A secret's value is never stored in the design.
          { key: 'token', value: '', enabled: true, secret: true },
        ],
      },
    ]);
  });

  it('reads every body mode', async () => {
    const request = (body: unknown, header: unknown[] = []) => ({
      method: 'POST',
      url: 'https://x.test/a',
      header,
      body,
    });
    const collection = {
      info: { name: 'Bodies', schema: V21 },
      item: [
        {
          name: 'json by language',
          request: request({
            mode: 'raw',
            raw: '{"a":[1,2]}',
            options: { raw: { language: 'json' } },
          }),
        },
        {
          name: 'xml by header',
          request: request({ mode: 'raw', raw: '<a/>' }, [
            { key: 'Content-Type', value: 'application/xml' },
          ]),
        },
        {
          name: 'form',
          request: request({
            mode: 'formdata',
            formdata: [
              { key: 'file', type: 'file', src: '/tmp/a.png', contentType: 'image/png' },
              { key: 'note', value: 'hi', type: 'text', description: 'A note' },
              { key: 'off', value: 'x', type: 'text', disabled: true },
            ],
          }),
        },
        {
          name: 'urlencoded',
          request: request({
            mode: 'urlencoded',
            urlencoded: [
              { key: 'a', value: '1' },
              { key: 'a', value: '2' },
            ],
          }),
        },
        { name: 'file', request: request({ mode: 'file', file: { src: '/tmp/x.bin' } }) },
        {
          name: 'graphql',
          request: request({
            mode: 'graphql',
            graphql: { query: '{ me { id } }', variables: '{"x":1}' },
          }),
        },
      ],
    };
    const bundle = bundleOf(await importFiles(json(collection)));
    const media = (name: string) => endpoint(bundle, name).data.requestBody!.content[0]!;
    expect(media('json by language')).toMatchObject({
      contentType: 'application/json',
      example: { a: [1, 2] },
      schema: { type: 'object', properties: { a: { type: 'array', items: { type: 'integer' } } } },
    });
    expect(media('json by language').extra).toBeUndefined();
    expect(media('xml by header')).toMatchObject({
      contentType: 'application/xml',
      example: '<a/>',
      schema: { type: 'string' },
    });
    expect(media('form')).toEqual({
      contentType: 'multipart/form-data',
      schema: {
        type: 'object',
        properties: {
          file: { type: 'string', format: 'binary' },
          note: { type: 'string', description: 'A note' },
          off: { type: 'string', 'x-postman-disabled': true },
        },
      },
      example: { file: '/tmp/a.png', note: 'hi', off: 'x' },
      examples: [],
      extra: { encoding: { file: { contentType: 'image/png' } } },
    });
    expect(media('urlencoded')).toMatchObject({
      schema: { type: 'object', properties: { a: { type: 'array', items: { type: 'string' } } } },
      example: { a: ['1', '2'] },
    });
    expect(media('file')).toMatchObject({
      contentType: 'application/octet-stream',
      schema: { type: 'string', format: 'binary' },
      extra: { 'x-postman-file': { src: '/tmp/x.bin' } },
    });
    expect(media('graphql')).toMatchObject({
      contentType: 'application/json',
      example: { query: '{ me { id } }', variables: { x: 1 } },
      extra: { 'x-postman-mode': 'graphql' },
    });
  });

  it('maps auth types to security schemes and shares equal ones', async () => {
    const auth = (type: string, settings: Array<[string, string]>) => ({
      type,
      [type]: settings.map(([key, value]) => ({ key, value, type: 'string' })),
    });
    const item = (name: string, requestAuth: unknown) => ({
      name,
      request: { method: 'GET', url: 'https://x.test/' + name, auth: requestAuth },
    });
    const collection = {
      info: { name: 'Auth', schema: V21 },
      auth: auth('bearer', [['token', '{{token}}']]),
      item: [
        item('inherits', undefined),
        item('none', { type: 'noauth' }),
        item(
          'key',
          auth('apikey', [
            ['key', 'X-Key'],
            ['value', '{{k}}'],
            ['in', 'query'],
          ]),
        ),
        item(
          'key again',
          auth('apikey', [
            ['key', 'X-Key'],
            ['value', '{{k}}'],
            ['in', 'query'],
          ]),
        ),
        item(
          'code flow',
          auth('oauth2', [
            ['grant_type', 'authorization_code'],
            ['authUrl', 'https://id.test/auth'],
            ['accessTokenUrl', 'https://id.test/token'],
            ['scope', 'read write'],
          ]),
        ),
        item('hawk', auth('hawk', [['authId', 'a']])),
      ],
    };
    const result = await importFiles(json(collection));
    const bundle = bundleOf(result);
    expect(bundle.meta.security).toEqual([{ bearerAuth: [] }]);
    expect(bundle.endpoints.map((e) => e.data.security)).toEqual([
      null,
      [],
      [{ apiKeyAuth: [] }],
      [{ apiKeyAuth: [] }],
      [{ oauth2: [] }],
      [{ hawkAuth: [] }],
    ]);
    expect(bundle.meta.securitySchemes.apiKeyAuth).toMatchObject({
      type: 'apiKey',
      name: 'X-Key',
      in: 'query',
    });
    expect(bundle.meta.securitySchemes.oauth2).toMatchObject({
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: 'https://id.test/auth',
          tokenUrl: 'https://id.test/token',
          scopes: { read: '', write: '' },
        },
      },
    });
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        severity: 'unsupported',
        code: 'POSTMAN_AUTH_TYPE',
        pointer: '/item/5/request/auth/type',
      }),
    );
  });

  it('lists what a design does not hold, with pointers', async () => {
    const collection = {
      info: { name: 'Odd', schema: V21 },
      protocolProfileBehavior: { strictSSL: false },
      item: [
        { name: 'propfind', request: { method: 'PROPFIND', url: 'https://x.test/' } },
        {
          name: 'cert',
          request: {
            method: 'GET',
            url: 'https://x.test/c',
            certificate: { name: 'c' },
            proxy: { host: 'p' },
          },
        },
      ],
    };
    const result = await importFiles(json(collection));
    const bundle = bundleOf(result);
    expect(bundle.endpoints.map((e) => e.name)).toEqual(['cert']);
    expect(bundle.endpoints[0]!.data.extra).toMatchObject({
      'x-postman-request-certificate': { name: 'c' },
      'x-postman-request-proxy': { host: 'p' },
    });
    expect(bundle.meta.extra?.['x-postman-protocolProfileBehavior']).toEqual({ strictSSL: false });
    expect(result.issues.map((issue) => [issue.severity, issue.code, issue.pointer])).toEqual([
      ['unsupported', 'POSTMAN_PROTOCOL_PROFILE', '/protocolProfileBehavior'],
      ['unsupported', 'HTTP_METHOD', '/item/0/request/method'],
      ['unsupported', 'POSTMAN_CERTIFICATE', '/item/1/request/certificate'],
      ['unsupported', 'POSTMAN_PROXY', '/item/1/request/proxy'],
    ]);
    expect(result.issues.every((issue) => issue.line !== undefined)).toBe(true);
  });

  it('reports progress per request and stops when cancelled', async () => {
    const collection = {
      info: { name: 'P', schema: V21 },
      item: Array.from({ length: 5 }, (_, i) => ({
        name: `r${i}`,
        request: `https://x.test/${i}`,
      })),
    };
    const seen: Array<[number, number]> = [];
    await importPostman(
      { files: [json(collection)] },
      { onProgress: (done, total) => seen.push([done, total]) },
    );
    expect(seen.at(-1)).toEqual([5, 5]);
    const controller = new AbortController();
    controller.abort(new Error('cancelled by the user'));
    await expect(
      importPostman({ files: [json(collection)] }, { signal: controller.signal }),
    ).rejects.toThrow('cancelled by the user');
  });
});

describe('importPostman on bad input', () => {
  it.each([
    ['an empty file', '  ', 'EMPTY'],
    ['an array', '[1,2]', 'NOT_A_COLLECTION'],
    ['an OpenAPI document', '{"openapi":"3.1.0","paths":{}}', 'NOT_A_COLLECTION'],
  ])('refuses %s', async (_label, text, code) => {
    const result = await importPostman({ files: [{ name: 'c.json', text }] }, {});
    expect(result.bundle).toBeNull();
    expect(result.issues[0]).toMatchObject({ severity: 'error', code });
  });

  it('gives the line and column of a syntax error', async () => {
    const result = await importPostman(
      { files: [{ name: 'c.json', text: '{\n  "info": {,\n}' }] },
      {},
    );
    expect(result.bundle).toBeNull();
    expect(result.issues[0]).toMatchObject({
      severity: 'error',
      code: 'SYNTAX',
      file: 'c.json',
      line: 2,
      column: 12,
    });
  });

  it('points at an "item" that is not a list', async () => {
    const result = await importPostman(
      { files: [json({ info: { name: 'x', schema: V21 }, item: 'no' })] },
      {},
    );
    expect(result.bundle).toBeNull();
    expect(result.issues[0]).toMatchObject({ code: 'NOT_A_COLLECTION', pointer: '/item', line: 1 });
  });

  it('skips items of the wrong shape, each with its pointer', async () => {
    const result = await importPostman(
      {
        files: [
          json({
            info: { name: 'x', schema: V21 },
            item: [1, { name: 'lost' }, { name: 'f', item: [{ request: 7 }] }],
          }),
        ],
      },
      {},
    );
    expect(bundleOf(result).endpoints).toEqual([]);
    expect(result.issues.map((issue) => [issue.code, issue.pointer])).toEqual([
      ['POSTMAN_ITEM', '/item/0'],
      ['POSTMAN_ITEM', '/item/1'],
      ['POSTMAN_REQUEST', '/item/2/item/0/request'],
    ]);
  });

  it('refuses nesting deeper than the limit, pointing at it', async () => {
    let items: unknown = [{ name: 'r', request: 'https://x.test' }];
    for (let i = 0; i < 120; i += 1) items = [{ name: `f${i}`, item: items }];
    const result = await importPostman(
      { files: [json({ info: { name: 'deep', schema: V21 }, item: items })] },
      {},
    );
    expect(result.bundle).toBeNull();
    expect(result.issues[0]).toMatchObject({
      code: 'TOO_DEEP',
      pointer: expect.stringMatching(/^\/item\/0\/item\/0/),
    });
  });

  it('ignores an extra file that is neither collection nor environment, and says so', async () => {
    const result = await importPostman(
      {
        files: [
          json({ info: { name: 'x', schema: V21 }, item: [] }),
          { name: 'notes.json', text: '{"a":1}' },
        ],
      },
      {},
    );
    expect(result.bundle).not.toBeNull();
    expect(result.issues).toEqual([
      expect.objectContaining({ code: 'IGNORED_FILE', file: 'notes.json' }),
    ]);
  });
});

describe('guardedImporter', () => {
  it('turns an unexpected exception into an error issue, but lets a cancel through', async () => {
    const { guardedImporter } = await import('../import/import-context.js');
    const broken = guardedImporter('har', () =>
      Promise.reject(new RangeError('Maximum call stack size exceeded')),
    );
    await expect(broken({ files: [] }, {})).resolves.toEqual({
      format: 'har',
      bundle: null,
      issues: [
        expect.objectContaining({
          severity: 'error',
          code: 'INTERNAL_ERROR',
          message: expect.stringContaining('Maximum call stack'),
        }),
      ],
    });
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(
      guardedImporter('har', () => Promise.reject(new Error('stop')))(
        { files: [] },
        { signal: controller.signal },
      ),
    ).rejects.toThrow('stop');
  });
});
