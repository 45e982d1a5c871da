import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PROBLEM_CONTENT_TYPE } from '@heron/contract';
import { UNSTORABLE_TEXT_DETAIL } from './database-errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { nextIp, PASSWORD, registerUser } from '../../test/auth-helpers.js';
import { taxNumber } from '../../test/billing-helpers.js';
import {
  deeplyNested,
  hostileValues,
  hugeString,
  multipartBody,
  MULTIPART_BOUNDARY,
  OMIT,
  SampleMaker,
  TINY_PNG,
  toJsonText,
  seededRandom,
  type JsonSchema,
  type KnownValues,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Random,
} from '../../test/openapi-fuzz.js';
import { as, signUp, type Person } from '../../test/workspace-helpers.js';

/**
 * The route fuzz (issue 19). Every operation of the app's own `/api/openapi.json` is called
 * with plausible and hostile requests — wrong types, nulls, NUL characters, unpaired surrogates,
 * huge strings (beyond BODY_LIMIT too), 10,000 levels of nesting, missing and extra fields, path
 * parameters that are random UUIDs, non-UUIDs and ids of resources the fuzz made itself —
 * signed in and signed out. No answer may be a 5xx, and every error answer must be a problem
 * document with a code of the catalogue. A route added later is fuzzed without a line here;
 * a route missing from the document fails the coverage test below unless it is excluded there.
 */

const SEED = 19;
const OWNER_EMAIL = 'fuzz-owner@example.com';
const KNOWN_CODES = new Set<string>(ERROR_CODES);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Routes the app registers that the document leaves out, on purpose. Each says why; anything
 * else registered and not documented fails the coverage test.
 */
const UNDOCUMENTED: { method: string; url: RegExp; why: string }[] = [
  { method: 'HEAD', url: /.*/, why: 'Fastify answers HEAD for every GET route by itself' },
  { method: 'GET', url: /^\/api\/openapi\.json$/, why: 'the document itself' },
  {
    method: '*',
    url: /^\/mock\/:projectId(\/\*)?$/,
    why: "the mock gateway answers each project's own API design, not Heron's; its refusals are problems with their own MOCK_* codes, tested by the mock module",
  },
  {
    method: '*',
    url: /^\/(docs\/:slug|s\/:token)(\/\*)?$|^\/docs-assets\//,
    why: "published docs (issue 23) answer readers with HTML pages in the reader's language, not the API; their hostile input is tested by the docs module",
  },
];

let t: TestApp;
let document: OpenApiDocument;
let owner: Person;
let known: KnownValues;

interface Failure {
  request: string;
  variant: string;
  status: number;
  why: string;
  body: string;
}
const failures: Failure[] = [];
const figures = { operations: 0, requests: 0, seconds: 0 };

/** Who calls: the owner of every resource (a super admin), or nobody signed in. */
type Caller = 'owner' | 'anonymous';

interface Probe {
  method: string;
  url: string;
  variant: string;
  caller: Caller;
  /** JSON text, a value sent as JSON, or raw bytes; undefined sends no body. */
  payload?: string | Buffer | object | null;
  contentType?: string;
}

async function send(probe: Probe): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: probe.method.toUpperCase() as InjectOptions['method'],
    url: probe.url,
    remoteAddress: nextIp(),
    ...(probe.caller === 'owner' ? { cookies: { heron_session: owner.token } } : {}),
  };
  if (probe.payload !== undefined) {
    options.payload =
      typeof probe.payload === 'string' || Buffer.isBuffer(probe.payload)
        ? probe.payload
        : toJsonText(probe.payload);
    options.headers = { 'content-type': probe.contentType ?? 'application/json' };
  }
  figures.requests += 1;
  return t.app.inject(options);
}

function check(probe: Probe, response: LightMyRequestResponse): void {
  const fail = (why: string): void => {
    failures.push({
      request: `${probe.method.toUpperCase()} ${probe.url.slice(0, 160)}`,
      variant: `${probe.caller}: ${probe.variant}`,
      status: response.statusCode,
      why,
      body: response.body.slice(0, 300),
    });
  };
  if (response.statusCode >= 500) return fail('a 5xx answer');
  if (response.statusCode < 400) return;
  if (!String(response.headers['content-type']).startsWith(PROBLEM_CONTENT_TYPE)) {
    return fail(`an error answered as ${String(response.headers['content-type'])}`);
  }
  let problem: { code?: unknown; detail?: unknown };
  try {
    problem = JSON.parse(response.body) as typeof problem;
  } catch {
    return fail('a problem that is not JSON');
  }
  const { code } = problem;
  if (typeof code !== 'string' || !KNOWN_CODES.has(code)) return fail(`an unknown code ${code}`);
  // The backstop answers 400, but such text should have been refused at the edge.
  if (problem.detail === UNSTORABLE_TEXT_DETAIL)
    fail('text the edge let through reached the database');
}

