// Test runners side by side (issue 22): one GET with two assertions (status is 200, the body's
// id is 1) sent again and again to a small local server, by
//   - `heron run` on a Heron test suite (its two assertions built visually),
//   - newman on a Postman collection (two `pm.test`s in its test script),
//   - bru on a Bruno collection (two `test`s in its default sandbox),
// and, as the floor, undici's request() in a loop. Each CLI runs twice, with 1 and with N
// requests, and the difference divided by N - 1 is its time per request: the start of the
// process is left out. Target (issue 22): heron ≤ 1.5 ms per request, 6× faster than newman
// and 50× faster than bru's default sandbox.
//
//   npm run build
//   node bench/runner.mjs [N]          (default 1,001 requests; bru gets a tenth, it is slow)
//
// newman and @usebruno/cli are installed on first use into bench/.peers (bench-peers.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensurePeers, peerFile, peersDir } from './support/bench-peers.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const heronBin = path.join(repoRoot, 'apps/cli/bin/heron.js');
const N = Number(process.argv[2] ?? 1001);
const BRU_N = Math.max(11, Math.round((N - 1) / 10) + 1);

if (!fs.existsSync(path.join(repoRoot, 'apps/cli/dist/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const peers = ensurePeers({ newman: '6.2.2', '@usebruno/cli': '4.1.0' });
for (const [name, state] of Object.entries(peers)) {
  if (!state.ok) console.log(`${name}: not measured (${state.why}, ${peersDir})`);
}

// The server the runners call, in a process of its own so that it takes no time from them.
const serverSource = `
  const http = require('node:http');
  const body = JSON.stringify({ id: 1, name: 'heron', tags: ['a', 'b'] });
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  server.keepAliveTimeout = 30000;
  server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;
const target = spawn(process.execPath, ['-e', serverSource], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise((resolve) => target.stdout.once('data', (d) => resolve(Number(d))));
const url = `http://127.0.0.1:${port}/item`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-bench-runner-'));

function heronSuite() {
  const file = path.join(work, 'suite.json');
  const suite = {
    kind: 'heron-test-suite',
    version: 1,
    scenario: {
      name: 'bench',
      steps: [
        {
          id: 'get',
          type: 'request',
          name: 'get item',
          request: { method: 'GET', url },
          assertions: [
            { id: 'status', source: 'status', comparator: 'equals', value: '200' },
            { id: 'id', source: 'json', path: '$.id', comparator: 'equals', value: '1' },
          ],
        },
      ],
    },
  };
  fs.writeFileSync(file, JSON.stringify(suite));
  return file;
}

function postmanCollection() {
  const file = path.join(work, 'collection.json');
  const collection = {
    info: {
      name: 'bench',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    item: [
      {
        name: 'get item',
        request: { method: 'GET', url },
        event: [
          {
            listen: 'test',
            script: {
              exec: [
                "pm.test('status is 200', () => pm.response.to.have.status(200));",
                "pm.test('id is 1', () => pm.expect(pm.response.json().id).to.eql(1));",
              ],
            },
          },
        ],
      },
    ],
  };
  fs.writeFileSync(file, JSON.stringify(collection));
  return file;
}

/** A Bruno collection of `count` copies of the request (bru runs each file once). */
function brunoCollection(count) {
  const dir = path.join(work, `bruno-${count}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'bruno.json'),
    JSON.stringify({ version: '1', name: 'bench', type: 'collection' }),
  );
  for (let i = 1; i <= count; i++) {
    fs.writeFileSync(
      path.join(dir, `get-${i}.bru`),
      [
        'meta {',
        `  name: get ${i}`,
        '  type: http',
        `  seq: ${i}`,
        '}',
        '',
        'get {',
        `  url: ${url}`,
        '  body: none',
        '  auth: none',
        '}',
        '',
        'tests {',
        '  test("status is 200", function() {',
        '    expect(res.getStatus()).to.equal(200);',
        '  });',
        '  test("id is 1", function() {',
        '    expect(res.getBody().id).to.equal(1);',
        '  });',
        '}',
        '',
      ].join('\n'),
    );
  }
  return dir;
}

/** Wall time of one command, in ms; its output is kept only to explain a failure. */
function timed(command, args, options = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 28, ...options });
  const ms = performance.now() - started;
  return { ms, ok: result.status === 0, output: `${result.stdout}\n${result.stderr}`.slice(-2000) };
}

/** Per request: (time for n − time for 1) / (n − 1), from the faster of two runs of each. */
function perRequest(label, runWith, n) {
  const best = (count) => {
    const runs = [runWith(count), runWith(count)];
    const failed = runs.find((r) => !r.ok);
    if (failed) throw new Error(`${label} failed:\n${failed.output}`);
    return Math.min(...runs.map((r) => r.ms));
  };
  const one = best(1);
  const many = best(n);
  return { label, n, ms: (many - one) / (n - 1), startMs: one };
}

const results = [];

// The floor: the same request from this process, one keep-alive connection.
{
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()).id));
        })
        .on('error', reject);
    });
  for (let i = 0; i < 200; i++) await get();
  const started = performance.now();
  for (let i = 0; i < N; i++) await get();
  results.push({
    label: 'node:http in a loop (floor)',
    n: N,
    ms: (performance.now() - started) / N,
  });
  agent.destroy();
}

const suite = heronSuite();
results.push(
  perRequest(
    'heron run (Heron suite, 2 assertions)',
    (n) =>
      timed(process.execPath, [
        heronBin,
        'run',
        suite,
        '-n',
        String(n),
        '-r',
        'json',
        '--reporter-json-export',
        path.join(work, 'heron.json'),
      ]),
    N,
  ),
);

const collection = postmanCollection();
results.push(
  perRequest(
    'heron run (Postman collection, 2 pm.tests)',
    (n) =>
      timed(process.execPath, [
        heronBin,
        'run',
        collection,
        '-n',
        String(n),
        '-r',
        'json',
        '--reporter-json-export',
        path.join(work, 'heron-pm.json'),
      ]),
    N,
  ),
);

if (peers.newman.ok) {
  const newman = peerFile('newman', 'bin', 'newman.js');
  results.push(
    perRequest(
      'newman (Postman collection, 2 pm.tests)',
      (n) =>
        timed(process.execPath, [
          newman,
          'run',
          collection,
          '-n',
          String(n),
          '-r',
          'json',
          '--reporter-json-export',
          path.join(work, 'newman.json'),
        ]),
      N,
    ),
  );
}

if (peers['@usebruno/cli'].ok) {
  const bru = peerFile('@usebruno/cli', 'bin', 'bru.js');
  const dirs = new Map([1, BRU_N].map((n) => [n, brunoCollection(n)]));
  results.push(
    perRequest(
      'bru (Bruno collection, 2 tests, default sandbox)',
      (n) =>
        timed(process.execPath, [bru, 'run', '--output', path.join(work, 'bru.json')], {
          cwd: dirs.get(n),
        }),
      BRU_N,
    ),
  );
}

target.kill();
fs.rmSync(work, { recursive: true, force: true });

console.log(`\nmachine: ${os.cpus().length} cores, Node ${process.version}`);
console.log(
  'runner'.padEnd(52),
  'requests'.padStart(9),
  'ms/request'.padStart(11),
  'start ms'.padStart(9),
);
for (const r of results) {
  console.log(
    r.label.padEnd(52),
    String(r.n).padStart(9),
    r.ms.toFixed(2).padStart(11),
    (r.startMs === undefined ? '' : r.startMs.toFixed(0)).padStart(9),
  );
}
const heron = results.find((r) => r.label.startsWith('heron run (Heron'));
const newmanResult = results.find((r) => r.label.startsWith('newman'));
const bruResult = results.find((r) => r.label.startsWith('bru'));
console.log(
  `\nheron: ${heron.ms.toFixed(2)} ms per request (target ≤ 1.5)` +
    (newmanResult
      ? `; newman / heron = ${(newmanResult.ms / heron.ms).toFixed(1)}× (target ≥ 6)`
      : '') +
    (bruResult ? `; bru / heron = ${(bruResult.ms / heron.ms).toFixed(1)}× (target ≥ 50)` : ''),
);
