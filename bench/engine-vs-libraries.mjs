// The engine's hand-written parts beside the libraries that do the same job (issue 20), in one
// run on the same machine and the same shared fixtures:
//   swagger2  Swagger 2 → OpenAPI 3: our converter vs swagger2openapi (time; does the output
//             validate with @apidevtools/swagger-parser)
//   data      generated data: our JSON Schema generator vs json-schema-faker, one value per
//             model of GitHub and Stripe, checked by ajv (ok/total, time)
//   regex     strings for a `pattern` with length limits, lookahead, \p{Lu}: ours vs randexp
//             (matches out of 50)
//   curl-code curl code: ours vs httpsnippet, each command run by sh in a temporary folder
//             against a loopback server (does `$HOME`, a backtick or `$(…)` expand; do the bytes
//             arrive as written)
//   postman   Postman collection → OpenAPI: ours (import, then export) vs postman-to-openapi
//   curl-parse  curl command → request: our parser vs curlconverter
//   refs      multi-file `$ref`s: our bundler vs @apidevtools/json-schema-ref-parser (time, same
//             dereferenced paths, cycles, what each reads besides the files given)
//
//   npx tsc -b   (the benchmark runs the compiled engine)
//   HERON_FIXTURES=/path/to/fixtures node --expose-gc bench/engine-vs-libraries.mjs [--only swagger2,data]
//   (BENCH_RUNS=n for more timed runs; each time is the median after one warm-up run)
//
// Peers are installed on first use into bench/.peers (bench/support/bench-peers.mjs). Nothing
// here leaves the machine: URLs are loopback, generated programs run in a temporary folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import jsYaml from 'js-yaml';
import { ensurePeers, peerFile, peerRequire, peersDir } from './support/bench-peers.mjs';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const ONLY = onlyAt === -1 ? null : new Set(args[onlyAt + 1].split(','));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const repoRoot = path.resolve(import.meta.dirname, '..');
const fixtures = process.env.HERON_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');
const engine = (file) =>
  import(pathToFileURL(path.join(repoRoot, 'packages/engine/dist', file)).href);
const peerImport = (name, ...parts) => import(pathToFileURL(peerFile(name, ...parts)).href);

const PINNED = {
  swagger2openapi: '7.0.8',
  'json-schema-faker': '0.6.3',
  randexp: '0.6.1',
  httpsnippet: '3.0.10',
  'postman-to-openapi': '3.0.1',
  curlconverter: '4.12.0',
  '@apidevtools/json-schema-ref-parser': '15.3.6',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value === undefined ? '—' : `${value.toFixed(0)} ms`);
const ratio = (ours, theirs) =>
  ours === undefined || theirs === undefined ? '—' : `${(theirs / ours).toFixed(1)}×`;

/** Median milliseconds of `RUNS` calls after a warm-up; `prepare` (untimed) makes each input. */
async function timed(run, prepare = () => undefined) {
  const times = [];
  let result;
  for (let i = 0; i <= RUNS; i += 1) {
    const input = prepare();
    // Collect the garbage of the untimed copy now (node --expose-gc), not inside the timing.
    globalThis.gc?.();
    const started = performance.now();
    result = await run(input);
    if (i > 0) times.push(performance.now() - started);
  }
  return { ms: median(times), result };
}

const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The whole error text, short. */
const why = (error) =>
  String(error?.message ?? error)
    .split('\n')[0]
    .slice(0, 120);

async function validates(document) {
  try {
    await SwaggerParser.validate(structuredClone(document));
    return 'valid';
  } catch (error) {
    return `invalid: ${why(error)}`;
  }
}