async function run(probe: Probe): Promise<void> {
  check(probe, await send(probe));
}

/* ------------------------------------------------------------ the fuzzer's own resources */

async function created(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
  return response.json<Record<string, unknown>>();
}

/**
 * Signs up two people and makes, through the API, a team with both in it, a project with an
 * environment, design items of every kind (one with a second revision), an endpoint case, a
 * debug history entry, an import job, an invite link and a pending order: the ids the fuzz puts
 * in paths and bodies, so requests reach the services and not only the 401/404 front door.
 */
async function makeResources(): Promise<KnownValues> {
  const token = await registerUser(t.app, OWNER_EMAIL, { name: 'Fuzz Owner' });
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    cookies: { heron_session: token },
  });
  owner = { id: me.json().user.id, name: 'Fuzz Owner', email: OWNER_EMAIL, token };
  const member = await signUp(t.app, 'Fuzz Member');
  const api = as(t.app, owner);

  const team = await created(await api.post('/api/v1/teams', { name: 'Fuzz team' }), 'team');
  const teamId = team.id as string;
  const link = await created(
    await api.post('/api/v1/invite-links', { teamId, permission: 0 }),
    'invite link',
  );
  const inviteToken = decodeURIComponent(String(link.url).split('token=')[1] ?? '');
  await created(
    await as(t.app, member).post('/api/v1/invites/accept', { token: inviteToken }),
    'accept',
  );
  const project = await created(
    await api.post('/api/v1/projects', {
      teamId,
      name: 'Fuzz project',
      category: 'http',
      adminUserId: owner.id,
    }),
    'project',
  );
  const projectId = project.id as string;
  const base = `/api/v1/projects/${projectId}`;
  const environment = await created(
    await api.post(`${base}/environments`, {
      name: 'Fuzz env',
      baseUrl: 'http://127.0.0.1:1',
      variables: [{ name: 'token', value: 'abc', secret: true }],
    }),
    'environment',
  );
  const folder = await created(
    await api.post(`${base}/design/items`, {
      kind: 'folder',
      section: 'api',
      parentId: null,
      name: 'Fuzz folder',
    }),
    'folder',
  );
  const endpoint = await created(
    await api.post(`${base}/design/items`, {
      kind: 'endpoint',
      parentId: folder.id,
      name: 'Get thing',
      data: { method: 'get', path: '/things/{id}' },
    }),
    'endpoint',
  );
  await created(
    await api.put(`${base}/design/items/${String(endpoint.id)}`, {
      baseVersion: 1,
      name: 'Get thing',
      data: { method: 'get', path: '/things/{id}', description: 'second revision' },
    }),
    'endpoint revision',
  );
  const model = await created(
    await api.post(`${base}/design/items`, {
      kind: 'model',
      parentId: null,
      name: 'Thing',
      data: { schema: { type: 'object', properties: { id: { type: 'string' } } } },
    }),
    'model',
  );
  const trashed = await created(
    await api.post(`${base}/design/items`, {
      kind: 'doc',
      parentId: null,
      name: 'Old doc',
      data: { content: 'gone' },
    }),
    'doc',
  );
  expect((await api.delete(`${base}/design/items/${String(trashed.id)}`)).statusCode).toBe(204);
  const request = { method: 'get', url: 'http://127.0.0.1:1/things/1' };
  const fuzzCase = await created(
    await api.post(`${base}/endpoint-cases`, { endpointId: endpoint.id, name: 'Case', request }),
    'endpoint case',
  );
  await created(await api.post(`${base}/debug/send`, { request }), 'debug send');
  const history = await created(await api.get(`${base}/debug/history`), 'history');
  const job = await created(
    await api.post(`${base}/design/imports`, {
      text: JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {} }),
    }),
    'import',
  );
  const quote = await created(
    await api.post('/api/v1/billing/quote', {
      purchase: { type: 'points', package: 'basic', teamId },
    }),
    'quote',
  );
  const order = await created(
    await api.post('/api/v1/billing/orders', {
      purchase: { type: 'points', package: 'basic', teamId },
      provider: 'sandbox',
      expectedAmountFen: quote.amountFen,
    }),
    'order',
  );

  return {
    teamId,
    projectId,
    environmentId: environment.id,
    itemId: endpoint.id,
    endpointId: endpoint.id,
    folderId: folder.id,
    parentId: folder.id,
    targetFolderId: folder.id,
    modelId: model.id,
    trashedId: trashed.id,
    caseId: fuzzCase.id,
    entryId: (history.items as { id: string }[])[0]?.id,
    jobId: job.id,
    inviteId: link.id,
    userId: member.id,
    adminUserId: owner.id,
    ownerId: owner.id,
    userIds: [member.id],
    orderNo: (order.order as { orderNo: string } | undefined)?.orderNo,
    invoiceId: seededRandom(SEED).uuid(),
    version: 1,
    email: OWNER_EMAIL,
    emails: [member.email],
    baseVersion: 1,
    // Values the contract checks closely, so that a plausible request gets past it.
    phone: '+8613800138000',
    code: '123456',
    password: PASSWORD,
    currentPassword: PASSWORD,
    confirmPassword: PASSWORD,
    returnTo: '/',
    redirectUri: 'vscode://heron.fuzz/auth',
    taxNumber: taxNumber(),
    text: JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {} }),
    // An import is pasted text or a URL, not both.
    url: OMIT,
    // No script to run for every variant of a send (the sandbox has tests of its own); the
    // hostile variants still put text of every kind in these fields.
    preRequestScript: '',
    postResponseScript: '',
  };
}

