// Import scaling (issue 19): the engine's import of one curl command and of one HAR entry with
// 10,000 to 100,000 headers, and how long each importer takes to refuse the same YAML alias bomb
// (10 levels of 9: 3.5 billion values in about 550 bytes). There is no peer: the target is linear
// growth (the time per header stays flat) and a refusal in well under a second; before issue 19,
// 100,000 headers took 100 s and the bomb held the event loop for over 7 minutes.
//
//   npx tsc -b   (the benchmark runs the compiled engine)
//   node bench/import-scaling.mjs
//   (BENCH_RUNS=n for more runs; BENCH_SIZES=10000,20000 for other header counts)
//
// Each figure is the median of RUNS runs after one warm-up run, importDesign called in this
// process as the server's import worker calls it.
import os from 'node:os';
import path from 'node:path';
import { yamlAliasBomb } from './support/hostile-input.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZES = (process.env.BENCH_SIZES ?? '10000,20000,50000,100000').split(',').map(Number);
const repoRoot = path.resolve(import.meta.dirname, '..');
const { importDesign } = await import(path.join(repoRoot, 'packages/engine/dist/index.js'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median milliseconds of importing `text`, and the last result (checked by the caller). */
async function timeImport(text, name, format) {
  let result;
  const times = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    result = await importDesign({ files: [{ name, text }] }, { format });
    if (run > 0) times.push(performance.now() - started);
  }
  return { ms: median(times), result };
}

/** One curl command with `count` headers: `-H 'h0: 0' -H 'h1: 1' …` (about 15 bytes each). */
function curlText(count) {
  const words = ['curl https://api.test/items'];
  for (let i = 0; i < count; i += 1) words.push(`-H 'h${i}: ${i % 10}'`);
  return words.join(' ');
}

/** One HAR entry with `count` request headers. */
function harText(count) {
  const headers = Array.from({ length: count }, (_, i) => ({ name: `h${i}`, value: `${i % 10}` }));
  return JSON.stringify({
    log: {
      version: '1.2',
      entries: [{ request: { method: 'GET', url: 'https://api.test/items', headers } }],
    },
  });
}

const megabytes = (text) => `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(2)} MB`;

console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; median of ${RUNS} runs`);
console.log('peer: none. target: linear; 100,000 headers was 100 s before issue 19');
console.log('');
for (const [format, build] of [
  ['curl', curlText],
  ['har', harText],
]) {
  for (const count of SIZES) {
    const text = build(count);
    const { ms, result } = await timeImport(text, format === 'curl' ? 'big.sh' : 'big.har', format);
    const kept = result.bundle?.endpoints[0]?.data.parameters.length ?? 0;
    if (kept !== count) throw new Error(`${format}: ${kept} of ${count} headers kept`);
    console.log(
      `${format.padEnd(5)} ${String(count).padStart(7)} headers  ${megabytes(text).padStart(8)}  ` +
        `${ms.toFixed(0).padStart(6)} ms  ${((ms * 1000) / count).toFixed(1).padStart(6)} µs/header`,
    );
  }
}

console.log('');
const bomb = yamlAliasBomb(10, 9);
console.log(
  `alias bomb: 10 levels of 9 (${Buffer.byteLength(bomb)} bytes, 3.5 billion values); target: refused well under a second`,
);
for (const format of ['postman-2.1', 'har', 'heron', 'openapi-3.0']) {
  const { ms, result } = await timeImport(bomb, 'bomb.yaml', format);
  const refusal = result.issues.find((issue) => issue.severity === 'error');
  console.log(
    `${format.padEnd(12)} ${ms.toFixed(1).padStart(7)} ms  ${refusal?.code ?? 'not refused'}` +
      (refusal?.line === undefined ? '' : ` at line ${refusal.line}`),
  );
}