const readFixture = (name) => fs.readFileSync(path.join(fixtures, name), 'utf8');
const parseText = (text) =>
  /^\s*[{[]/.test(text) ? JSON.parse(text) : jsYaml.load(text, { schema: jsYaml.JSON_SCHEMA });

console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; median of ${RUNS} runs`);
console.log(`fixtures: ${fixtures}`);
if (!fs.existsSync(path.join(fixtures, 'openapi'))) {
  console.error('fixtures not found: set HERON_FIXTURES');
  process.exit(1);
}
const peers = ensurePeers(PINNED);
for (const [name, state] of Object.entries(peers)) {
  console.log(`peer ${name}@${PINNED[name]}: ${state.ok ? 'ok' : `unavailable (${state.why})`}`);
}
console.log(`(peers in ${peersDir})`);
const { importDesign, exportDesign } = await engine('index.js');

const sections = {
  swagger2: swagger2Section,
  data: dataSection,
  regex: regexSection,
  'curl-code': curlCodeSection,
  postman: postmanSection,
  'curl-parse': curlParseSection,
  refs: refsSection,
};
for (const [name, section] of Object.entries(sections)) {
  if (ONLY !== null && !ONLY.has(name)) continue;
  console.log(`\n== ${name}`);
  try {
    await section();
  } catch (error) {
    console.log(`${name} failed: ${error.stack ?? error}`);
  }
}

// --- Swagger 2 → OpenAPI 3 --------------------------------------------------------------------

async function swagger2Section() {
  const { passSchemas } = await engine('design/openapi/schema-pass.js');
  const { swagger2ToOpenApi3 } = await engine('design/openapi/swagger2-to-openapi3.js');
  const { StructureReader } = await engine('design/openapi/structure-reader.js');
  const { IssueList } = await engine('design/openapi/issue-list.js');
  const { ImportBudget } = await engine('design/import/import-budget.js');
  const s2o = peers.swagger2openapi.ok ? peerRequire('swagger2openapi') : null;

  // Ours, as the import runs it: the schema pass (2.0 schemas to the 3.1 dialect, references to
  // one spelling) and the structural conversion. swagger2openapi does both in convertObj.
  const convert = (document) => {
    const issues = new IssueList();
    const budget = new ImportBudget();
    const modelNames = new Set(Object.keys(document.definitions ?? {}));
    const passed = passSchemas(document, {
      family: '2.0',
      fromDialect30: true,
      declares31: false,
      modelNames,
      issues,
      budget,
    });
    return swagger2ToOpenApi3(passed, new StructureReader(issues), budget);
  };

  const files = [
    'openapi/kubernetes-1.36-swagger.json',
    'openapi/slack_web_openapi_v2.json',
    ...[
      'petstore',
      'petstore-expanded',
      'petstore-with-external-docs',
      'uber',
      'api-with-examples',
    ].map((name) => `oai-examples/v2.0/json/${name}.json`),
  ];
  console.log(
    'file | size | ours: convert | swagger2openapi | ratio | ours: whole import | ours exported 3.0 / 3.1 | swagger2openapi output',
  );
  for (const name of files) {
    const text = readFixture(name);
    const parsed = parseText(text);
    const ours = await timed(convert, () => structuredClone(parsed));
    let theirs;
    let theirsValid = 'unavailable';
    if (s2o !== null) {
      try {
        theirs = await timed(
          (input) => s2o.convertObj(input, { patch: true, warnOnly: true }),
          () => structuredClone(parsed),
        );
        theirsValid = await validates(theirs.result.openapi);
      } catch (error) {
        theirsValid = `failed: ${why(error)}`;
      }
    }
    const imported = await timed(() =>
      importDesign({ files: [{ name: path.basename(name), text }] }),
    );
    const bundle = imported.result.bundle;
    const exported = bundle
      ? await Promise.all(
          ['openapi-3.0', 'openapi-3.1'].map(async (format) =>
            validates(JSON.parse(exportDesign(bundle, { format, syntax: 'json' }).text)),
          ),
        )
      : ['not imported', ''];
    console.log(
      `${path.basename(name)} | ${(text.length / 1e6).toFixed(2)} MB | ${ms(ours.ms)} | ${ms(theirs?.ms)} | ${ratio(ours.ms, theirs?.ms)} | ${ms(imported.ms)} | ${exported.join(' / ')} | ${theirsValid}`,
    );
  }
}

// --- Generated data ---------------------------------------------------------------------------

async function dataSection() {
  const { compileSchema, createRng, validateGenerated } = await engine('mock/generate/index.js');
  const jsf = peers['json-schema-faker'].ok
    ? await peerImport('json-schema-faker', 'dist', 'index.js')
    : null;
  const files = [
    'openapi/github-api.github.com.octokit-23.0.2.json',
    'openapi/stripe-spec3.2023-09.yaml',
  ];
  console.log(
    'file | models | ours: ajv accepts | ours: time (compile + one value each) | json-schema-faker: ajv accepts | threw | time',
  );
  for (const name of files) {
    const text = readFixture(name);
    const { bundle } = await importDesign({ files: [{ name: path.basename(name), text }] });
    const models = new Map(bundle.models.map((model) => [model.name, model.data.schema]));
    const validate = validateGenerated(models);
    const refOf = (key) => ({ $ref: `#/components/schemas/${key}` });
    const keys = [...models.keys()];

    let started = performance.now();
    let oursOk = 0;
    const oursValues = keys.map((key) => {
      const generator = compileSchema(refOf(key), { models, locale: 'en' });
      return generator.generate(createRng(1));
    });
    const oursMs = performance.now() - started;
    keys.forEach((key, i) => {
      const { value, unsatisfiable } = oursValues[i];
      if (unsatisfiable.length === 0 && validate(refOf(key), value).length === 0) oursOk += 1;
    });

    let jsfOk = 0;
    let jsfThrew = 0;
    let jsfMs;
    if (jsf !== null) {
      // One root holding every model, as a description is: `#/components/schemas/…` resolves.
      const components = { schemas: Object.fromEntries(models) };
      started = performance.now();
      const values = keys.map((key) => {
        try {
          return { value: jsf.generateSync({ ...refOf(key), components }, { seed: 1 }) };
        } catch (error) {
          return { error };
        }
      });
      jsfMs = performance.now() - started;
      keys.forEach((key, i) => {
        if ('error' in values[i]) jsfThrew += 1;
        else if (validate(refOf(key), values[i].value).length === 0) jsfOk += 1;
      });
    }
    console.log(
      `${path.basename(name)} | ${keys.length} | ${oursOk}/${keys.length} | ${ms(oursMs)} | ${jsf ? `${jsfOk}/${keys.length}` : 'unavailable'} | ${jsfThrew} | ${ms(jsfMs)}`,
    );
  }
}