/* ------------------------------------------------------------------------- requests */

interface Call {
  path: string;
  method: (typeof METHODS)[number];
  operation: Operation;
}

/** Reads first, then changes, then deletes (deepest first), then what ends the session. */
function rank(call: Call): number {
  if (/\/logout/.test(call.path) || call.path.endsWith('/accounts/switch')) return 4;
  if (call.method === 'delete') return 3;
  if (call.method === 'get') return 0;
  return 1;
}

function ordered(doc: OpenApiDocument): Call[] {
  const calls: Call[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) calls.push({ path, method, operation });
    }
  }
  return calls
    .map((call, index) => ({ call, index }))
    .sort(
      (a, b) =>
        rank(a.call) - rank(b.call) ||
        (rank(a.call) === 3 ? b.call.path.length - a.call.path.length : 0) ||
        a.index - b.index,
    )
    .map(({ call }) => call);
}

/** The real value of a path parameter: the fuzzer's resource of that name. */
function realParam(name: string, path: string): string {
  if (name === 'provider') return path.includes('/payments/') ? 'sandbox' : 'github';
  if (name === 'itemId' && path.includes('/trash/')) return String(known.trashedId);
  if (name === 'folder') return 'avatars';
  if (name === 'name') return 'fuzz.png';
  return String(known[name] ?? 'fuzz');
}

/** The hostile values every top-level body field gets (the others are drawn at random). */
const CORE_HOSTILE = new Set([
  'null',
  'NUL',
  'lone surrogate',
  'huge string',
  '10,000 nested arrays',
  'number for text',
  'text for number',
]);

/** Path parameter values that are not ids of anything, as they go in the URL. */
const STRANGE_SEGMENTS = ['fuzz', '0', '-1', '%00', '%ED%A0%80', 'x'.repeat(150), '..%2F..', '%20'];

function urlOf(path: string, values: Record<string, string>, query = ''): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_all, name: string) => values[name] ?? 'fuzz');
  return query ? `${filled}?${query}` : filled;
}

/**
 * Percent-encodes like encodeURIComponent, and an unpaired surrogate as the three bytes it would
 * be in WTF-8 (`%ED%A0%80`): a URL cannot carry one otherwise.
 */
const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

