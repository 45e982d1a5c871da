// Debugger send overhead (issue 6): Heron's server-side send (policy check, connection lease,
// request framing, capped read, header and cookie reading, base64 body, timings) against the same
// requests sent with plain undici.request to a local server, in the same run. Target: no more
// than 2 ms added per request at the median.
//
//   npx tsc -b   (the benchmark runs the compiled server)
//   node bench/debug-send-overhead.mjs
//
// Requests are sequential (one in flight), in alternating blocks so drift hits both sides alike.
// A third figure is the whole route as the browser calls it, through app.inject.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { call, newProject, signUp, startBenchApp } from './support/bench-app.mjs';

const COUNT = Number(process.env.BENCH_COUNT ?? 1000);
const BLOCK = 100;
const repoRoot = path.resolve(import.meta.dirname, process.env.BENCH_REPO ?? '..');
const sendDir = path.join(repoRoot, 'apps/server/dist/modules/debug/send');
const { sendRequest } = await import(path.join(sendDir, 'send-request.js'));
const { closeIdleConnections } = await import(
  path.join(repoRoot, 'apps/server/dist/adapters/outbound/index.js')
);
// The same undici the server runs on.
const { request } = createRequire(path.join(repoRoot, 'package.json'))('undici');

const payload = JSON.stringify({ id: 1, name: 'heron', tags: ['a', 'b'], nested: { ok: true } });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'sid=1; Path=/' });
    res.end(payload);
  });
});
server.keepAliveTimeout = 60_000;
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/items/1?x=1`;

const body = JSON.stringify({ hello: 'world' });
const plain = async () => {
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
  });
  await response.body.arrayBuffer();
};
const heron = async () => {
  const sent = await sendRequest(
    {
      method: 'POST',
      url,
      headers: [
        { name: 'Content-Type', value: 'application/json' },
        { name: 'Accept', value: 'application/json' },
      ],
      body: { kind: 'text', contentType: 'application/json', text: body },
    },
    {
      auth: { type: 'none' },
      settings: { timeoutMs: 30_000, followRedirects: true, maxRedirects: 10 },
      policy: 'open',
    },
  );
  if (!sent.ok) throw new Error(sent.error.message);
};

async function timeBlock(fn, into, pauseMs = 0) {
  for (let i = 0; i < BLOCK; i += 1) {
    const started = performance.now();
    await fn();
    into.push(performance.now() - started);
    // Outside the timed part: the time a person takes between two sends, in which the server
    // writes the history of the last one.
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const p = (values, q) => [...values].sort((a, b) => a - b)[Math.floor(values.length * q)];

// The whole route as the browser calls it: session, access check, variables, send, answer.
const bench = await startBenchApp();
const token = await signUp(bench.app);
const projectId = await newProject(bench.app, token, 'Send overhead');
const route = async () => {
  const answer = await call(bench.app, token, 'POST', `/api/v1/projects/${projectId}/debug/send`, {
    request: {
      method: 'POST',
      url,
      headers: [{ key: 'Accept', value: 'application/json' }],
      body: { kind: 'json', text: body },
    },
  });
  if (answer.statusCode !== 200 || answer.json().response === null) {
    throw new Error(`send: ${answer.body}`);
  }
};

// Warm-up: JIT, connection pools, lazy module loading.
for (let i = 0; i < 200; i += 1) {
  await plain();
  await heron();
  await route();
}
const plainTimes = [];
const heronTimes = [];
const routeTimes = [];
const pacedTimes = [];
for (let done = 0; done < COUNT; done += BLOCK) {
  await timeBlock(plain, plainTimes);
  await timeBlock(heron, heronTimes);
  await timeBlock(route, routeTimes);
  await timeBlock(route, pacedTimes, 5);
}

const ms = (v) => `${v.toFixed(3)} ms`;
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
);
console.log(
  `input:   ${COUNT} sequential POSTs of ${body.length} B JSON to a local node:http server, ${payload.length} B answers`,
);
console.log(`undici:  median ${ms(median(plainTimes))}  p90 ${ms(p(plainTimes, 0.9))}`);
console.log(`heron:   median ${ms(median(heronTimes))}  p90 ${ms(p(heronTimes, 0.9))}`);
console.log(
  `added:   ${ms(median(heronTimes) - median(plainTimes))} per request at the median (target ≤ 2 ms)`,
);
console.log(
  `route:   median ${ms(median(routeTimes))}  p90 ${ms(p(routeTimes, 0.9))}  ` +
    `(POST /debug/send through app.inject on ${bench.storedIn}: session, access, variables, send, answer)`,
);
console.log(
  `paced:   median ${ms(median(pacedTimes))}  p90 ${ms(p(pacedTimes, 0.9))}  ` +
    `(the same, 5 ms apart: the history of each send is written after its answer)`,
);
console.log(
  `added by the whole route: ${ms(median(routeTimes) - median(plainTimes))} back to back, ` +
    `${ms(median(pacedTimes) - median(plainTimes))} paced, at the median`,
);
await bench.close();

await closeIdleConnections();
server.close();