// --- Regex strings ----------------------------------------------------------------------------

async function regexSection() {
  const { compilePattern } = await engine('mock/generate/pattern/compile-pattern.js');
  const { createRng } = await engine('mock/generate/rng.js');
  const RandExp = peers.randexp.ok ? peerRequire('randexp') : null;
  const SAMPLES = 50;
  const cases = [
    { pattern: '^[A-Z]{2}-\\d{4}$', what: 'plain' },
    { pattern: '^[a-z]+$', minLength: 5, maxLength: 8, what: 'length limits' },
    { pattern: '[0-9]{3}', minLength: 10, maxLength: 10, what: 'unanchored, exact length' },
    {
      pattern: '^(?=.*[A-Z])(?=.*\\d)[A-Za-z\\d]{8,12}$',
      what: 'lookaheads',
    },
    { pattern: '^(?!test)[a-z]{4}$', what: 'negative lookahead' },
    { pattern: '^\\p{Lu}\\p{Ll}{2,5}$', what: '\\p{Lu} \\p{Ll}' },
    {
      pattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
      maxLength: 12,
      what: 'e-mail-like, maxLength 12',
    },
  ];
  console.log(`pattern | what | ours: matches of ${SAMPLES} | randexp: matches of ${SAMPLES}`);
  for (const { pattern, minLength = 0, maxLength, what } of cases) {
    const regex = new RegExp(pattern, 'u');
    const fits = (value) => {
      const length = [...value].length;
      return (
        regex.test(value) && length >= minLength && (maxLength === undefined || length <= maxLength)
      );
    };
    const compiled = compilePattern(pattern, { minLength, maxLength });
    let ours = 0;
    for (let i = 0; i < SAMPLES; i += 1) if (fits(compiled.generate(createRng(i + 1)))) ours += 1;
    let theirs = 'unavailable';
    if (RandExp !== null) {
      theirs = 0;
      try {
        const generator = new RandExp(regex);
        for (let i = 0; i < SAMPLES; i += 1) if (fits(generator.gen())) theirs += 1;
      } catch (error) {
        theirs = `threw: ${why(error)}`;
      }
    }
    console.log(`${pattern} | ${what} | ${ours}/${SAMPLES} | ${theirs}/${SAMPLES}`);
  }
}

// --- curl code --------------------------------------------------------------------------------

