// The built server for benchmarks: an app on its own database (the embedded one in a temporary
// folder, or PostgreSQL given DATABASE_URL), calls through app.inject as a signed-in person, and
// the sign-up and project a benchmark starts from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dist = path.join(repoRoot, 'apps/server/dist');

/**
 * `overrides` replace parts of the configuration (a mock port, say); `deps` are passed to
 * buildApp beside them (a test run's budget, say).
 */
export async function startBenchApp(overrides = {}, deps = {}) {
  if (!fs.existsSync(path.join(dist, 'app.js'))) {
    console.error('Build the server first: npm run build (or npx tsc -b).');
    process.exit(1);
  }
  const { buildApp } = await import(path.join(dist, 'app.js'));
  const { loadConfig } = await import(path.join(dist, 'config.js'));
  const { prepareDatabase } = await import(path.join(dist, 'db/prepare.js'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEV_OUTBOX: 'true' }, dataDir),
    rateLimitMax: 1_000_000,
    ...overrides,
  };
  const databaseUrl = process.env.DATABASE_URL;
  const database = await prepareDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
  );
  const app = await buildApp({ config, database, logger: false, ...deps });
  await app.ready();
  return {
    app,
    storedIn: databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)',
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let ip = 0;
/** One call as `token`'s person, each from its own address (the rate limit is not measured). */
export function call(app, token, method, url, payload, headers) {
  ip += 1;
  return app.inject({
    method,
    url,
    remoteAddress: `10.77.${Math.floor(ip / 250)}.${ip % 250}`,
    ...(payload === undefined ? {} : { payload }),
    ...(headers ? { headers } : {}),
    ...(token ? { cookies: { heron_session: token } } : {}),
  });
}

/** A new account through the API (email code from the dev outbox); answers its session token. */
export async function signUp(app) {
  const email = `bench-${Date.now()}-${(ip += 1)}@example.com`;
  const sent = await call(app, null, 'POST', '/api/v1/auth/email-codes', {
    email,
    purpose: 'register',
  });
  if (sent.statusCode !== 200) throw new Error(`email code: ${sent.body}`);
  const outbox = (await call(app, null, 'GET', '/api/v1/dev/outbox')).json().items;
  const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to === email).text)[1];
  const password = 'correct horse battery';
  const registered = await call(app, null, 'POST', '/api/v1/auth/register/email', {
    name: 'Bench',
    email,
    code,
    password,
    confirmPassword: password,
    agreed: true,
  });
  return registered.cookies.find((c) => c.name === 'heron_session').value;
}

/** A project of the person's personal space; answers its id. */
export async function newProject(app, token, name) {
  const space = (await call(app, token, 'GET', '/api/v1/personal-space')).json();
  const me = (await call(app, token, 'GET', '/api/v1/auth/session')).json().user;
  const created = await call(app, token, 'POST', '/api/v1/projects', {
    teamId: space.id,
    name,
    category: 'http',
    adminUserId: me.id,
  });
  if (created.statusCode !== 201) throw new Error(`project: ${created.body}`);
  return created.json().id;
}

/** The file as the import dialog uploads it: multipart/form-data, field `file`. */
export function fileUpload(bytes, fileName) {
  const boundary = `----heron-bench-${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Reads an import job until it reaches one of `statuses`. Each read is held by the server while the
 * job runs (`waitMs`), as the import dialog reads it: the answer comes when the job moves on.
 */
export async function waitForJob(app, token, projectId, jobId, statuses) {
  for (;;) {
    const job = (
      await call(
        app,
        token,
        'GET',
        `/api/v1/projects/${projectId}/design/imports/${jobId}?waitMs=5000`,
      )
    ).json();
    if (statuses.includes(job.status)) return job;
    if (job.status === 'failed' || job.status === 'cancelled') {
      throw new Error(`import ${job.status}: ${JSON.stringify(job.issues.slice(0, 3))}`);
    }
  }
}
