// The project mock on the Heron server (issue 7): how soon after an import finishes a project's
// mock answers, then its throughput and p99 through the server's `/mock/{projectId}/…` route and
// through MOCK_PORT. autocannon (100 connections) runs as its own process, so the load does not
// share the server's event loop. `mock-throughput.mjs` measures the CLI's mock beside Prism,
// Mockoon and a bare server, memory included; this one, the server's.
//
//   npm run build   (or `npx tsc -b`: the benchmark runs the compiled server)
//   node bench/mock-server.mjs [--duration 10] [--connections 100]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePeers, peerFile, peersDir } from './support/bench-peers.mjs';
import {
  call,
  fileUpload,
  newProject,
  signUp,
  startBenchApp,
  waitForJob,
} from './support/bench-app.mjs';
import { freePort } from './support/server-process.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const DURATION_S = Number(flag('duration', '10'));
const CONNECTIONS = Number(flag('connections', '100'));
const repoRoot = path.resolve(import.meta.dirname, '..');
const fixtures = process.env.HERON_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');

const CASES = [
  { file: 'openapi/github-api.github.com.octokit-23.0.2.json', path: '/repos/octo/hello/issues' },
  { file: 'openapi/stripe-spec3.2023-09.yaml', path: '/v1/customers/cus_123' },
];

const peers = ensurePeers({ autocannon: '9.0.0' });
if (!peers.autocannon.ok) {
  console.error(`autocannon is needed to send the load: ${peers.autocannon.why} (${peersDir})`);
  process.exit(1);
}

/** autocannon as a child process, its JSON summary parsed. */
function load(url, headers, seconds) {
  const argv = [peerFile('autocannon', 'autocannon.js'), '-j', '-c', String(CONNECTIONS)];
  argv.push('-d', String(seconds));
  for (const [name, value] of Object.entries(headers)) argv.push('-H', `${name}=${value}`);
  argv.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`autocannon printed no result for ${url}`));
      }
    });
  });
}

const mockPort = await freePort();
const bench = await startBenchApp({ mockPort, publicUrl: 'http://127.0.0.1' });
const { app, storedIn } = bench;
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${app.server.address().port}`;

console.log(
  `machine: ${os.cpus().length} cores, Node ${process.version}; designs stored in ${storedIn}; ` +
    `autocannon 9.0.0 in its own process, ${CONNECTIONS} connections, ${DURATION_S} s per run ` +
    'after a 2 s warm-up',
);
console.log('targets: the mock ready within 2 s of the import finishing; p99 under 20 ms');
for (const testCase of CASES) {
  const file = path.join(fixtures, testCase.file);
  if (!fs.existsSync(file)) {
    console.log(`${testCase.file}: missing (set HERON_FIXTURES)`);
    continue;
  }
  const token = await signUp(app);
  const projectId = await newProject(app, token, path.basename(file));
  const base = `/api/v1/projects/${projectId}/design`;
  const upload = fileUpload(fs.readFileSync(file), path.basename(file));
  const started = await call(app, token, 'POST', `${base}/imports`, upload.payload, upload.headers);
  const ready = await waitForJob(app, token, projectId, started.json().id, ['ready']);
  await call(app, token, 'POST', `${base}/imports/${ready.id}/commit`, {});
  const settings = (await call(app, token, 'GET', `/api/v1/projects/${projectId}/mock`)).json();
  const headers = { 'x-mock-token': settings.token };
  await waitForJob(app, token, projectId, ready.id, ['done']);
  // From the import's end to the mock's first answer over HTTP, as a client polling it sees.
  const done = performance.now();
  let first;
  for (;;) {
    first = await fetch(`${origin}/mock/${projectId}${testCase.path}`, { headers });
    await first.arrayBuffer();
    if (first.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const readyMs = performance.now() - done;
  const stats = (await call(app, token, 'GET', `/api/v1/projects/${projectId}/mock`)).json().stats;
  console.log(
    `${path.basename(file)} (${stats.routes} routes): mock answering ${readyMs.toFixed(0)} ms ` +
      `after the import finished (built in ${stats.buildMs} ms)`,
  );
  for (const [label, url] of [
    ['server route', `${origin}/mock/${projectId}${testCase.path}`],
    ['MOCK_PORT', `http://127.0.0.1:${mockPort}/${projectId}${testCase.path}`],
  ]) {
    await load(url, headers, 2);
    const run = await load(url, headers, DURATION_S);
    console.log(
      `  GET ${testCase.path} via ${label}: ${Math.round(run.requests.average).toLocaleString('en')} req/s, ` +
        `p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}`,
    );
  }
}
await bench.close();
