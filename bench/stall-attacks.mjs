// Issue 19: the attacks a hostile member made on a shared instance, sent to the real server
// process, with `/api/health` asked every 25 ms from this process meanwhile. For each attack it
// prints how long the attack took to be answered (or refused), and the slowest and the 99th
// percentile health answers while it ran: the server is stalled when those reach seconds.
// Then SIGTERM while endless scripts run: how long the process takes to exit.
//
//   npm run build   (or `npx tsc -b`: the benchmark runs the compiled server)
//   node bench/stall-attacks.mjs [--server path/to/main.js] [--cap 60]
//
// `--server` runs another build (an older checkout's apps/server/dist/main.js) for a before/after
// comparison; `--cap` is how many seconds one attack may hold the server before it is killed and
// started again (the alias bomb held an unbounded server for over 7 minutes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startProcess, stopProcess, waitReady } from './support/server-process.mjs';
import { yamlAliasBomb } from './support/hostile-input.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const repoRoot = path.resolve(import.meta.dirname, '..');
const MAIN = path.resolve(flag('server', path.join(repoRoot, 'apps/server/dist/main.js')));
const CAP_MS = Number(flag('cap', '60')) * 1000;
if (!fs.existsSync(MAIN)) {
  console.error(`No server at ${MAIN}: build it first (npm run build, or npx tsc -b).`);
  process.exit(1);
}

function curlWithHeaders(count) {
  const headers = Array.from({ length: count }, (_, i) => ` -H 'x-h${i}: v${i}'`).join('');
  return `curl https://api.example.com/items${headers}`;
}

let server;
let origin;
async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-stall-'));
  server = startProcess(process.execPath, [MAIN], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      SHUTDOWN_TIMEOUT_MS: '10000',
      NODE_ENV: 'development',
    },
  });
  origin = `http://127.0.0.1:${port}`;
  const ready = await waitReady(server, [`${origin}/api/health`], 120_000);
  if (ready.failed)
    throw new Error(`the server did not start: ${ready.failed}\n${server.output.text}`);
  server.dataDir = dataDir;
}

async function restartServer() {
  await stopProcess(server, 1_000);
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  await startServer();
}

/** One API call with a session cookie; answers status and parsed body (or text). */
async function call(token, method, url, body) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(token ? { cookie: `heron_session=${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(CAP_MS),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  const session = /heron_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  return { status: response.status, json, session: session?.[1] };
}

async function signUp() {
  const email = `stall-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await call(null, 'POST', '/api/v1/auth/email-codes', { email, purpose: 'register' });
  const outbox = (await call(null, 'GET', '/api/v1/dev/outbox')).json.items;
  const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to === email).text)[1];
  const password = 'correct horse battery';
  const registered = await call(null, 'POST', '/api/v1/auth/register/email', {
    name: 'Stall',
    email,
    code,
    password,
    confirmPassword: password,
    agreed: true,
  });
  const token = registered.session;
  const space = (await call(token, 'GET', '/api/v1/personal-space')).json;
  const me = (await call(token, 'GET', '/api/v1/auth/session')).json.user;
  const project = await call(token, 'POST', '/api/v1/projects', {
    teamId: space.id,
    name: 'Stall',
    category: 'http',
    adminUserId: me.id,
  });
  return { token, email, projectId: project.json.id };
}

/** Asks /api/health every 25 ms until stopped; answers the latencies (a stalled ask counts whole). */
function probeHealth() {
  const latencies = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(CAP_MS) });
      } catch {
        // A stalled server: the whole wait counts.
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      count: sorted.length,
      max: sorted.at(-1) ?? 0,
      p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
    };
  };
}

async function importAndSettle(person, body) {
  const started = await call(
    person.token,
    'POST',
    `/api/v1/projects/${person.projectId}/design/imports`,
    body,
  );
  if (started.status !== 202) return { outcome: `${started.status} ${started.json.code ?? ''}` };
  for (;;) {
    const job = await call(
      person.token,
      'GET',
      `/api/v1/projects/${person.projectId}/design/imports/${started.json.id}?waitMs=5000`,
    );
    if (job.status !== 200) return { outcome: `job read ${job.status}` };
    if (!['parsing', 'importing'].includes(job.json.status)) {
      const error = job.json.issues.find((issue) => issue.severity === 'error');
      return { outcome: `${job.json.status}${error ? ` ${error.code}` : ''}` };
    }
  }
}

