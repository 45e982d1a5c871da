// Worker start cost (issue 20): what each task module of the built server costs a fresh worker
// thread to load (the pool's threads load their task module on first use, and again after every
// restart), beside an empty worker. A task module that pulled in the database layer or Fastify,
// through another module's index.ts say, shows here as a few hundred ms and tens of MB.
//
//   npx tsc -b   (the benchmark loads the compiled server)
//   node --expose-gc bench/worker-start.mjs [runs] [extra task module files …]
//
// Each run is a fresh node process that starts one worker, which imports the module. Printed per
// module, medians: from new Worker() to loaded, the import alone, the worker's heap after a GC,
// and how much the process's RSS grew.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const [, script, first, ...rest] = process.argv;

async function measureOne(target) {
  const url = target === 'empty' ? null : pathToFileURL(target).href;
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const load = url ? `await import(${JSON.stringify(url)});` : '';
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const v8 = require('node:v8');
     (async () => {
       const t = performance.now(); ${load}
       const importMs = performance.now() - t;
       globalThis.gc?.();
       parentPort.postMessage({ importMs, heap: v8.getHeapStatistics().used_heap_size });
     })();`,
    { eval: true },
  );
  const loaded = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const wallMs = performance.now() - started;
  console.log(JSON.stringify({ wallMs, ...loaded, rss: process.memoryUsage().rss - rssBefore }));
  await worker.terminate();
}

if (first === '--one') {
  await measureOne(rest[0]);
} else {
  const runs = Number(first ?? 9);
  const modulesDir = path.resolve(import.meta.dirname, '../apps/server/dist/modules');
  if (!fs.existsSync(modulesDir)) throw new Error('No built server: run npx tsc -b first.');
  const tasks = fs
    .readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-task.js'))
    .sort()
    .map((file) => path.join(modulesDir, file));
  const targets = ['empty', ...tasks, ...rest.map((file) => path.resolve(file))];
  const results = new Map(targets.map((target) => [target, []]));
  // Round-robin, so that the machine's load drifts over every module alike.
  for (let run = 0; run < runs; run += 1) {
    for (const target of targets) {
      const args = ['--expose-gc', script, '--one', target];
      const out = spawnSync(process.execPath, args, { encoding: 'utf8' });
      if (out.status !== 0) throw new Error(`${target}: ${out.stderr}`);
      results.get(target).push(JSON.parse(out.stdout));
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`${os.cpus().length} cores, Node ${process.version}, ${runs} runs, medians`);
  for (const [target, rows] of results) {
    const name = target === 'empty' ? 'empty worker' : path.relative(modulesDir, target);
    console.log(
      name.padEnd(44),
      `start ${median(rows.map((r) => r.wallMs)).toFixed(0)} ms`.padEnd(15),
      `import ${median(rows.map((r) => r.importMs)).toFixed(0)} ms`.padEnd(16),
      `heap ${(median(rows.map((r) => r.heap)) / 1e6).toFixed(1)} MB`.padEnd(14),
      `rss +${(median(rows.map((r) => r.rss)) / 1e6).toFixed(1)} MB`,
    );
  }
}
