/* global document, requestAnimationFrame -- code passed to page.evaluate runs in the browser */
// The designer's tree with the GitHub description imported (issue 5): open the project in
// Chromium, show every endpoint (a search that matches every path expands all folders), and
// scroll the tree from top to bottom and back, recording every frame. Target (issue 21): the
// 95th percentile at most 20 ms and no frame over 50 ms (issue 5's was no frame over 100 ms).
// Prints the longest frame, the 95th percentile and how long the tree took to appear.
//
//   npm run build
//   node bench/design-tree-scroll.mjs [fixture file name]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { signUpWithProject } from './support/browser-account.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const fixtures = process.env.HERON_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');
const fixture = process.argv[2] ?? 'github-api.github.com.octokit-23.0.2.json';
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const base = `http://localhost:${PORT}`;

if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-bench-tree-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEV_OUTBOX: 'true',
  },
  stdio: 'inherit',
});

async function waitForHealth() {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  await waitForHealth();
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
  });
  const api = context.request;
  const project = await signUpWithProject(context, 'Tree bench');
  const design = `/api/v1/projects/${project.id}/design`;
  const text = fs.readFileSync(path.join(fixtures, 'openapi', fixture), 'utf8');
  let job = await (
    await api.post(`${design}/imports`, { data: { text, fileName: fixture } })
  ).json();
  const waitFor = async (status) => {
    while (job.status !== status) {
      if (job.status === 'failed') throw new Error(JSON.stringify(job.issues.slice(0, 3)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await (await api.get(`${design}/imports/${job.id}`)).json();
    }
  };
  await waitFor('ready');
  job = await (await api.post(`${design}/imports/${job.id}/commit`, { data: {} })).json();
  await waitFor('done');
  const nodes = (await (await api.get(`${design}/tree`)).json()).nodes.length;

  const page = await context.newPage();
  const opened = performance.now();
  await page.goto(`/project/${project.id}`);
  await page.getByTestId('design-tree').waitFor();
  await page.locator('[data-testid="design-tree"] [role="treeitem"]').first().waitFor();
  const openMs = performance.now() - opened;
  // A search every path matches: every folder expands, every endpoint is a row.
  await page.getByLabel('Search by name, path or method').fill('/');
  await page.waitForTimeout(500);

  const frames = await page.evaluate(async () => {
    const holder = document.querySelector('[data-testid="design-tree"]');
    if (!holder) throw new Error('no scrollable tree');
    const durations = [];
    let last = performance.now();
    let running = true;
    const tick = (now) => {
      durations.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const step = 120;
    const max = holder.scrollHeight - holder.clientHeight;
    for (let top = 0; top <= max; top += step) {
      holder.scrollTop = top;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    for (let top = max; top >= 0; top -= step * 4) {
      holder.scrollTop = top;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    running = false;
    return { durations: durations.slice(1), scrollHeight: holder.scrollHeight };
  });
  const sorted = [...frames.durations].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)];
  const longest = sorted.at(-1);
  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}, Chromium headless`);
  console.log(
    `${fixture}: ${nodes} tree nodes stored; tree shown ${openMs.toFixed(0)} ms after navigation`,
  );
  console.log(
    `scrolled ${frames.scrollHeight} px over ${frames.durations.length} frames: ` +
      `longest frame ${longest.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target: p95 ≤ 20 ms, no frame over 50 ms); ` +
      // Frames come in whole refreshes (16.7 ms): p95 is one refresh while under 5 % miss it.
      `${sorted.filter((ms) => ms > 20).length} frames over 20 ms`,
  );
} finally {
  await browser.close();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