const ATTACKS = [
  ...['postman-2.1', 'har', 'heron'].map((format) => ({
    name: `alias bomb 10×9 (${yamlAliasBomb(10, 9).length} B) as ${format}`,
    run: (person) => importAndSettle(person, { format, text: yamlAliasBomb(10, 9) }),
  })),
  {
    name: 'alias bomb 8×9 as postman-2.1',
    run: (person) => importAndSettle(person, { format: 'postman-2.1', text: yamlAliasBomb(8, 9) }),
  },
  ...[10_000, 100_000].map((count) => ({
    name: `curl with ${count.toLocaleString('en')} headers (${(curlWithHeaders(count).length / 1e6).toFixed(1)} MB)`,
    run: (person) => importAndSettle(person, { format: 'curl', text: curlWithHeaders(count) }),
  })),
  {
    name: '4 sends at once with the pre-request script while(true){}',
    run: async (person) => {
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() =>
          call(person.token, 'POST', `/api/v1/projects/${person.projectId}/debug/send`, {
            request: {
              method: 'get',
              url: 'http://127.0.0.1:9/',
              preRequestScript: 'while(true){}',
            },
          }),
        ),
      );
      const kinds = answers.map((a) =>
        a.status === 200 ? (a.json.scripts?.preRequest?.error?.kind ?? 'ok') : `${a.status}`,
      );
      return { outcome: kinds.join(', ') };
    },
  },
  {
    name: '55 password-reset requests for one address',
    run: async (person) => {
      const statuses = new Map();
      for (let i = 0; i < 55; i += 1) {
        const answer = await call(null, 'POST', '/api/v1/auth/password/forgot', {
          email: person.email,
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
      const outbox = (await call(null, 'GET', '/api/v1/dev/outbox')).json.items;
      const mails = outbox.filter(
        (m) => m.to === person.email && /reset|password/i.test(m.subject ?? ''),
      ).length;
      return {
        outcome: `${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}; ${mails} reset mails sent`,
      };
    },
  },
  {
    name: 'a NUL character in a project name',
    run: async (person) => {
      const answer = await call(person.token, 'PATCH', `/api/v1/projects/${person.projectId}`, {
        name: 'bad\u0000name',
      });
      return { outcome: `${answer.status} ${answer.json.code ?? ''}` };
    },
  },
];

await startServer();
console.log(
  `machine: ${os.cpus().length} cores, Node ${process.version}; server: ${path.relative(process.cwd(), MAIN)}`,
);
console.log(
  'target: every attack answered or refused within a second or so, health p99 in milliseconds',
);
console.log('attack | answered after | outcome | health asks | health p99 | health max');
for (const attack of ATTACKS) {
  const person = await signUp();
  const stop = probeHealth();
  const started = performance.now();
  let outcome;
  try {
    outcome = (
      await Promise.race([
        attack.run(person),
        new Promise((resolve) =>
          setTimeout(() => resolve({ outcome: `still running after ${CAP_MS / 1000} s` }), CAP_MS),
        ),
      ])
    ).outcome;
  } catch (error) {
    outcome = `failed: ${error.message}`;
  }
  const took = performance.now() - started;
  const health = await stop();
  console.log(
    `${attack.name} | ${(took / 1000).toFixed(2)} s | ${outcome} | ${health.count} | ` +
      `${health.p99.toFixed(0)} ms | ${health.max.toFixed(0)} ms`,
  );
  if (outcome.startsWith('still running')) await restartServer();
}

// SIGTERM while four endless scripts are in flight.
const person = await signUp();
for (let i = 0; i < 4; i += 1) {
  void call(person.token, 'POST', `/api/v1/projects/${person.projectId}/debug/send`, {
    request: { method: 'get', url: 'http://127.0.0.1:9/', preRequestScript: 'while(true){}' },
  }).catch(() => undefined);
}
await new Promise((resolve) => setTimeout(resolve, 500));
const signalled = performance.now();
const exited = new Promise((resolve) => server.child.once('exit', resolve));
server.child.kill('SIGTERM');
const exit = await Promise.race([
  exited.then(() => 'exited'),
  new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)),
]);
console.log(
  `SIGTERM during 4 endless scripts | ${((performance.now() - signalled) / 1000).toFixed(2)} s | ${exit} | | |`,
);
await stopProcess(server, 1_000);
fs.rmSync(server.dataDir, { recursive: true, force: true });
