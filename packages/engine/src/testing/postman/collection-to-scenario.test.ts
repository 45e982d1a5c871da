import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  scenarioBodySchema,
  scenarioStepProblems,
  walkSteps,
  type RequestStep,
  type ScenarioBody,
  type TestStep,
} from '@heron/contract';
import { describe, expect, it } from 'vitest';
import {
  collectionToScenario,
  type CollectionToScenarioOptions,
} from './collection-to-scenario.js';

const FIXTURES =
  process.env.HERON_FIXTURES ??
  fileURLToPath(new URL('../../../../../../shared/fixtures', import.meta.url));
const POSTMAN = join(FIXTURES, 'postman');
const hasFixtures = existsSync(POSTMAN);
if (!hasFixtures)
  console.warn(`Postman fixtures not found at ${POSTMAN}: the fixture tests are skipped.`);

const V21 = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(join(POSTMAN, name), 'utf8')) as unknown;
}

function convert(collection: unknown, options?: CollectionToScenarioOptions) {
  const result = collectionToScenario(collection, options);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  // Whatever comes out must be a scenario the contract accepts as it is.
  expect(scenarioBodySchema.parse(result.scenario)).toEqual(result.scenario);
  expect(scenarioStepProblems(result.scenario.steps)).toEqual([]);
  return result;
}

function collection(
  items: unknown[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { info: { name: 'Hand-made', schema: V21 }, item: items, ...extra };
}

const get = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  request: { method: 'GET', url: `https://example.test/${name}` },
  ...extra,
});

const script = (listen: 'prerequest' | 'test', ...exec: string[]) => ({
  listen,
  script: { type: 'text/javascript', exec },
});

/** The scenario as an outline: groups as `[name, children]`, requests by name. */
type Outline = Array<string | [string, Outline]>;
function outline(steps: readonly TestStep[]): Outline {
  return steps.map((step) =>
    step.type === 'group' ? [step.name, outline(step.steps)] : step.name,
  );
}

function requests(scenario: ScenarioBody): RequestStep[] {
  return [...walkSteps(scenario.steps)]
    .map(([step]) => step)
    .filter((step): step is RequestStep => step.type === 'request');
}

function requestNamed(scenario: ScenarioBody, name: string): RequestStep {
  const found = requests(scenario).find((step) => step.name === name);
  if (found === undefined) throw new Error(`no request ${name}`);
  return found;
}

/** Items and folders of a Postman item tree, counted as newman sees them. */
function countItems(items: unknown): { folders: number; requests: number } {
  const count = { folders: 0, requests: 0 };
  for (const item of items as Array<Record<string, unknown>>) {
    if ('item' in item) {
      count.folders += 1;
      const inner = countItems(item.item);
      count.folders += inner.folders;
      count.requests += inner.requests;
    } else count.requests += 1;
  }
  return count;
}

