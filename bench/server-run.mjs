// A test run on the server (issue 22): what one request of a stored scenario costs when the
// server runs it, beside the debugger's route (a send as the browser asks for it: session,
// access, variables, history) and plain undici, against the same local server in the same run.
// The scenario repeats one GET with two assertions (status is 200, the body's id is 1), which
// the server evaluates on a worker thread. Target (issue 22): no database round trip per
// request, so far below the debugger's route.
//
//   npx tsc -b   (the benchmark runs the compiled server)
//   node bench/server-run.mjs [N]      (default 1,000 requests)
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { call, newProject, signUp, startBenchApp } from './support/bench-app.mjs';

const N = Number(process.argv[2] ?? 1000);
const repoRoot = path.resolve(import.meta.dirname, '..');
const { request } = createRequire(path.join(repoRoot, 'package.json'))('undici');

const payload = JSON.stringify({ id: 1, name: 'heron', tags: ['a', 'b'] });
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(payload);
});
server.keepAliveTimeout = 60_000;
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/item`;

// A budget the size of the benchmark: the plan's would end the run at 500 requests.
const bench = await startBenchApp(
  {},
  { testRunBudget: { maxDurationMs: 600_000, maxRequests: N * 3, maxBytes: 1e9 } },
);
const token = await signUp(bench.app);
const projectId = await newProject(bench.app, token, 'Server run');
const base = `/api/v1/projects/${projectId}`;

async function scenario(times, withAssertions = true) {
  const created = await call(bench.app, token, 'POST', `${base}/test-scenarios`, {
    name: `Repeat ${times}`,
    steps: [
      {
        id: 'loop',
        type: 'repeat',
        times,
        steps: [
          {
            id: 'get',
            type: 'request',
            request: { method: 'GET', url },
            assertions: withAssertions
              ? [
                  { id: 'a1', source: 'status', comparator: 'equals', value: '200' },
                  { id: 'a2', source: 'json', path: '$.id', comparator: 'equals', value: '1' },
                ]
              : [],
          },
        ],
      },
    ],
  });
  if (created.statusCode !== 201) throw new Error(`scenario: ${created.body}`);
  return created.json().id;
}

/** Starts a run and reads it until it has ended; its duration as the server measured it. */
async function runOnce(scenarioId) {
  const started = await call(
    bench.app,
    token,
    'POST',
    `${base}/test-scenarios/${scenarioId}/runs`,
    {
      environmentId: null,
    },
  );
  if (started.statusCode !== 202) throw new Error(`run: ${started.body}`);
  const { runId } = started.json();
  for (;;) {
    const run = (await call(bench.app, token, 'GET', `${base}/test-runs/${runId}`)).json();
    if (run.status !== 'running') {
      if (run.status !== 'passed') throw new Error(`run ${run.status}: ${run.reason}`);
      return run.report.totals.durationMs;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The start of a run (reading the scenario, its variables, the first worker hop) is left out:
// two runs, of 1 and of N requests, and the difference divided by N - 1.
const one = await scenario(1);
const many = await scenario(N);
await runOnce(many); // warm-up: JIT, connections, worker threads
const shortMs = await runOnce(one);
const longMs = await runOnce(many);
const perRun = (longMs - shortMs) / (N - 1);
// The same without assertions: nothing goes to a worker thread.
const bareOne = await scenario(1, false);
const bareMany = await scenario(N, false);
const bareShortMs = await runOnce(bareOne);
const bareLongMs = await runOnce(bareMany);
const perBareRun = (bareLongMs - bareShortMs) / (N - 1);

const routeTimes = [];
for (let i = 0; i < Math.min(N, 500); i += 1) {
  const t0 = performance.now();
  const answer = await call(bench.app, token, 'POST', `${base}/debug/send`, {
    request: { method: 'GET', url },
  });
  if (answer.statusCode !== 200) throw new Error(`send: ${answer.body}`);
  routeTimes.push(performance.now() - t0);
}
const plainTimes = [];
for (let i = 0; i < N; i += 1) {
  const t0 = performance.now();
  const response = await request(url);
  await response.body.arrayBuffer();
  plainTimes.push(performance.now() - t0);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const ms = (v) => `${v.toFixed(2)} ms`;
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
);
console.log(`database: ${bench.storedIn}; ${N} requests with two assertions each`);
console.log(`undici request():          ${ms(median(plainTimes))} per request (median)`);
console.log(`heron server run:          ${ms(perRun)} per request (assertions on a worker thread)`);
console.log(
  `heron server run, bare:    ${ms(perBareRun)} per request (no assertions, no worker hop)`,
);
console.log(
  `heron debugger route:      ${ms(median(routeTimes))} per send (median; session, access, history)`,
);
await bench.close();
server.close();
