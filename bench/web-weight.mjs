// Issue 20: how much JavaScript and CSS each main screen of the web app makes the browser fetch.
// The real server serves the built app; Chromium opens each screen with an empty cache and waits
// until the network is quiet. For every script and stylesheet it counts the bytes as they came
// over the wire (the server's brotli or gzip), the bytes after decoding, and the same bytes after
// gzip -9 (what the targets are stated in): `/user/login` at most 300 kB, the project workspace
// at most 600 kB. The debugger and the mock panel open inside the workspace, so they are measured
// there, each on top of the workspace they open in.
//
//   npm run build
//   node bench/web-weight.mjs [--web-dist path/to/apps/web/dist] [--files]
//
// `--web-dist` measures another build of the web app (an older checkout's `apps/web/dist`) with
// this server; `--files` lists each screen's files, largest first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { signUpWithProject } from './support/browser-account.mjs';
import { freePort, startProcess, stopProcess, waitReady } from './support/server-process.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const repoRoot = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(repoRoot, 'apps/server/dist/main.js');
const WEB_DIST = path.resolve(flag('web-dist', path.join(repoRoot, 'apps/web/dist')));
const LIST_FILES = args.includes('--files');
const KB = 1000;
const LOGIN_TARGET = 300 * KB;
const WORKSPACE_TARGET = 600 * KB;