describe.skipIf(!hasFixtures)('real collections', () => {
  const v2 = [
    'microsoft-graph.postman_collection.json',
    'newman-echo-v2.postman_collection.json',
    'newman-inherited-entities.postman_collection.json',
    'newman-multi-level-folders-v2.postman_collection.json',
    'newman-sample-collection.json',
    'newman-sandbox-libraries.postman_collection.json',
    'newman-whatwg-url.postman_collection.json',
  ];

  it.each(v2)('converts %s with a step for every folder and request', (name) => {
    const source = fixture(name) as { item: unknown };
    const { scenario } = convert(source);
    const expected = countItems(source.item);
    const steps = [...walkSteps(scenario.steps)].map(([step]) => step);
    expect(steps.filter((step) => step.type === 'group')).toHaveLength(expected.folders);
    expect(steps.filter((step) => step.type === 'request')).toHaveLength(expected.requests);
  });

  it('keeps the folders of Microsoft Graph nested as they are', () => {
    const source = fixture('microsoft-graph.postman_collection.json') as {
      item: Array<{ name: string; item: Array<{ name: string }> }>;
    };
    const { scenario, problems } = convert(source);
    expect(scenario.name).toBe('Microsoft Graph');
    const first = scenario.steps[0]!;
    expect(first.type === 'group' && first.name).toBe(source.item[0]!.name);
    const inner = first.type === 'group' ? first.steps.map((step) => step.name) : [];
    expect(inner).toEqual(source.item[0]!.item.map((item) => item.name));
    const listed = requestNamed(scenario, 'Retrieve the list of applications');
    expect(listed.request).toMatchObject({
      method: 'GET',
      url: 'https://graph.microsoft.com/beta/applications',
      auth: { type: 'bearer', token: '{{UserAccessToken}}' },
    });
    expect(listed.request.postResponseScript).toContain('InvalidAuthenticationToken');
    // The one OAuth 2.0 request has no stored token: newman sends it without auth, as we do.
    expect(requestNamed(scenario, 'Get Access Token using Postman OAuth2').request.auth).toEqual({
      type: 'none',
    });
    expect(problems).toEqual([]);
  });

  it('keeps multi-level folders, empty ones included', () => {
    const { scenario } = convert(fixture('newman-multi-level-folders-v2.postman_collection.json'));
    expect(outline(scenario.steps)).toEqual([
      ['F1', ['F1.R1', 'F1.R2', 'F1.R3']],
      ['F2', [['F2.F3', ['F2.F3.R1']], ['F4', []], 'F2.R1']],
      'R1',
    ]);
  });

  it('gives each request the auth and scripts newman would (inherited entities)', () => {
    const { scenario, variables, problems } = convert(
      fixture('newman-inherited-entities.postman_collection.json'),
    );
    expect(scenario.name).toBe('Inherited Entities');
    expect(variables).toEqual({
      'collection-var': 'collection level variable',
      collectionVariablesURL: 'https://postman-echo.com/get?test=collection_variable',
      'duplicate-var': 'incorrect',
    });
    const [collectionLevel, folderLevel, requestLevel] = scenario.steps as Array<
      Extract<TestStep, { type: 'group' }>
    >;
    const basic = { type: 'basic', username: 'postman', password: 'password' };
    const digest = { type: 'digest', username: 'postman', password: 'password' };
    const collectionAuth = collectionLevel!.steps[1] as RequestStep;
    expect(collectionAuth.request.auth).toEqual(basic);
    expect(collectionAuth.request.url).toBe('https://postman-echo.com/basic-auth');
    expect((folderLevel!.steps[0] as RequestStep).request.auth).toEqual(digest);
    expect((requestLevel!.steps[0] as RequestStep).request.auth).toEqual(digest);
    expect(requestNamed(scenario, 'Auth override').request.auth).toEqual({ type: 'none' });
    expect(requestNamed(scenario, 'Environment override').request.auth).toEqual(basic);

    const folderEvent = folderLevel!.steps[1] as RequestStep;
    const pre = folderEvent.request.preRequestScript;
    expect(pre.indexOf("pm.environment.set('collectionScriptURL'")).toBeGreaterThan(-1);
    expect(pre.indexOf("pm.environment.set('collectionScriptURL'")).toBeLessThan(
      pre.indexOf("pm.environment.set('folderScriptURL'"),
    );
    // A lone `event` object, not in a list, is read as newman reads it.
    expect((folderLevel!.steps[0] as RequestStep).request.postResponseScript).toContain(
      'folder level auth',
    );
    expect(problems).toEqual([
      'The collection names no schema (info.schema); it was read as a v2.1 collection, as newman reads it.',
    ]);
  });

  it('reports the auth Heron cannot send and goes on (Postman Echo)', () => {
    const { scenario, problems } = convert(fixture('newman-echo-v2.postman_collection.json'));
    expect(problems.some((problem) => problem.includes('"oauth1" auth'))).toBe(true);
    const basic = requests(scenario).find((step) => step.request.auth.type === 'basic');
    expect(basic?.request.auth).toEqual({
      type: 'basic',
      username: 'postman',
      password: 'password',
    });
    // v2.0 folders carry `_postman_id`: it is the group's step id.
    expect(scenario.steps[0]!.id).toBe('e372e924-c66a-fdb0-0363-cc55944206f7');
  });

  it('writes URLs the way newman sends them (WHATWG URL cases)', () => {
    const { scenario } = convert(fixture('newman-whatwg-url.postman_collection.json'));
    const urls = requests(scenario).map((step) => step.request.url);
    expect(urls).toContain('https://postman-echo.com/get?&&');
    expect(urls).toContain(
      'https://postman-echo.com/get?q=%23{{foo&bar}}%23&x%26y={{#foo#}}&b#a&r',
    );
    expect(urls).toContain('https://us@r:p@ssword@postman-echo.com/get');
    expect(urls).toContain('127.1:4041');
  });

  it('refuses the v1 collection', () => {
    const result = collectionToScenario(fixture('newman-v1.postman_collection.json'));
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('v1') });
  });
});

