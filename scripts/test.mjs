#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to find. Every stage runs even
// after an earlier one failed, so one run shows everything that is broken; the exit code is
// non-zero if anything failed. The last line counts the tests: "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-test-results-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  console.error(
    `\nChromium not found at ${chromium}: the browser tests need it.\n` +
      `Install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu), or set CHROMIUM_PATH.\n`,
  );
  process.exit(1);
}

function findPostgres() {
  if (process.env.DATABASE_URL) return 'DATABASE_URL';
  const dirs = [process.env.PG_BIN].filter(Boolean);
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) dirs.push(...fs.readdirSync(base).map((v) => path.join(base, v, 'bin')));
  return dirs.find((dir) => fs.existsSync(path.join(dir, 'initdb')));
}

const stages = [];
let passed = 0;
let failed = 0;
// Browser tests that failed once and passed on their retry (CI only): counted, and named above.
let flaky = 0;

function run(name, command, args, { env = {}, count } = {}) {
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  const counted = count?.();
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
  }
  // A failed check (typecheck, lint) or a runner that died without reporting a failed test
  // still counts once, so the closing line never reads "0 failed" on a failed run.
  if (!ok && (!counted || counted.failed === 0)) failed += 1;
  stages.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}

function vitestCount(file) {
  return () => {
    if (!fs.existsSync(file)) return undefined;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  };
}

function playwrightCount(file) {
  return () => {
    if (!fs.existsSync(file)) return undefined;
    const stats = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
    flaky += stats.flaky;
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  };
}

function vitest(name, projects, env = {}) {
  const file = path.join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projectArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${file}`,
    ],
    { env, count: vitestCount(file) },
  );
}

/**
 * Runs single-threaded checks side by side (the machine has at least two cores) and prints each
 * one's output in one piece when it ends, so their logs do not interleave.
 */
async function runTogether(checks) {
  await Promise.all(
    checks.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            const ok = code === 0;
            if (!ok) failed += 1;
            stages.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
            resolve();
          });
        }),
    ),
  );
}

// typecheck, lint and format each use one core: together they take as long as the longest.
await runTogether([
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
]);
vitest('unit and web tests', ['unit', 'web']);
vitest('server tests on PGlite', ['server'], { HERON_TEST_DB: 'pglite' });

const postgres = findPostgres();
if (postgres) {
  vitest('server tests on PostgreSQL', ['server'], { HERON_TEST_DB: 'postgres' });
} else if (process.env.HERON_REQUIRE_POSTGRES) {
  console.error(
    '\nPostgreSQL is required (HERON_REQUIRE_POSTGRES) but no server binaries or DATABASE_URL were found.',
  );
  stages.push({ name: 'server tests on PostgreSQL', ok: false, seconds: 0 });
} else {
  console.log(
    '\n━━ server tests on PostgreSQL: skipped, no PostgreSQL found (install it, e.g. `apt-get install -y postgresql`, or set DATABASE_URL)',
  );
  stages.push({ name: 'server tests on PostgreSQL (skipped)', ok: true, seconds: 0 });
}

const e2eFile = path.join(resultsDir, 'e2e.json');
run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { HERON_E2E_JSON: e2eFile },
  count: playwrightCount(e2eFile),
});

console.log('\n━━ summary');
for (const stage of stages) {
  console.log(`  ${stage.ok ? 'ok  ' : 'FAIL'}  ${stage.name} (${stage.seconds} s)`);
}
const allOk = stages.every((s) => s.ok);
console.log(
  `\ntests: ${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky (passed on retry)` : ''}`,
);
fs.rmSync(resultsDir, { recursive: true, force: true });
process.exit(allOk && failed === 0 ? 0 : 1);