function encodeLoose(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part, index) => {
      // split() puts each captured separator (a lone surrogate) at an odd index.
      if (index % 2 === 0) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

function queryOf(entries: [string, unknown][]): string {
  return entries
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeLoose(name)}=${encodeLoose(String(item))}`,
      ),
    )
    .join('&');
}

function bodySchema(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** Every request of one operation, for one caller. */
function probesFor(call: Call, caller: Caller, random: Random, maker: SampleMaker): Probe[] {
  const { path, method, operation } = call;
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const real = Object.fromEntries(pathParams.map((p) => [p.name, realParam(p.name, path)]));
  const sampleQuery: [string, unknown][] = queryParams.map((p: Parameter) => [
    p.name,
    p.name in known && ['string', 'number'].includes(typeof known[p.name])
      ? known[p.name]
      : maker.sample(p.schema ?? {}, p.name),
  ]);
  const schema = bodySchema(operation);
  const sample = schema ? maker.sample(schema) : undefined;
  const probes: Probe[] = [];
  const add = (variant: string, url: string, payload?: Probe['payload'], contentType?: string) =>
    probes.push({
      method,
      url,
      variant,
      caller,
      ...(payload !== undefined ? { payload } : {}),
      ...(contentType ? { contentType } : {}),
    });
  const realUrl = (query = queryOf(sampleQuery)) => urlOf(path, real, query);
  const body = sample as Probe['payload'];

  // Path parameters: random UUIDs and strings that are no id at all.
  for (const param of pathParams) {
    add(`${param.name}: random UUID`, urlOf(path, { ...real, [param.name]: random.uuid() }), body);
    for (const segment of caller === 'owner' ? STRANGE_SEGMENTS : [random.pick(STRANGE_SEGMENTS)]) {
      add(
        `${param.name}: ${segment.slice(0, 12)}`,
        urlOf(path, { ...real, [param.name]: segment }),
        body,
      );
    }
  }

  // Query parameters: each replaced by hostile text, repeated, or left out; plus one unknown.
  for (const [index, param] of queryParams.entries()) {
    const others = sampleQuery.filter((_, i) => i !== index);
    const values: [string, unknown][] = [
      ['NUL', 'a\u0000b'],
      ['lone surrogate', '\ud800'],
      ['huge', hugeString(4000)],
      ['not a number', random.pick(['fuzz', '-1', '1e309', ''])],
      ['repeated', ['a', 'b']],
    ];
    for (const [name, value] of caller === 'owner' ? values : [random.pick(values)]) {
      add(`query ${param.name}: ${name}`, realUrl(queryOf([...others, [param.name, value]])), body);
    }
    add(`query ${param.name}: missing`, realUrl(queryOf(others)), body);
  }
  if (queryParams.length > 0) {
    add('query: unknown parameter', realUrl(queryOf([...sampleQuery, ['fuzz', '\u0000']])), body);
  }

  if (schema && sample !== null && typeof sample === 'object' && !Array.isArray(sample)) {
    // Each field, three levels down (into the first item of a list), replaced or left out.
    const places = placesIn(sample, [], 3);
    for (const place of places) {
      const hostile = hostileValues(valueAt(sample, place));
      // A top-level field gets every kind of hostile value the issue names, and two more; a
      // field further down gets a NUL and one more, to keep the run well under a minute.
      const core = hostile.filter(([name]) => CORE_HOSTILE.has(name));
      const nul = hostile.find(([name]) => name === 'NUL')!;
      const chosen =
        caller === 'owner'
          ? place.length === 1
            ? [...core, random.pick(hostile), random.pick(hostile)]
            : [nul, random.pick(hostile)]
          : [random.pick(hostile)];
      for (const [name, value] of chosen) {
        add(`body ${place.join('.')}: ${name}`, realUrl(), withValueAt(sample, place, value));
      }
      add(`body ${place.join('.')}: missing`, realUrl(), withValueAt(sample, place, undefined));
    }
    add('body: extra field', realUrl(), { ...sample, fuzz: 'extra', ['k\u0000']: 1 });
  }

  // The whole body: absent, not an object, not JSON, too deep, too large, not JSON at all.
  const wholeBodies: [string, string | undefined, string?][] = [
    ['absent', undefined],
    ['null', 'null'],
    ['array', '[]'],
    ['string', '"fuzz"'],
    ['broken JSON', '{"a":'],
    ['10,000 levels deep', `{"fuzz": ${deeplyNested(10_000)}}`],
    ['beyond BODY_LIMIT', `{"fuzz": "${hugeString(t.config.bodyLimit + 1024)}"}`],
    ['as text/plain', JSON.stringify(sample ?? {}), 'text/plain'],
  ];
  for (const [name, payload, contentType] of caller === 'owner'
    ? wholeBodies
    : [random.pick(wholeBodies)]) {
    add(`body: ${name}`, realUrl(), payload, contentType);
  }

  // Uploads: a file whose name holds a NUL and half a surrogate pair, NUL in every field, and
  // bodies that are not multipart at all.
  const upload = operation.requestBody?.content?.['multipart/form-data'];
  if (upload) {
    const multipart = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
    const fields = Object.keys(maker.resolve(upload.schema ?? {}).properties ?? {}).filter(
      (name) => name !== 'file',
    );
    const document = JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' } });
    const uploads: [string, Buffer][] = [
      [
        'file name with NUL',
        multipartBody([{ name: 'file', filename: 'a\u0000\ud800.json', body: document }]),
      ],
      [
        'image name with NUL',
        multipartBody([{ name: 'file', filename: 'a\u0000.png', body: TINY_PNG }]),
      ],
      [
        'NUL in every field',
        multipartBody([
          { name: 'file', filename: 'spec.json', body: document },
          ...fields.map((name) => ({ name, body: 'a\u0000b' })),
        ]),
      ],
      [
        'two files',
        multipartBody([
          { name: 'file', filename: 'a', body: 'a' },
          { name: 'file', filename: 'b', body: 'b' },
        ]),
      ],
      ['no parts', multipartBody([])],
      ['not multipart', Buffer.from(`--${MULTIPART_BOUNDARY}\r\ngarbage`)],
    ];
    for (const [name, payload] of caller === 'owner' ? uploads : [random.pick(uploads)]) {
      add(`multipart: ${name}`, realUrl(), payload, multipart);
    }
  }

  // Last, the plausible request with the fuzzer's ids: it may change or delete them.
  add('plausible', realUrl(), body);
  return probes;
}

/** The paths of the fields of `value`, `depth` levels down (into the first item of a list). */
function placesIn(value: unknown, path: string[], depth: number): string[][] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const keys = Array.isArray(value) ? (value.length > 0 ? ['0'] : []) : Object.keys(value);
  return keys.flatMap((key) => {
    const place = [...path, key];
    const inner = (value as Record<string, unknown>)[key];
    return [place, ...placesIn(inner, place, depth - 1)];
  });
}

function valueAt(value: unknown, place: string[]): unknown {
  let at = value;
  for (const key of place) at = (at as Record<string, unknown> | undefined)?.[key];
  return at;
}

function withValueAt(value: unknown, place: string[], replacement: unknown): object {
  const copy = structuredClone(value) as Record<string, unknown>;
  let at = copy;
  for (const key of place.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = place.at(-1)!;
  if (replacement === undefined) delete at[last];
  else at[last] = replacement;
  return copy;
}

/* ---------------------------------------------------------------------------- tests */

beforeAll(async () => {
  t = await createTestApp({
    // The fuzz sends thousands of requests from one process; the limit is tested elsewhere.
    rateLimitMax: 10_000_000,
    superAdminEmails: [OWNER_EMAIL],
  });
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  document = response.json<OpenApiDocument>();
  known = await makeResources();
}, 120_000);
afterAll(() => t?.close());

describe('the route fuzz (issue 19)', () => {
  it('covers every registered route: documented, or excluded with a reason', () => {
    const missing = t.app.registeredRoutes.filter((route) => {
      const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      if (document.paths[openApiPath]?.[route.method.toLowerCase()]) return false;
      return !UNDOCUMENTED.some(
        (rule) => (rule.method === '*' || rule.method === route.method) && rule.url.test(route.url),
      );
    });
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('answers no request with a 5xx, and every error as a problem with a known code', async () => {
    const started = performance.now();
    const random = seededRandom(SEED);
    const maker = new SampleMaker(document, random, known);
    const calls = ordered(document);
    figures.operations = calls.length;
    for (const call of calls) {
      for (const caller of ['anonymous', 'owner'] as const) {
        for (const probe of probesFor(call, caller, random, maker)) await run(probe);
      }
    }
    figures.seconds = Math.round((performance.now() - started) / 100) / 10;
    console.info(
      `route fuzz: ${figures.operations} operations, ${figures.requests} requests, ${figures.seconds} s`,
    );
    expect(failures, JSON.stringify(failures.slice(0, 40), null, 1)).toEqual([]);
  }, 240_000);
});