describe('versions', () => {
  it('accepts v2.0 and v2.1', () => {
    for (const schema of [
      V21,
      'https://schema.getpostman.com/json/collection/v2.0.0/collection.json',
    ]) {
      expect(collectionToScenario({ info: { name: 'x', schema }, item: [] }).ok).toBe(true);
    }
  });

  it('refuses v1, by its schema or by its shape', () => {
    const bySchema = collectionToScenario({
      info: {
        name: 'x',
        schema: 'https://schema.getpostman.com/json/collection/v1.0.0/collection.json',
      },
      item: [],
    });
    const byShape = collectionToScenario({ id: 'x', name: 'x', order: [], requests: [] });
    for (const result of [bySchema, byShape]) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/v1.*export it again as a Collection v2\.1/);
    }
  });

  it('refuses what is not a v2 collection', () => {
    expect(collectionToScenario(null)).toMatchObject({ ok: false });
    expect(collectionToScenario([])).toMatchObject({ ok: false });
    expect(collectionToScenario({ info: { schema: V21 } })).toMatchObject({
      ok: false,
      message: expect.stringContaining('"item" list'),
    });
    expect(
      collectionToScenario({
        info: { schema: 'https://example.test/collection/v3.0.0' },
        item: [],
      }),
    ).toMatchObject({ ok: false, message: expect.stringContaining('v3.0.0') });
  });
});

