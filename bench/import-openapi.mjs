// Import speed (issue 5): the whole import of a large API description through Heron's HTTP API —
// read, parse, validate, compare with the project, and store every endpoint and model in the
// embedded database (or PostgreSQL, given DATABASE_URL) — beside @apidevtools/swagger-parser only *validating* the same file, in the
// same run. Target: Heron's whole import no slower than the peer's validation alone.
//
//   npm run build   (or `npx tsc -b`: the benchmark runs the compiled server)
//   node bench/import-openapi.mjs [fixture file names…]
//   (BENCH_RUNS=n for more runs; BENCH_EVERY_RUN=1 prints each run's figures, not only medians)
//
// Each figure is the median of RUNS runs after one warm-up run; every Heron run imports into a
// new project of the same database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {
  call,
  fileUpload,
  newProject,
  signUp,
  startBenchApp,
  waitForJob as waitFor,
} from './support/bench-app.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const repoRoot = path.resolve(import.meta.dirname, '..');
const fixtures = process.env.HERON_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'github-api.github.com.octokit-23.0.2.json',
      'stripe-spec3.2023-09.yaml',
      'kubernetes-1.36-swagger.json',
    ];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0)} ms`;

async function timed(work) {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** The peer: swagger-parser's validate (parse, dereference, schema-validate), from the file. */
async function peerValidate(file) {
  return (await timed(() => SwaggerParser.validate(file))).ms;
}

/** Heron: the whole import through the API, from the text arriving to the last row stored. */
async function heronImport(app, token, bytes, fileName, run) {
  const projectId = await newProject(app, token, `${fileName} ${run}`);
  const base = `/api/v1/projects/${projectId}/design`;
  const begun = performance.now();
  let previewMs = 0;
  const result = await timed(async () => {
    const upload = fileUpload(bytes, fileName);
    const started = await call(
      app,
      token,
      'POST',
      `${base}/imports`,
      upload.payload,
      upload.headers,
    );
    if (started.statusCode !== 202) throw new Error(`start: ${started.body}`);
    const ready = await waitFor(app, token, projectId, started.json().id, ['ready']);
    previewMs = performance.now() - begun;
    const committed = await call(app, token, 'POST', `${base}/imports/${ready.id}/commit`, {});
    if (committed.statusCode !== 202) throw new Error(`commit: ${committed.body}`);
    return waitFor(app, token, projectId, ready.id, ['done']);
  });
  const tree = (await call(app, token, 'GET', `${base}/tree`)).json();
  return {
    ms: result.ms,
    previewMs,
    writeMs: result.ms - previewMs,
    created: result.value.result.created,
    nodes: tree.nodes.length,
  };
}

const bench = await startBenchApp();
const { app, storedIn } = bench;

console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; median of ${RUNS} runs`);
console.log(
  'Heron = whole import through the API (the file uploaded as the import dialog does, parsed, ' +
    `previewed, committed and stored in ${storedIn}); peer = swagger-parser validate only`,
);
for (const name of files) {
  const file = path.join(fixtures, 'openapi', name);
  if (!fs.existsSync(file)) {
    console.log(`${name}: missing (set HERON_FIXTURES)`);
    continue;
  }
  const bytes = fs.readFileSync(file);
  // An account per file: the free plan's project limit is not what is measured.
  const token = await signUp(app);
  await peerValidate(file);
  await heronImport(app, token, bytes, name, 'warm-up');
  const peer = [];
  const heron = [];
  const stages = [];
  let last;
  for (let run = 0; run < RUNS; run += 1) {
    peer.push(await peerValidate(file));
    last = await heronImport(app, token, bytes, name, run);
    heron.push(last.ms);
    stages.push(last);
  }
  const middle = stages.find((run) => run.ms === median(heron));
  const size = (bytes.length / 1024 / 1024).toFixed(1);
  console.log(
    `${name} (${size} MB, ${last.created} items stored, ${last.nodes} tree nodes): ` +
      `Heron ${ms(median(heron))} · swagger-parser validate ${ms(median(peer))} · ` +
      `ratio ${(median(heron) / median(peer)).toFixed(2)}`,
  );
  console.log(
    `  Heron's stages: read, check and preview ${ms(middle.previewMs)} · write ${ms(middle.writeMs)}`,
  );
  if (process.env.BENCH_EVERY_RUN) {
    const list = (values) => values.map((value) => value.toFixed(0)).join(' ');
    console.log(`  every run, ms: Heron ${list(heron)} · peer ${list(peer)}`);
  }
}
await bench.close();