/** A loopback server that records each request it gets. */
async function captureServer() {
  const requests = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    requests,
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function curlCodeSection() {
  const { generateCode } = await engine('index.js');
  const HTTPSnippet = peers.httpsnippet.ok ? peerRequire('httpsnippet').HTTPSnippet : null;
  const server = await captureServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-curl-code-'));
  // The marker commands only create empty files in that folder; HOME points at a name that
  // cannot be mistaken for text anyone typed.
  const home = '/heron-bench-home';
  // A file beside the command: curl sends a file's contents for `-d @name` and `-F field=<name`.
  const LOCAL_FILE = 'local.txt';
  const LOCAL_TEXT = 'CONTENTS OF A LOCAL FILE';
  const hostile = (tag) => `$HOME \`touch ${tag}-tick\` $(touch ${tag}-paren) it's "q" \\ 100%`;
  const cases = [
    {
      what: 'header',
      method: 'GET',
      path: '/h',
      headers: [{ name: 'X-Note', value: hostile('header') }],
      check: (got) => got.headers['x-note'] === hostile('header'),
    },
    {
      what: 'text body',
      method: 'POST',
      path: '/t',
      headers: [{ name: 'Content-Type', value: 'text/plain' }],
      text: `${hostile('body')}\nline two`,
      check: (got) => got.body === `${hostile('body')}\nline two`,
    },
    {
      what: 'JSON body',
      method: 'PUT',
      path: '/j',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      text: JSON.stringify({ note: hostile('json') }),
      // The same JSON value: our generator pretty-prints JSON bodies on purpose.
      check: (got) => isDeepStrictEqual(parseJson(got.body), { note: hostile('json') }),
    },
    {
      what: 'urlencoded field',
      method: 'POST',
      path: '/f',
      form: [{ name: 'note', value: hostile('form') }],
      check: (got) => new URLSearchParams(got.body).get('note') === hostile('form'),
    },
    {
      what: 'query with $ and &',
      method: 'GET',
      path: '/q?a=$HOME&b=1',
      headers: [],
      // The same path and decoded values (httpsnippet writes `$` as %24).
      check: (got) =>
        isDeepStrictEqual(
          [...new URL(got.url, server.origin).searchParams],
          [
            ['a', '$HOME'],
            ['b', '1'],
          ],
        ),
    },
    {
      what: 'text body starting with @',
      method: 'POST',
      path: '/at',
      headers: [{ name: 'Content-Type', value: 'text/plain' }],
      text: `@${LOCAL_FILE}`,
      check: (got) => got.body === `@${LOCAL_FILE}`,
    },
    {
      what: 'multipart field starting with <',
      method: 'POST',
      path: '/m',
      parts: [{ kind: 'text', name: 'note', value: `<${LOCAL_FILE}` }],
      check: (got) => got.body.includes(`\r\n\r\n<${LOCAL_FILE}\r\n`),
    },
  ];

  const ourRequest = (item) => ({
    method: item.method,
    url: server.origin + item.path,
    headers: item.headers ?? [],
    body: item.form
      ? { kind: 'urlencoded', fields: item.form }
      : item.parts
        ? { kind: 'multipart', parts: item.parts }
        : item.text !== undefined
          ? {
              kind: 'text',
              contentType: item.headers.find((h) => h.name === 'Content-Type').value,
              text: item.text,
            }
          : { kind: 'none' },
  });
  const harRequest = (item) => ({
    method: item.method,
    url: server.origin + item.path,
    httpVersion: 'HTTP/1.1',
    headers: item.headers ?? [],
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(item.form || item.parts
      ? {
          postData: {
            mimeType: item.form ? 'application/x-www-form-urlencoded' : 'multipart/form-data',
            params: (item.form ?? item.parts).map(({ name, value }) => ({ name, value })),
          },
        }
      : item.text !== undefined
        ? {
            postData: {
              mimeType: item.headers.find((h) => h.name === 'Content-Type').value,
              text: item.text,
            },
          }
        : {}),
  });

  console.log(
    'case | ours: nothing expanded, ran or read / arrived as written | httpsnippet: the same',
  );
  const totals = { ours: [0, 0], theirs: [0, 0] };
  const samples = [];
  for (const item of cases) {
    const cells = [];
    for (const [who, code] of [
      ['ours', generateCode(ourRequest(item), 'curl')],
      [
        'theirs',
        HTTPSnippet ? new HTTPSnippet(harRequest(item)).convert('shell', 'curl') : undefined,
      ],
    ]) {
      if (code === undefined) {
        cells.push('unavailable');
        continue;
      }
      const result = await runInShell(code);
      const sent = result.received !== undefined;
      const text = sent ? JSON.stringify(result.received) : '';
      const readFile = text.includes(LOCAL_TEXT);
      const expanded = result.ran.length > 0 || text.includes(home) || readFile;
      const exact = sent && item.check(result.received);
      if (!expanded) totals[who][0] += 1;
      if (exact) totals[who][1] += 1;
      cells.push(
        `${expanded ? `EXPANDED${result.ran.length ? ` (ran: ${result.ran.join(', ')})` : ''}${text.includes(home) ? ' ($HOME)' : ''}${readFile ? ` (sent ${LOCAL_FILE})` : ''}` : 'safe'} / ${exact ? 'exact' : sent ? 'different' : `not sent (${why(result.stderr)})`}`,
      );
      if (who === 'theirs' && expanded && samples.length < 2) samples.push(code);
    }
    console.log(`${item.what} | ${cells.join(' | ')}`);
  }
  console.log(
    `total of ${cases.length} | ours: ${totals.ours[0]} safe, ${totals.ours[1]} exact | httpsnippet: ${totals.theirs[0]} safe, ${totals.theirs[1]} exact`,
  );
  for (const code of samples) console.log(`httpsnippet wrote:\n${code}`);
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });

  /**
   * Runs the command with sh in the temporary folder (asynchronously: the capture server in this
   * process must answer it); answers which marker files appeared and what the server received.
   */
  async function runInShell(code) {
    for (const file of fs.readdirSync(dir)) fs.rmSync(path.join(dir, file));
    fs.writeFileSync(path.join(dir, 'request.sh'), code);
    fs.writeFileSync(path.join(dir, LOCAL_FILE), LOCAL_TEXT);
    const before = server.requests.length;
    const stderr = await new Promise((resolve) => {
      const child = spawn('sh', ['request.sh'], {
        cwd: dir,
        env: { PATH: process.env.PATH, HOME: home },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (chunk) => (err += chunk));
      const timer = setTimeout(() => child.kill(), 20_000);
      child.on('close', () => {
        clearTimeout(timer);
        resolve(err);
      });
    });
    const ran = fs.readdirSync(dir).filter((file) => file !== 'request.sh' && file !== LOCAL_FILE);
    return { ran, received: server.requests[before], stderr };
  }
}

