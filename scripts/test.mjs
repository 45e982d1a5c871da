#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to find. Every stage runs even
// after an earlier one failed, so one run shows everything that is broken; the exit code is
// non-zero if anything failed. The last line counts the tests: "tests: N passed, N failed".
import { spawn } from 'node:child_process';
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
// Browser tests that failed once and passed on their retry: counted, and named above.
let flaky = 0;
// The failed tests by name, repeated in the summary: a CI log is often read from its end only.
const failures = [];

/**
 * Runs one stage. Alone, its output streams as it comes; `together` (beside other stages) its
 * output is held and printed in one piece when it ends, so the logs do not interleave.
 */
function run(name, command, args, { env = {}, count, together = false } = {}) {
  const header = `\n━━ ${name}: ${[command, ...args].join(' ')}`;
  if (!together) console.log(header);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (together) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = code === 0;
      const counted = count?.();
      if (counted) {
        passed += counted.passed;
        failed += counted.failed;
        failures.push(...counted.names.map((test) => `${name}: ${test}`));
      }
      // A failed check (typecheck, lint) or a runner that died without reporting a failed test
      // still counts once, so the closing line never reads "0 failed" on a failed run.
      if (!ok && (!counted || counted.failed === 0)) {
        failed += 1;
        failures.push(`${name}: exited with ${code}`);
      }
      stages.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
      resolve();
    });
  });
}

function vitestCount(file) {
  return () => {
    if (!fs.existsSync(file)) return undefined;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const names = report.testResults.flatMap((suite) =>
      suite.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${path.relative(root, suite.name)} › ${test.fullName}`),
    );
    // A file that failed before its tests ran (an import error) has no failed test to name.
    for (const suite of report.testResults) {
      if (suite.status === 'failed' && !suite.assertionResults.some((t) => t.status === 'failed')) {
        names.push(
          `${path.relative(root, suite.name)}: ${(suite.message ?? 'failed').split('\n')[0]}`,
        );
      }
    }
    return { passed: report.numPassedTests, failed: report.numFailedTests, names };
  };
}

function playwrightCount(file) {
  return () => {
    if (!fs.existsSync(file)) return undefined;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const names = [];
    // Each file is a suite, its describe blocks nested suites; a spec's file and line say where.
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
          const title = [...titles, spec.title].join(' › ');
          const retried = test.status === 'flaky' ? ' — flaky, passed on retry' : '';
          names.push(`${spec.file}:${spec.line} › ${title}${retried}`);
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of report.suites) visit(suite, []);
    flaky += report.stats.flaky;
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      names,
    };
  };
}

function vitest(name, projects, { env = {}, together = false } = {}) {
  const file = path.join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  return run(
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
    { env, count: vitestCount(file), together },
  );
}

function postgresRun() {
  if (findPostgres()) {
    return vitest('server tests on PostgreSQL', ['server'], {
      env: { HERON_TEST_DB: 'postgres' },
      together: true,
    });
  }
  if (process.env.HERON_REQUIRE_POSTGRES) {
    console.error(
      '\nPostgreSQL is required (HERON_REQUIRE_POSTGRES) but no server binaries or DATABASE_URL were found.',
    );
    stages.push({ name: 'server tests on PostgreSQL', ok: false, seconds: 0 });
    failures.push('server tests on PostgreSQL: no PostgreSQL found');
  } else {
    console.log(
      '\n━━ server tests on PostgreSQL: skipped, no PostgreSQL found (install it, e.g. `apt-get install -y postgresql`, or set DATABASE_URL)',
    );
    stages.push({ name: 'server tests on PostgreSQL (skipped)', ok: true, seconds: 0 });
  }
  return Promise.resolve();
}

// The stages are grouped so both cores stay busy (measured in docs/decisions.md §32).
// typecheck, lint and format are single-threaded: side by side they take as long as the longest.
await Promise.all([
  run('typecheck', 'npm', ['run', 'typecheck'], { together: true }),
  run('lint', 'npm', ['run', 'lint'], { together: true }),
  run('format', 'npm', ['run', 'format:check'], { together: true }),
]);
// Unit and web tests take one worker per core themselves.
await vitest('unit and web tests', ['unit', 'web']);
// A server run keeps about one core and a third busy (its database, worker threads, argon2):
// the two databases' runs and the app's production build share the machine.
const pgliteRun = vitest('server tests on PGlite', ['server'], {
  env: { HERON_TEST_DB: 'pglite' },
  together: true,
});
await Promise.all([postgresRun(), run('build', 'npm', ['run', 'build'], { together: true })]);

// The browser tests start the app just built, as `npm start` does after its build. They start
// as soon as the PostgreSQL run has ended: the PGlite run, the longer, has a minute or so left,
// on one core, and the browser tests take the other (decision 48).
const e2eFile = path.join(resultsDir, 'e2e.json');
await Promise.all([
  pgliteRun,
  run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { HERON_E2E_JSON: e2eFile, HERON_E2E_BUILT: '1' },
    count: playwrightCount(e2eFile),
  }),
]);

console.log('\n━━ summary');
for (const stage of stages) {
  console.log(`  ${stage.ok ? 'ok  ' : 'FAIL'}  ${stage.name} (${stage.seconds} s)`);
}
const allOk = stages.every((s) => s.ok);
if (failures.length > 0) {
  console.log('\n━━ failed, or flaky');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(
  `\ntests: ${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky (passed on retry)` : ''}`,
);
fs.rmSync(resultsDir, { recursive: true, force: true });
process.exit(allOk && failed === 0 ? 0 : 1);