if (!fs.existsSync(MAIN)) {
  console.error(`No server at ${MAIN}: build it first (npm run build).`);
  process.exit(1);
}
if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  if (flag('web-dist')) {
    console.error(`No built web app in ${WEB_DIST}.`);
    process.exit(1);
  }
  console.log('building the web app (npm run build -w @heron/web) …');
  const built = spawnSync('npm', ['run', 'build', '-w', '@heron/web'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  if (built.status !== 0) {
    console.error('The web app did not build; run `npm run build -w @heron/web` to see why.');
    process.exit(1);
  }
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-bench-weight-'));
const server = startProcess(process.execPath, [MAIN], {
  cwd: repoRoot,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: WEB_DIST,
    LOG_LEVEL: 'warn',
    DEV_OUTBOX: 'true',
    RATE_LIMIT_MAX: '1000000',
  },
});

/** A person with a project holding one endpoint, signed in within `context`. */
async function seed(context) {
  const api = context.request;
  const project = await signUpWithProject(context, 'Weight bench');
  const endpoint = await api.post(`/api/v1/projects/${project.id}/design/items`, {
    data: {
      kind: 'endpoint',
      parentId: null,
      name: 'Get a pet',
      data: { method: 'get', path: '/pets/{id}', parameters: [], responses: [] },
    },
  });
  if (endpoint.status() !== 201) throw new Error(`endpoint: ${await endpoint.text()}`);
  return { projectId: project.id, endpointId: (await endpoint.json()).id };
}

const isCode = (type) => /javascript|css/.test(type ?? '');

/** Opens the screen in a fresh page and counts every script and stylesheet it fetched. */
async function measure(context, screen) {
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'];
    if (!isCode(type)) return;
    pending.push(
      (async () => {
        const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
        return {
          file: new URL(response.url()).pathname,
          encoding: response.headers()['content-encoding'] ?? 'none',
          wire: sizes.responseBodySize,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });
  await page.goto(screen.url, { waitUntil: 'networkidle' });
  await screen.ready(page);
  await page.waitForLoadState('networkidle');
  for (const step of screen.then ?? []) {
    await step(page);
    await page.waitForLoadState('networkidle');
  }
  const files = await Promise.all(pending);
  await page.close();
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, wire: sum('wire'), raw: sum('raw'), gzip: sum('gzip') };
}

const kB = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
});
try {
  const ready = await waitReady(server, [`${origin}/api/health`], 120_000);
  if (ready.failed)
    throw new Error(`the server did not start: ${ready.failed}\n${server.output.text}`);
  const signingUp = await browser.newContext({ baseURL: origin });
  const { projectId, endpointId } = await seed(signingUp);
  const signedIn = await signingUp.storageState();
  await signingUp.close();

  const visible = (locator) => locator.first().waitFor({ state: 'visible', timeout: 60_000 });
  const workspace = `/project/${projectId}`;
  const openEndpoint = `${workspace}?item=${endpointId}`;
  const shown = (page, testId) => page.getByTestId(testId).filter({ visible: true });
  const screens = [
    {
      name: '/user/login (signed out)',
      url: '/user/login',
      signedIn: false,
      target: LOGIN_TARGET,
      ready: (page) => visible(page.locator('input[type=password]')),
    },
    {
      name: '/project/list (home)',
      url: '/project/list',
      signedIn: true,
      ready: (page) => visible(page.getByRole('heading', { level: 1 })),
    },
    {
      name: '/team/list',
      url: '/team/list',
      signedIn: true,
      ready: (page) => visible(page.getByRole('heading', { level: 1 })),
    },
    {
      name: '/project/:id (workspace, design tree)',
      url: workspace,
      signedIn: true,
      target: WORKSPACE_TARGET,
      ready: (page) => visible(page.getByTestId('design-tree')),
    },
    {
      name: '/project/:id?item= (an endpoint open)',
      url: openEndpoint,
      signedIn: true,
      target: WORKSPACE_TARGET,
      ready: (page) => visible(shown(page, 'debug-mode-switch')),
    },
    {
      name: '  + its Run view (debugger)',
      url: openEndpoint,
      signedIn: true,
      target: WORKSPACE_TARGET,
      ready: (page) => visible(shown(page, 'debug-mode-switch')),
      then: [
        async (page) => {
          await shown(page, 'debug-mode-switch').getByText('Run').first().click();
          await visible(shown(page, 'debug-panel'));
        },
      ],
    },
    {
      name: '  + the Mock section',
      url: workspace,
      signedIn: true,
      target: WORKSPACE_TARGET,
      ready: (page) => visible(page.getByTestId('design-tree')),
      then: [
        async (page) => {
          // The workspace rail's Mock section (issue 21; before, a toolbar button's drawer).
          await page.getByTestId('workspace-section-mock').click();
          await visible(page.getByTestId('mock-panel'));
        },
      ],
    },
  ];

  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}, Chromium headless`);
  console.log(`web app: ${path.relative(process.cwd(), WEB_DIST) || '.'}; empty cache per screen`);
  console.log(
    'JS+CSS per screen: over the wire (as served), raw (decoded), gzip -9 of the same; target in gzip',
  );
  const rows = [];
  for (const screen of screens) {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
      ...(screen.signedIn ? { storageState: signedIn } : {}),
    });
    try {
      const result = await measure(context, screen);
      const encodings = [...new Set(result.files.map((file) => file.encoding))].join('/');
      rows.push([
        screen.name,
        String(result.files.length),
        `${kB(result.wire)} ${encodings}`,
        kB(result.raw),
        kB(result.gzip),
        screen.target ? kB(screen.target) : '—',
        screen.target ? (result.gzip <= screen.target ? 'met' : 'not met') : '',
      ]);
      if (LIST_FILES) {
        console.log(`\n${screen.name}`);
        for (const file of result.files.sort((a, b) => b.gzip - a.gzip)) {
          console.log(
            `  ${kB(file.gzip).padStart(9)} gzip  ${kB(file.raw).padStart(9)} raw  ${file.file}`,
          );
        }
      }
    } catch (error) {
      rows.push([screen.name, '', `failed: ${error.message.split('\n')[0]}`, '', '', '', '']);
    } finally {
      await context.close();
    }
  }
  const header = ['screen', 'files', 'over the wire', 'raw', 'gzip', 'target', ''];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
} finally {
  await browser.close();
  await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