// --- Postman → OpenAPI ------------------------------------------------------------------------

async function postmanSection() {
  const p2o = peers['postman-to-openapi'].ok ? peerRequire('postman-to-openapi') : null;
  const files = fs
    .readdirSync(path.join(fixtures, 'postman'))
    .filter((name) => name.endsWith('.json') && !name.includes('environment'));
  const countRequests = (items) =>
    (items ?? []).reduce(
      (sum, item) => sum + (Array.isArray(item.item) ? countRequests(item.item) : 1),
      0,
    );
  const countOperations = (document) =>
    Object.values(document?.paths ?? {}).reduce(
      (sum, item) =>
        sum +
        Object.keys(item).filter((key) =>
          ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(key),
        ).length,
      0,
    );
  console.log(
    'collection | requests | ours: operations, endpoints, time, exported 3.1 | postman-to-openapi: operations, time, output',
  );
  for (const name of files) {
    const file = path.join(fixtures, 'postman', name);
    const text = fs.readFileSync(file, 'utf8');
    const collection = JSON.parse(text);
    const requests = countRequests(collection.item ?? collection.requests);
    const ours = await timed(() => importDesign({ files: [{ name, text }] }));
    let oursCell;
    if (ours.result.bundle) {
      const exported = JSON.parse(
        exportDesign(ours.result.bundle, { format: 'openapi-3.1', syntax: 'json' }).text,
      );
      oursCell = `${countOperations(exported)} ops (${ours.result.bundle.endpoints.length} endpoints), ${ms(ours.ms)}, ${await validates(exported)}`;
    } else {
      oursCell = `not imported: ${ours.result.issues.find((i) => i.severity === 'error')?.code}`;
    }
    let theirsCell = 'unavailable';
    if (p2o !== null) {
      try {
        const theirs = await timed(() => p2o(file, undefined, { outputFormat: 'json' }));
        const document = JSON.parse(theirs.result);
        theirsCell = `${countOperations(document)} ops, ${ms(theirs.ms)}, ${await validates(document)}`;
      } catch (error) {
        theirsCell = `failed: ${why(error)}`;
      }
    }
    console.log(`${name} | ${requests} | ${oursCell} | ${theirsCell}`);
  }
}

// --- curl parser ------------------------------------------------------------------------------