describe('scripts', () => {
  const nested = collection(
    [
      {
        name: 'Outer',
        event: [script('prerequest', '// outer pre'), script('test', '// outer test')],
        item: [
          {
            name: 'Inner',
            event: [script('prerequest', '// inner pre'), script('test', '// inner test')],
            item: [
              get('Leaf', {
                event: [script('prerequest', '// leaf pre'), script('test', '// leaf test')],
              }),
            ],
          },
        ],
      },
      get('Bare'),
      get('Own only', { event: [script('test', 'const x = 1;', 'pm.test("x", () => {});')] }),
    ],
    { event: [script('prerequest', '// collection pre'), script('test', '// collection test')] },
  );

  it('runs the collection, the folders from the outermost, then the request', () => {
    const { scenario } = convert(nested);
    const leaf = requestNamed(scenario, 'Leaf').request;
    const order = (text: string, marks: string[]) => marks.map((mark) => text.indexOf(mark));
    const pre = order(leaf.preRequestScript, [
      'collection pre',
      'outer pre',
      'inner pre',
      'leaf pre',
    ]);
    const test = order(leaf.postResponseScript, [
      'collection test',
      'outer test',
      'inner test',
      'leaf test',
    ]);
    for (const positions of [pre, test]) {
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
    expect(leaf.preRequestScript).toContain('// The script of folder "Inner"');
  });

  it("gives a request without scripts of its own the collection's, as written", () => {
    const { scenario } = convert(nested);
    expect(requestNamed(scenario, 'Bare').request.preRequestScript).toBe('// collection pre');
  });

  it('keeps a lone script exactly as written', () => {
    const { scenario } = convert(collection([(nested.item as unknown[])[2]]));
    expect(requestNamed(scenario, 'Own only').request.postResponseScript).toBe(
      'const x = 1;\npm.test("x", () => {});',
    );
    expect(requestNamed(scenario, 'Own only').request.preRequestScript).toBe('');
  });

  it('skips disabled events and reports scripts that only name a file', () => {
    const { scenario, problems } = convert(
      collection([
        get('R', {
          event: [
            { ...script('test', '// off'), disabled: true },
            { listen: 'test', script: { src: 'https://example.test/tests.js' } },
          ],
        }),
      ]),
    );
    expect(requestNamed(scenario, 'R').request.postResponseScript).toBe('');
    expect(problems).toEqual([
      '"R": a script names a file instead of holding its code; it is not run.',
    ]);
  });

  it('warns about scripts that choose the next request', () => {
    const { problems } = convert(
      collection([get('R', { event: [script('test', 'postman.setNextRequest("R");')] })]),
    );
    expect(problems).toEqual([
      '"R": a script chooses the next request (setNextRequest or skipRequest); Heron runs the requests in collection order.',
    ]);
  });
});

describe('auth', () => {
  const bearer = { type: 'bearer', bearer: [{ key: 'token', value: '{{token}}', type: 'string' }] };
  const basic = {
    type: 'basic',
    basic: [
      { key: 'username', value: 'ann' },
      { key: 'password', value: 'pw' },
    ],
  };
  const withAuth = (name: string, auth: unknown) => ({
    name,
    request: { method: 'GET', url: 'https://example.test', auth },
  });

  const tree = collection(
    [
      withAuth('Missing', undefined),
      withAuth('Inherit', { type: 'inherit' }),
      withAuth('Null', null),
      withAuth('No auth', { type: 'noauth' }),
      withAuth('Own basic', basic),
      {
        name: 'Silent folder',
        auth: { type: 'noauth' },
        item: [withAuth('In silent', { type: 'inherit' })],
      },
      {
        name: 'Inheriting folder',
        auth: { type: 'inherit' },
        item: [{ name: 'Basic folder', auth: basic, item: [withAuth('Deep', undefined)] }],
      },
    ],
    { auth: bearer },
  );

  it("takes the request's, else the nearest folder's, else the collection's", () => {
    const { scenario } = convert(tree);
    const auth = (name: string) => requestNamed(scenario, name).request.auth;
    const collectionBearer = { type: 'bearer', token: '{{token}}' };
    expect(auth('Missing')).toEqual(collectionBearer);
    expect(auth('Inherit')).toEqual(collectionBearer);
    expect(auth('Null')).toEqual(collectionBearer);
    expect(auth('No auth')).toEqual({ type: 'none' });
    expect(auth('Own basic')).toEqual({ type: 'basic', username: 'ann', password: 'pw' });
    expect(auth('In silent')).toEqual({ type: 'none' });
    expect(auth('Deep')).toEqual({ type: 'basic', username: 'ann', password: 'pw' });
  });

  it('sends nothing when no level has auth', () => {
    const { scenario } = convert(collection([get('R')]));
    expect(requestNamed(scenario, 'R').request.auth).toEqual({ type: 'none' });
  });

  it('reads v2.0 auth settings written as an object', () => {
    const { scenario } = convert(
      collection([withAuth('Old', { type: 'basic', basic: { username: 'ann', password: 'pw' } })]),
    );
    expect(requestNamed(scenario, 'Old').request.auth).toEqual({
      type: 'basic',
      username: 'ann',
      password: 'pw',
    });
  });

  it("sends an OAuth 2.0 auth's stored token, where Postman puts it", () => {
    const oauth2 = (pairs: Record<string, string>) => ({
      type: 'oauth2',
      oauth2: Object.entries(pairs).map(([key, value]) => ({ key, value })),
    });
    const { scenario } = convert(
      collection([
        withAuth('Header', oauth2({ accessToken: 'abc', addTokenTo: 'header' })),
        withAuth('Query', oauth2({ accessToken: 'abc', addTokenTo: 'queryParams' })),
        withAuth('Prefix', oauth2({ accessToken: 'abc', headerPrefix: 'Token' })),
      ]),
    );
    const auth = (name: string) => requestNamed(scenario, name).request.auth;
    expect(auth('Header')).toEqual({ type: 'bearer', token: 'abc' });
    expect(auth('Query')).toEqual({
      type: 'apiKey',
      key: 'access_token',
      value: 'abc',
      in: 'query',
    });
    expect(auth('Prefix')).toEqual({
      type: 'apiKey',
      key: 'Authorization',
      value: 'Token abc',
      in: 'header',
    });
  });

  it('reports an auth Heron cannot send and sends the request without it', () => {
    const { scenario, problems } = convert(
      collection([withAuth('Hawk', { type: 'hawk', hawk: [] })]),
    );
    expect(requestNamed(scenario, 'Hawk').request.auth).toEqual({ type: 'none' });
    expect(problems).toEqual([
      '"Hawk": Heron cannot send its "hawk" auth; it is sent without auth.',
    ]);
  });
});

describe('--folder', () => {
  const tree = collection([
    {
      name: 'Users',
      id: 'folder-users',
      item: [get('List users'), { name: 'Admin', item: [get('List admins'), get('Ban')] }],
    },
    { name: 'Orders', item: [get('List orders'), { name: 'Admin', item: [get('Refund')] }] },
    get('Health'),
  ]);

  it('runs only the named folder, inside its parents', () => {
    const { scenario } = convert(tree, { folders: ['Orders'] });
    expect(outline(scenario.steps)).toEqual([['Orders', ['List orders', ['Admin', ['Refund']]]]]);
  });

  it('finds a nested folder and keeps the folders above it', () => {
    const { scenario } = convert(tree, { folders: ['Admin'] });
    expect(outline(scenario.steps)).toEqual([['Users', [['Admin', ['List admins', 'Ban']]]]]);
  });

  it('runs several folders or requests in collection order, by name or id', () => {
    const { scenario } = convert(tree, { folders: ['Health', 'Refund', 'folder-users'] });
    expect(outline(scenario.steps)).toEqual([
      ['Users', ['List users', ['Admin', ['List admins', 'Ban']]]],
      ['Orders', [['Admin', ['Refund']]]],
      'Health',
    ]);
  });

  it('keeps the ids a full run gives', () => {
    const full = requests(convert(tree).scenario).find((step) => step.name === 'Refund')!;
    const chosen = requests(convert(tree, { folders: ['Refund'] }).scenario)[0]!;
    expect(chosen.id).toBe(full.id);
  });

  it('refuses a name that is not in the collection', () => {
    expect(collectionToScenario(tree, { folders: ['Users', 'Payments'] })).toEqual({
      ok: false,
      message: 'folder "Payments" not found in the collection',
    });
    expect(collectionToScenario(tree, { folders: ['Nope'] })).toEqual({
      ok: false,
      message: 'folder "Nope" not found in the collection',
    });
  });

  it('runs everything when no folder is named', () => {
    expect(outline(convert(tree, { folders: [] }).scenario.steps)).toEqual(
      outline(convert(tree).scenario.steps),
    );
  });
});

describe('variables and the scenario', () => {
  it("reads the collection's enabled variables as text", () => {
    const { variables } = convert(
      collection([], {
        variable: [
          { key: 'baseUrl', value: 'https://api.example.test' },
          { key: 'off', value: 'x', disabled: true },
          { key: 'count', value: 3, type: 'number' },
          { key: 'flag', value: false },
          { key: 'empty' },
          { value: 'no key' },
        ],
        variables: [{ key: 'older', value: 'v2.0 spelling' }],
      }),
    );
    expect(variables).toEqual({
      baseUrl: 'https://api.example.test',
      count: '3',
      flag: 'false',
      empty: '',
      older: 'v2.0 spelling',
    });
  });

  it('names and describes the scenario after the collection, with default settings', () => {
    const { scenario } = convert(
      collection([], {
        info: {
          name: '  Shop API  ',
          description: { content: 'About', type: 'text/markdown' },
          schema: V21,
        },
      }),
    );
    expect(scenario).toMatchObject({
      name: 'Shop API',
      description: 'About',
      settings: { onFailure: 'continue', iterations: 1, data: { kind: 'none' } },
    });
    expect(convert(collection([], { info: { schema: V21 } })).scenario.name).toBe(
      'Postman collection',
    );
  });
});

describe('requests', () => {
  it('makes request steps with stable, valid, unique ids', () => {
    const { scenario } = convert(
      collection([
        get('A', { id: 'a7c0-uuid' }),
        get('B', { id: 'a7c0-uuid' }),
        get('C', { id: '{{weird id}}' }),
        { name: 'F', item: [get('D')] },
        get('E', { id: 'x'.repeat(80) }),
      ]),
    );
    expect([...walkSteps(scenario.steps)].map(([step]) => step.id)).toEqual([
      'a7c0-uuid',
      'a7c0-uuid-2',
      '-weird-id-',
      'i-3',
      'i-3-0',
      'x'.repeat(64),
    ]);
    expect(requestNamed(scenario, 'A')).toMatchObject({
      type: 'request',
      enabled: true,
      source: { kind: 'custom' },
      assertions: [],
      extractions: [],
      request: {
        settings: { timeoutMs: 30_000, followRedirects: true, maxRedirects: 10, verifyTls: true },
      },
    });
  });

  it('reads the method, URL parts, path variables, headers and body', () => {
    const { scenario } = convert(
      collection([
        {
          name: 'Create',
          request: {
            method: 'post',
            url: {
              raw: '{{baseUrl}}/users/:id?verbose=1',
              host: ['{{baseUrl}}'],
              path: ['users', ':id'],
              query: [
                { key: 'verbose', value: '1' },
                { key: 'off', value: 'x', disabled: true },
              ],
              variable: [{ key: 'id', value: '42' }],
            },
            header: [
              { key: 'Content-Type', value: 'application/json' },
              { key: 'X-Off', value: '1', disabled: true },
            ],
            body: { mode: 'raw', raw: '{"name":"{{name}}"}' },
          },
        },
        { name: 'Just a URL', request: 'https://example.test/ping' },
      ]),
    );
    expect(requestNamed(scenario, 'Create').request).toMatchObject({
      method: 'POST',
      url: '{{baseUrl}}/users/:id?verbose=1',
      pathParams: [{ key: 'id', value: '42', enabled: true }],
      query: [],
      headers: [
        { key: 'Content-Type', value: 'application/json', enabled: true },
        { key: 'X-Off', value: '1', enabled: false },
      ],
      body: { kind: 'json', text: '{"name":"{{name}}"}' },
    });
    expect(requestNamed(scenario, 'Just a URL').request).toMatchObject({
      method: 'GET',
      url: 'https://example.test/ping',
    });
  });

  it('names a nameless request after its method and URL', () => {
    const { scenario } = convert(
      collection([{ request: { method: 'DELETE', url: 'https://example.test/x' } }]),
    );
    expect(requests(scenario)[0]!.name).toBe('DELETE https://example.test/x');
  });

  it('goes on past what it cannot carry, saying what was left out', () => {
    const { scenario, problems } = convert(
      collection([
        {
          name: 'Odd body',
          request: { method: 'POST', url: 'https://x.test', body: { mode: 'carrier-pigeon' } },
        },
        {
          name: 'Upload',
          request: {
            method: 'POST',
            url: 'https://x.test',
            body: {
              mode: 'formdata',
              formdata: [
                { key: 'doc', type: 'file' },
                { key: 'note', value: 'hi' },
              ],
            },
          },
        },
        { name: 'Bad method', request: { method: 'GET ME', url: 'https://x.test' } },
        'not an item',
        { name: 'Neither' },
      ]),
    );
    expect(requestNamed(scenario, 'Odd body').request.body).toEqual({ kind: 'none' });
    expect(requestNamed(scenario, 'Upload').request.body).toEqual({
      kind: 'form-data',
      fields: [{ type: 'text', key: 'note', value: 'hi', enabled: true }],
    });
    expect(requests(scenario).map((step) => step.name)).toEqual(['Odd body', 'Upload']);
    expect(problems).toEqual([
      '"Odd body": its body mode "carrier-pigeon" is not known; it is sent without a body.',
      '"Upload": its form field "doc" names no file; it is left out.',
      '"Bad method": its method "GET ME" cannot be sent; it is left out.',
      '"item 4": it is not an object; it is left out.',
      '"Neither": it is neither a request nor a folder; it is left out.',
    ]);
  });

  it('reads files named by a form field with the reader it is given', () => {
    const { scenario, problems } = convert(
      collection([
        {
          name: 'Upload',
          request: {
            method: 'POST',
            url: 'https://x.test',
            body: {
              mode: 'formdata',
              formdata: [
                { key: 'doc', type: 'file', src: 'a.txt' },
                { key: 'gone', type: 'file', src: 'missing.txt' },
              ],
            },
          },
        },
      ]),
      {
        readFile: (src) =>
          src === 'a.txt' ? { fileName: 'a.txt', contentType: 'text/plain', base64: 'aGk=' } : null,
      },
    );
    expect(requestNamed(scenario, 'Upload').request.body).toEqual({
      kind: 'form-data',
      fields: [
        {
          type: 'file',
          key: 'doc',
          enabled: true,
          file: { fileName: 'a.txt', contentType: 'text/plain', base64: 'aGk=' },
        },
      ],
    });
    expect(problems).toEqual([
      '"Upload": its form field "gone" reads the file "missing.txt", which cannot be read; it is left out.',
    ]);
  });

  it("leaves out a request beyond the contract's limits, saying why", () => {
    const { scenario, problems } = convert(
      collection([
        { name: 'Huge', request: { method: 'GET', url: `https://x.test/${'a'.repeat(100_001)}` } },
      ]),
    );
    expect(scenario.steps).toEqual([]);
    expect(problems).toEqual([
      expect.stringMatching(/^"Huge": it cannot be run \(url: .*\); it is left out\.$/),
    ]);
  });

  it("runs folders nested past the scenario's depth in place, in order", () => {
    let items: unknown[] = [get('Deepest')];
    for (let level = 10; level >= 1; level -= 1)
      items = [{ name: `L${level}`, item: [get(`R${level}`), ...items] }];
    const { scenario, problems } = convert(collection(items));
    const names = [...walkSteps(scenario.steps)].map(([step, depth]) => `${step.name}@${depth}`);
    expect(names).toEqual([
      'L1@0',
      'R1@1',
      'L2@1',
      'R2@2',
      'L3@2',
      'R3@3',
      'L4@3',
      'R4@4',
      'L5@4',
      'R5@5',
      'L6@5',
      'R6@6',
      'L7@6',
      'R7@7',
      'R8@7',
      'R9@7',
      'R10@7',
      'Deepest@7',
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /^"L1 \/ .* \/ L8": folders nest deeper than a scenario's 8 levels/,
    );
  });

  it('says once, at their level, which settings and variables a run does not use', () => {
    const { problems } = convert(
      collection(
        [
          {
            name: 'Folder',
            variable: [{ key: 'v', value: '1' }],
            protocolProfileBehavior: { followRedirects: false, disabledSystemHeaders: {} },
            item: [get('One'), get('Two')],
          },
        ],
        { protocolProfileBehavior: { disabledSystemHeaders: {} } },
      ),
    );
    expect(problems).toEqual([
      '"Folder": its own variables are not used; only the collection\'s are.',
      '"Folder": its protocol settings (followRedirects) are not applied; the request settings\' defaults are used.',
    ]);
  });

  it('refuses a collection with more steps than a scenario holds', () => {
    const items = Array.from({ length: 1001 }, (_, index) => get(`R${index}`));
    expect(collectionToScenario(collection(items))).toMatchObject({
      ok: false,
      message: expect.stringContaining('at most 1000'),
    });
  });
});