async function curlParseSection() {
  const converter = peers.curlconverter.ok
    ? await peerImport('curlconverter', 'dist', 'src', 'index.js')
    : null;
  const cases = [
    {
      curl: `curl https://api.test/items`,
      want: { method: 'GET', url: 'https://api.test/items', query: {}, headers: {}, body: '' },
    },
    {
      curl: `curl -X POST https://api.test/items -H 'Content-Type: application/json' -d '{"a":1}'`,
      want: {
        method: 'POST',
        url: 'https://api.test/items',
        query: {},
        headers: {},
        body: '{"a":1}',
      },
    },
    {
      curl: `curl 'https://api.test/s?q=a%20b&x=1' -H $'X-Tab: a\\tb'`,
      want: {
        method: 'GET',
        url: 'https://api.test/s',
        query: { q: 'a b', x: '1' },
        headers: { 'x-tab': 'a\tb' },
        body: '',
      },
    },
    {
      curl: `curl -d 'a=1' -d 'b=2' https://api.test/form`,
      want: {
        method: 'POST',
        url: 'https://api.test/form',
        query: {},
        headers: {},
        body: 'a=1&b=2',
      },
    },
    {
      curl: `curl -G --data-urlencode 'q=a b' https://api.test/s`,
      want: {
        method: 'GET',
        url: 'https://api.test/s',
        query: { q: 'a b' },
        headers: {},
        body: '',
      },
    },
    {
      curl: `curl https://api.test/x \\\n  -H 'A: 1' \\\n  --compressed`,
      want: { method: 'GET', url: 'https://api.test/x', query: {}, headers: { a: '1' }, body: '' },
    },
    {
      curl: `curl -I https://api.test/x`,
      want: { method: 'HEAD', url: 'https://api.test/x', query: {}, headers: {}, body: '' },
    },
    {
      curl: `curl --json '{"b":2}' https://api.test/j`,
      want: {
        method: 'POST',
        url: 'https://api.test/j',
        query: {},
        headers: { accept: 'application/json' },
        body: '{"b":2}',
      },
    },
    {
      curl: `curl -XPUT "https://api.test/it's" -H "X-Q: \\"quoted\\" \\$x"`,
      want: {
        method: 'PUT',
        url: "https://api.test/it's",
        query: {},
        headers: { 'x-q': '"quoted" $x' },
        body: '',
      },
    },
    {
      // Chrome's "Copy as cURL (cmd)".
      curl: `curl ^"https://api.test/w?a=1^" ^\n  -H ^"X-A: b c^" ^\n  --data-raw ^"^{^\\^"k^\\^":1^}^"`,
      want: {
        method: 'POST',
        url: 'https://api.test/w',
        query: { a: '1' },
        headers: { 'x-a': 'b c' },
        body: '{"k":1}',
      },
    },
  ];
  const COMPUTED = new Set(['content-type', 'content-length', 'host', 'cookie']);
  const clean = (headers) =>
    Object.fromEntries(
      Object.entries(headers)
        .map(([name, value]) => [name.toLowerCase(), value])
        .filter(([name]) => !COMPUTED.has(name)),
    );

  const ourView = async (curl) => {
    const { bundle } = await importDesign(
      { files: [{ name: 'c.sh', text: curl }] },
      { format: 'curl' },
    );
    const endpoint = bundle?.endpoints[0]?.data;
    if (!endpoint) return null;
    const byIn = (where) =>
      Object.fromEntries(
        endpoint.parameters.filter((p) => p.in === where).map((p) => [p.name, p.example]),
      );
    const content = endpoint.requestBody?.content?.[0];
    const example = content?.example ?? content?.examples?.[0]?.value;
    let body = '';
    if (example !== undefined) {
      body =
        typeof example === 'string'
          ? example
          : /json/.test(content.contentType)
            ? JSON.stringify(example)
            : new URLSearchParams(example).toString();
    }
    return {
      method: endpoint.method.toUpperCase(),
      url: `${bundle.meta.servers[0]?.url ?? ''}${endpoint.path}`,
      query: byIn('query'),
      headers: clean(byIn('header')),
      body,
    };
  };
  const theirView = (curl) => {
    const request = JSON.parse(converter.toJsonString(curl));
    return {
      method: request.method.toUpperCase(),
      url: request.url,
      query: Object.fromEntries(
        Object.entries(request.queries ?? {}).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(',') : value,
        ]),
      ),
      headers: clean(request.headers ?? {}),
      // A JSON or form body comes back parsed, as an object.
      body:
        typeof request.data === 'string'
          ? request.data
          : request.data === undefined
            ? ''
            : Object.entries(request.headers ?? {}).some(
                  ([name, value]) => name.toLowerCase() === 'content-type' && /json/.test(value),
                )
              ? JSON.stringify(request.data)
              : new URLSearchParams(request.data).toString(),
    };
  };
  const FIELDS = ['method', 'url', 'query', 'headers', 'body'];
  // Bodies are compared as what they mean: the same JSON value, or the same form fields (each
  // tool keeps a form body in its own spelling).
  const sameBody = (a, b) =>
    a === b ||
    (parseJson(a) !== undefined && isDeepStrictEqual(parseJson(a), parseJson(b))) ||
    isDeepStrictEqual([...new URLSearchParams(a)], [...new URLSearchParams(b)]);
  const score = (view, want) =>
    view === null
      ? []
      : FIELDS.filter((field) =>
          field === 'body'
            ? !sameBody(view.body, want.body)
            : !isDeepStrictEqual(view[field], want[field]),
        );

  console.log('command | ours: fields wrong | curlconverter: fields wrong');
  let oursRight = 0;
  let theirsRight = 0;
  for (const { curl, want } of cases) {
    const ours = await ourView(curl);
    const oursWrong = ours === null ? ['not imported'] : score(ours, want);
    let theirsWrong = ['unavailable'];
    if (converter !== null) {
      try {
        const theirs = theirView(curl);
        theirsWrong = score(theirs, want).map(
          (field) => `${field}=${JSON.stringify(theirs[field])}`,
        );
      } catch (error) {
        theirsWrong = [`threw: ${why(error)}`];
      }
    }
    if (oursWrong.length === 0) oursRight += 1;
    if (theirsWrong.length === 0) theirsRight += 1;
    const oursCell =
      ours === null
        ? 'not imported'
        : oursWrong.map((field) => `${field}=${JSON.stringify(ours[field])}`).join(', ');
    console.log(
      `${curl.replace(/\n/g, '⏎').slice(0, 70)} | ${oursCell || 'right'} | ${theirsWrong.join(', ') || 'right'}`,
    );
  }
  console.log(
    `all fields right | ours ${oursRight}/${cases.length} | curlconverter ${theirsRight}/${cases.length}`,
  );

  const all = cases.map((c) => c.curl);
  const oursTime = await timed(async () => {
    for (const curl of all)
      await importDesign({ files: [{ name: 'c.sh', text: curl }] }, { format: 'curl' });
  });
  const theirsTime = converter
    ? await timed(() => {
        for (const curl of all) {
          try {
            converter.toJsonString(curl);
          } catch {
            // counted above
          }
        }
      })
    : undefined;
  console.log(
    `time for the ${all.length} commands | ours (whole import) ${ms(oursTime.ms)} | curlconverter ${ms(theirsTime?.ms)}`,
  );
}

// --- Multi-file $refs -------------------------------------------------------------------------

async function refsSection() {
  const RefParser = peers['@apidevtools/json-schema-ref-parser'].ok
    ? (await peerImport('@apidevtools/json-schema-ref-parser', 'dist', 'lib', 'index.js')).default
    : null;
  const { SourceFiles } = await engine('design/openapi/source-files.js');
  const { bundleExternalRefs, mayReferOtherFiles } = await engine(
    'design/openapi/bundle-external.js',
  );
  const { IssueList } = await engine('design/openapi/issue-list.js');
  const { DEFAULT_LIMITS } = await engine('design/openapi/limits.js');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-refs-'));

  const filesUnder = (root) =>
    fs
      .readdirSync(root, { recursive: true })
      .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
      .map((entry) => ({
        name: entry.split(path.sep).join('/'),
        text: fs.readFileSync(path.join(root, entry), 'utf8'),
      }));
  const writeTree = (name, files) => {
    const root = path.join(work, name);
    for (const [file, value] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), JSON.stringify(value, null, 1));
    }
    return root;
  };

  // Synthetic sources, made here (not fixtures): 100 schema files that refer to each other,
  // 200 operations using them; and cycles across files.
  const wide = {
    'openapi.json': { openapi: '3.0.3', info: { title: 'wide', version: '1' }, paths: {} },
  };
  for (let i = 0; i < 100; i += 1) {
    wide[`schemas/M${i}.json`] = {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string' },
        next: i < 99 ? { $ref: `M${i + 1}.json` } : { type: 'null' },
        error: { $ref: '../common.json#/Error' },
      },
    };
  }
  wide['common.json'] = {
    Error: { type: 'object', properties: { code: { type: 'integer' } } },
    Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } },
  };
  for (let i = 0; i < 200; i += 1) {
    wide['openapi.json'].paths[`/m${i}`] = {
      get: {
        parameters: [{ $ref: 'common.json#/Limit' }],
        responses: {
          200: {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: `schemas/M${i % 100}.json` } } },
          },
        },
      },
    };
  }
  const cycles = {
    'openapi.json': {
      openapi: '3.0.3',
      info: { title: 'cycles', version: '1' },
      paths: {
        '/tree': {
          get: {
            responses: {
              200: {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: 'Node.json' } } },
              },
            },
          },
        },
        '/pair': {
          get: {
            responses: {
              200: {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: 'A.json' } } },
              },
            },
          },
        },
      },
    },
    'Node.json': {
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: 'Node.json' } } },
    },
    'A.json': { type: 'object', properties: { b: { $ref: 'B.json' } } },
    'B.json': { type: 'object', properties: { a: { $ref: 'A.json' } } },
  };

  const sources = [
    ...['json', 'yaml'].map((syntax) => ({
      name: `petstore-separate (${syntax})`,
      root: path.join(fixtures, 'oai-examples/v2.0', syntax, 'petstore-separate'),
      entry: `spec/swagger.${syntax}`,
    })),
    {
      name: 'wide: 102 files, 200 operations',
      root: writeTree('wide', wide),
      entry: 'openapi.json',
    },
    { name: 'cycles across files', root: writeTree('cycles', cycles), entry: 'openapi.json' },
    {
      name: 'GitHub, one file',
      root: path.join(fixtures, 'openapi'),
      entry: 'github-api.github.com.octokit-23.0.2.json',
      single: true,
    },
    {
      name: 'Stripe, one file',
      root: path.join(fixtures, 'openapi'),
      entry: 'stripe-spec3.2022-04.json',
      single: true,
    },
  ];

  const oursBundle = async (files, entryName) => {
    const issues = new IssueList(entryName);
    const source = new SourceFiles({ files, entry: entryName }, {}, DEFAULT_LIMITS, issues);
    const entry = await source.load(entryName);
    const family = 'swagger' in entry.value ? '2.0' : '3.x';
    // As the import does: a text whose `$ref`s are all local is not walked.
    const value = mayReferOtherFiles(entry.text)
      ? await bundleExternalRefs(entry, family, source, issues, undefined)
      : entry.value;
    return { value, issues: issues.toArray() };
  };
  // Only the library reads the disk (it is given the entry's path); errors on a cycle are off.
  const theirs = (method, file) => RefParser[method](file, { dereference: { circular: 'ignore' } });

  console.log(
    'source | ours: bundle | whole import | json-schema-ref-parser: bundle | dereference | same dereferenced paths | ours: findings, models',
  );
  for (const { name, root, entry, single } of sources) {
    const files = single
      ? [{ name: entry, text: fs.readFileSync(path.join(root, entry), 'utf8') }]
      : filesUnder(root);
    const ours = await timed(() => oursBundle(files, entry));
    const imported = await timed(() => importDesign({ files, entry }));
    let bundleTime;
    let derefTime;
    let same = 'unavailable';
    if (RefParser !== null) {
      const file = path.join(root, entry);
      bundleTime = await timed(() => theirs('bundle', file));
      derefTime = await timed(() => theirs('dereference', file));
      try {
        // Ours bundled, then dereferenced in memory by the library: the paths must be the ones
        // the library makes of the original files.
        const oursDeref = await RefParser.dereference(structuredClone(ours.result.value), {
          dereference: { circular: 'ignore' },
          resolve: { file: false, http: false },
        });
        same = safeEqual(oursDeref.paths, derefTime.result.paths);
        if (name.startsWith('cycles')) {
          // Cycles stay references on both sides, spelled differently: compare the shape instead.
          same = `cycles kept as references (ours: a model that refers to itself; ${safeEqual(Object.keys(oursDeref.paths), Object.keys(derefTime.result.paths))} same paths)`;
        }
      } catch (error) {
        same = `failed: ${why(error)}`;
      }
    }
    const issues = ours.result.issues;
    console.log(
      `${name} | ${ms(ours.ms)} | ${ms(imported.ms)} | ${ms(bundleTime?.ms)} | ${ms(derefTime?.ms)} | ${same} | ${issues.length} findings${issues.length ? ` (${[...new Set(issues.map((i) => i.code))].join(', ')})` : ''}, ${imported.result.bundle?.models.length ?? 0} models`,
    );
  }

  if (RefParser !== null) await refPolicy(RefParser, work, oursBundle);
  fs.rmSync(work, { recursive: true, force: true });
}

/** Deep equality that survives cycles (ignored `circular` leaves `$ref`s; this compares them). */
function safeEqual(a, b) {
  try {
    return isDeepStrictEqual(a, b) ? 'yes' : 'no';
  } catch (error) {
    return `not comparable: ${why(error)}`;
  }
}

/**
 * What each reads beyond the files it was given: a `$ref` to a URL (a loopback server counts
 * the requests) and to a file outside the source's folder.
 */
async function refPolicy(RefParser, work, oursBundle) {
  let fetched = 0;
  const server = http.createServer((request, response) => {
    fetched += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ type: 'string' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/remote.json`;
  const outside = path.join(work, 'outside-secret.json');
  fs.writeFileSync(outside, JSON.stringify({ type: 'string', description: 'read from disk' }));
  const inside = path.join(work, 'policy');
  fs.mkdirSync(inside);
  const documentWith = (ref) => ({
    openapi: '3.0.3',
    info: { title: 'policy', version: '1' },
    paths: {
      '/x': {
        get: {
          responses: {
            200: { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } },
          },
        },
      },
    },
  });
  for (const [what, ref] of [
    ['a URL', url],
    ['a file outside the folder', '../outside-secret.json'],
    ['an absolute path', outside],
  ]) {
    const file = path.join(inside, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(documentWith(ref)));
    fetched = 0;
    let theirs;
    try {
      const result = await RefParser.dereference(file);
      const schema = result.paths['/x'].get.responses[200].content['application/json'].schema;
      theirs = `resolved (${JSON.stringify(schema).slice(0, 60)})`;
    } catch (error) {
      theirs = `refused: ${why(error)}`;
    }
    const theirsFetched = fetched;
    fetched = 0;
    const ours = await oursBundle(
      [{ name: 'openapi.json', text: fs.readFileSync(file, 'utf8') }],
      'openapi.json',
    );
    console.log(
      `$ref to ${what}: json-schema-ref-parser (defaults) ${theirs}, ${theirsFetched} requests | ours: ${ours.issues.map((i) => i.code).join(', ') || 'resolved'}, ${fetched} requests (URLs only through the server's guarded client, files only from the upload)`,
    );
  }
  await new Promise((resolve) => server.close(resolve));
}
