/* global window, document, innerHeight, innerWidth, CSS -- code passed to the page runs in the browser */
// Published documentation (issue 23): how fast a reader sees a large API's docs, in one Chromium,
// for Heron's published site and for Redoc, Scalar and Swagger UI (their standalone bundles,
// installed on first use into bench/.peers and served with the description from a static server
// on loopback; nothing comes from a CDN). For each description and each tool, two pages, each in
// a fresh browser context with an empty cache:
//
//   - the home: time from navigation start to the API's title visible with the navigation
//     present (at least 10 entries, or as many as the tool shows: Swagger UI lists tags; a
//     large Heron site sends its closed folders' names and fetches their links when opened);
//   - a deep link to one operation (the last in the file): time to that operation visible;
//
// and after each, once the page has settled (a task queued for 1 s later has run) and a garbage
// collection, the JS heap used (CDP Performance.getMetrics) and the DOM nodes (elements); the
// larger of the two pages is printed, with each figure's ratio to Heron's. A page still busy
// --timeout after it was ready prints "busy" and its heap as it is, marked *. Deep links: Redoc
// `#operation/<operationId>`, Scalar `#tag/<tag>/<METHOD><path>`, Swagger UI
// `#/<tag>/<operationId>` (deepLinking; none for an operationId with a '/', as all of GitHub's).
// Heron's side: the built server on the embedded database in a temporary
// folder, the description imported through the API, the doc site saved and a version published
// (timed: building the site is what a publisher waits for), then `/docs/{slug}` and
// `/docs/{slug}/endpoints/…` read as any reader would.
// Target (issue 23): title and navigation < 1 s, any operation by deep link < 1.5 s, heap < 150 MB.
//
//   npm run build
//   node bench/docs-render.mjs [--all] [--cases github,stripe,kubernetes]
//        [--tools heron,redoc,scalar,swagger-ui] [--timeout 120] [--source]
//
// `--all` adds Kubernetes; `--source` runs Heron's server from apps/server/src with tsx (as
// `npm run dev` does) instead of the build, for trying the benchmark before a build.
//
// A tool that takes longer than --timeout seconds for a page prints "timeout"; a renderer that
// dies prints "crashed". Progress goes to stderr. Outside requests are refused and named. A full
// run (GitHub and Stripe) takes 10–20 minutes, most of it Redoc and Scalar. Benchmarks print;
// they never fail on a timing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, request as playwrightRequest } from '@playwright/test';
import YAML from 'yaml';
import { ensurePeers, peersDir } from './support/bench-peers.mjs';
import { signUpWithProject } from './support/browser-account.mjs';
import { DOCS_PEERS, bundleOf, startDocsPeerServer } from './support/docs-peers.mjs';
import { freePort, startProcess, stopProcess, waitReady } from './support/server-process.mjs';

const flags = readFlags(process.argv.slice(2), {
  all: false,
  source: false,
  cases: 'github,stripe',
  tools: 'heron,redoc,scalar,swagger-ui',
  timeout: '120',
});
const TIMEOUT_MS = Number(flags.timeout) * 1000;
const NAV_MIN = 10;
const VIEWPORT = { width: 1440, height: 900 };

const repoRoot = path.resolve(import.meta.dirname, '..');
const fixtures = process.env.HERON_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');
const MAIN = path.join(repoRoot, 'apps/server/dist/main.js');
const DOCS_MODULE = path.join(repoRoot, 'apps/server/dist/modules/docs/index.js');

const CASES = [
  { id: 'github', file: 'openapi/github-api.github.com.octokit-23.0.2.json' },
  { id: 'stripe', file: 'openapi/stripe-spec3.2023-09.yaml' },
  { id: 'kubernetes', file: 'openapi/kubernetes-1.36-swagger.json' },
].filter((c) => (flags.all ? true : flags.cases.split(',').includes(c.id)));
const TOOLS = ['heron', 'redoc', 'scalar', 'swagger-ui'].filter((t) =>
  flags.tools.split(',').includes(t),
);
const TOOL_NAMES = { heron: 'Heron', redoc: 'Redoc', scalar: 'Scalar', 'swagger-ui': 'Swagger UI' };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// ---------------------------------------------------------------------------------------------
// The input: each description read from the fixtures, its operations in file order.

function readCase(c) {
  const file = path.join(fixtures, c.file);
  if (!fs.existsSync(file)) return { ...c, missing: file };
  const bytes = fs.readFileSync(file);
  const text = bytes.toString('utf8');
  const doc = file.endsWith('.json') ? JSON.parse(text) : YAML.parse(text, { maxAliasCount: -1 });
  const operations = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    // Object.keys keeps the file's order of the methods under a path.
    for (const method of Object.keys(item).filter((key) => METHODS.includes(key))) {
      const op = item[method];
      operations.push({ method, path: p, operationId: op.operationId, tags: op.tags ?? [] });
    }
  }
  const tags = new Set(operations.map((op) => op.tags[0] ?? 'default'));
  return {
    ...c,
    path: file,
    bytes,
    fileName: path.basename(file),
    title: doc.info?.title ?? '',
    version: doc.openapi ?? `Swagger ${doc.swagger}`,
    operations,
    tagCount: tags.size,
    target: operations.at(-1),
  };
}

// ---------------------------------------------------------------------------------------------
// What "ready" means for each tool: a selector for the title, one for the navigation's entries,
// and where the deep link leads.

/** As Scalar slugs a tag's name (github-slugger: lower case, punctuation out, spaces to '-'). */
const scalarSlug = (name) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const PEER_TOOLS = {
  redoc: {
    title: '.api-content h1',
    nav: '.menu-content [role=menuitem]',
    navMin: (input) => Math.min(NAV_MIN, input.operations.length),
    // `#operation/<operationId>`: Redoc keeps this form for old links and rewrites it to
    // `#tag/<tag>/operation/<id>`; the operation's element has the id either way.
    deep: (input, op) =>
      op.operationId
        ? { hash: `#operation/${op.operationId}`, check: { byId: `operation/${op.operationId}` } }
        : { unsupported: 'the operation has no operationId' },
  },
  scalar: {
    title: 'h1.section-header-label',
    // The reference's sidebar (the hidden API client has another, `.sidebar`).
    nav: '.t-doc__sidebar li',
    navMin: (input) => Math.min(NAV_MIN, input.operations.length),
    // Scalar's ids: `<document>/tag/<tag slug>/<METHOD><path>`, or `<document>/<METHOD><path>`
    // without tags; the hash drops the document's part.
    deep: (input, op) => {
      const id = `${op.tags[0] ? `tag/${scalarSlug(op.tags[0])}/` : ''}${op.method.toUpperCase()}${op.path}`;
      return { hash: `#${id}`, check: { idSuffix: `/${id}` } };
    },
  },
  'swagger-ui': {
    title: '.information-container .title',
    // No sidebar: the tags' headings (collapsed) are its navigation.
    nav: '.opblock-tag',
    navMin: (input) => Math.min(NAV_MIN, input.tagCount),
    // `#/<tag>/<operationId>` with deepLinking: the hash is split at '/', so an operationId with
    // a '/' (every one of GitHub's) cannot be linked to.
    deep: (input, op) => {
      if (!op.operationId) return { unsupported: 'no operationId' };
      if (op.operationId.includes('/')) {
        return { unsupported: `#/tag/operationId cannot name an operationId with "/"` };
      }
      const tag = op.tags[0] ?? 'default';
      const hashPart = (s) => s.trim().replace(/\s/g, '%20');
      return {
        hash: `#/${hashPart(tag)}/${hashPart(op.operationId)}`,
        check: {
          selector: `.opblock.opblock-${op.method}.is-open .opblock-summary-path[data-path="${op.path}"]`,
        },
      };
    },
  },
};

/** In the page, polled every frame: performance.now() (ms since navigation start) once ready. */
function readyInPage(spec) {
  const inView = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    );
  };
  if (spec.title) {
    // Each first seen on its own (printed beside the figure), ready once both are.
    const seen = (window.__benchSeen ??= {});
    const title = document.querySelector(spec.title);
    if (seen.title === undefined && inView(title) && title.textContent.trim()) {
      seen.title = performance.now();
    }
    if (seen.nav === undefined && document.querySelectorAll(spec.nav).length >= spec.navMin) {
      seen.nav = performance.now();
    }
    if (seen.title === undefined || seen.nav === undefined) return false;
    return { ms: Math.max(seen.title, seen.nav), title: seen.title, nav: seen.nav };
  }
  let target = null;
  if (spec.byId) target = document.getElementById(spec.byId);
  else if (spec.idSuffix) target = document.querySelector(`[id$="${CSS.escape(spec.idSuffix)}"]`);
  else target = document.querySelector(spec.selector);
  return inView(target) ? { ms: performance.now() } : false;
}

// ---------------------------------------------------------------------------------------------
// One page in a fresh context: time to ready, then heap and DOM once settled.

/** Resolves to `value` after `ms`; the timer does not keep the process alive. */
const later = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms).unref());

async function measurePage(browser, url, spec) {
  progress(`open ${url}`);
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  const outside = new Set();
  // Anything not on loopback is refused (and named): the run must not depend on the internet.
  await context.route(
    (u) => u.hostname !== '127.0.0.1' && u.hostname !== 'localhost',
    (route) => {
      outside.add(new URL(route.request().url()).host);
      return route.abort();
    },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapUsed = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')
      ?.value;
  let crashed = false;
  const crash = new Promise((resolve) => page.once('crash', () => resolve('crashed')));
  page.once('crash', () => {
    crashed = true;
  });
  const result = { outside };
  const started = performance.now();
  try {
    const ready = (async () => {
      await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
      const handle = await page.waitForFunction(readyInPage, spec, {
        polling: 'raf',
        timeout: Math.max(1, TIMEOUT_MS - (performance.now() - started)),
      });
      return handle.jsonValue();
    })();
    // Playwright's own timeout needs the page to answer: a renderer stuck in a script never
    // does, so the time is also kept here.
    const outcome = await Promise.race([
      ready.catch((error) => error),
      crash,
      later(TIMEOUT_MS + 1000, 'timeout'),
    ]);
    if (outcome === 'crashed' || crashed) {
      progress('crashed');
      return { ...result, failed: 'crashed' };
    }
    if (outcome === 'timeout' || outcome instanceof Error) {
      const failed =
        outcome === 'timeout' || outcome.name === 'TimeoutError' ? 'timeout' : short(outcome);
      progress(`not ready: ${failed}`);
      return { ...result, failed };
    }
    Object.assign(result, outcome);
    progress(`ready after ${fmtMs(result.ms)}`);
    // Settled: a task that waits a second runs only once the page's own work has let it; then a
    // collection, so the heap is what the page keeps. Bounded: a page still busy is "busy".
    const settled = await Promise.race([
      (async () => {
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
        await cdp.send('HeapProfiler.collectGarbage');
        const heap = await heapUsed();
        const { dom, firstByte, htmlEnd, firstPaint } = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType('navigation');
          return {
            dom: document.getElementsByTagName('*').length,
            firstByte: navigation?.responseStart,
            htmlEnd: navigation?.responseEnd,
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          };
        });
        return { heap, dom, firstByte, htmlEnd, firstPaint };
      })().catch((error) => ({ error })),
      crash,
      later(TIMEOUT_MS, 'busy'),
    ]);
    if (settled === 'crashed') result.after = 'crashed';
    else if (settled === 'busy') {
      // Still working: the heap as it is (no collection), if the renderer answers.
      result.after = 'busy';
      const heap = await Promise.race([heapUsed().catch(() => undefined), later(10_000)]);
      if (typeof heap === 'number') Object.assign(result, { heap, heapWhileBusy: true });
    } else if (settled.error) result.after = short(settled.error);
    else Object.assign(result, settled);
    return result;
  } finally {
    const closed = await Promise.race([
      context.close().then(
        () => true,
        () => true,
      ),
      later(30_000, false),
    ]);
    progress(closed ? 'closed' : 'still closing after 30 s');
  }
}

/** Progress on stderr (the figures go to stdout), with the time since the run began. */
const runStarted = performance.now();
const progress = (message) =>
  process.stderr.write(
    `  [${((performance.now() - runStarted) / 1000).toFixed(0)} s] ${message}\n`,
  );

const short = (error) =>
  String(error?.message ?? error)
    .split('\n')[0]
    .slice(0, 80);

// ---------------------------------------------------------------------------------------------
// Heron: the built server, an account per description, import, site, publish.

async function startHeron() {
  if (!flags.source && !fs.existsSync(MAIN)) {
    return { unavailable: 'not built (run npm run build, or pass --source)' };
  }
  if (!flags.source && !fs.existsSync(DOCS_MODULE)) {
    return { unavailable: 'the built server has no published docs (run npm run build)' };
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-bench-docs-'));
  // --source: the server from apps/server/src through tsx, as `npm run dev` runs it.
  const [command, args] = flags.source
    ? [
        path.join(repoRoot, 'node_modules/.bin/tsx'),
        ['--conditions=heron-source', 'apps/server/src/main.ts'],
      ]
    : [process.execPath, [MAIN]];
  const server = startProcess(command, args, {
    cwd: repoRoot,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: 'true',
      RATE_LIMIT_MAX: '1000000',
    },
  });
  const stop = async () => {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = await waitReady(server, [`${origin}/api/health`], 120_000);
  if (ready.failed) {
    await stop();
    return { unavailable: `did not start: ${ready.failed} ${server.output.text.slice(0, 300)}` };
  }
  return { origin, stop };
}

async function waitForImport(api, base, job, status) {
  while (job.status !== status) {
    if (job.status === 'failed' || job.status === 'cancelled') {
      throw new Error(`import ${job.status}: ${JSON.stringify(job.issues?.slice(0, 2))}`);
    }
    job = await (await api.get(`${base}/imports/${job.id}?waitMs=5000`)).json();
  }
  return job;
}

/** Imports `input`, saves its site and publishes it; answers the readers' URLs and timings. */
async function publishOnHeron(heron, input) {
  const api = await playwrightRequest.newContext({ baseURL: heron.origin, timeout: 600_000 });
  try {
    // An account per description: the free plan's project limit is not what is measured.
    const project = await signUpWithProject({ request: api }, `Docs bench ${input.id}`);
    const design = `/api/v1/projects/${project.id}/design`;
    const importStarted = performance.now();
    const started = await api.post(`${design}/imports`, {
      multipart: {
        file: { name: input.fileName, mimeType: 'application/octet-stream', buffer: input.bytes },
      },
    });
    if (started.status() !== 202) throw new Error(`import: ${short(await started.text())}`);
    let job = await waitForImport(api, design, await started.json(), 'ready');
    const committed = await api.post(`${design}/imports/${job.id}/commit`, { data: {} });
    if (committed.status() !== 202) throw new Error(`commit: ${short(await committed.text())}`);
    job = await waitForImport(api, design, await committed.json(), 'done');
    const importMs = performance.now() - importStarted;

    const docs = `/api/v1/projects/${project.id}/docs`;
    const current = await api.get(`${docs}/site`);
    if (current.status() === 404) throw new Error('no docs API in this build (npm run build)');
    const saved = await api.put(`${docs}/site`, {
      data: {
        baseVersion: current.ok() ? ((await current.json()).version ?? 0) : 0,
        enabled: true,
        slug: input.id,
        hostName: null,
        visibility: 'public',
        publishMode: 'manual',
        language: 'en',
        title: '',
        accentColor: '#835CFF',
        logoUrl: null,
        tryIt: { enabled: true, serverUrl: '' },
      },
    });
    if (!saved.ok()) throw new Error(`site: ${saved.status()} ${short(await saved.text())}`);
    const site = await saved.json();
    const publishStarted = performance.now();
    const published = await api.post(`${docs}/versions`, { data: { note: 'bench' } });
    const publishMs = performance.now() - publishStarted;
    if (published.status() !== 201) {
      throw new Error(`publish: ${published.status()} ${short(await published.text())}`);
    }
    const version = await published.json();

    const home = site.url ? new URL(site.url).pathname.replace(/\/$/, '') : `/docs/${input.id}`;
    const search = await api.get(`${home}/search.json`);
    if (!search.ok()) throw new Error(`search.json: ${search.status()}`);
    const op = input.target;
    const entry = (await search.json()).find(
      (e) => e.method?.toLowerCase() === op.method && e.path === op.path,
    );
    if (!entry) throw new Error(`no page for ${op.method.toUpperCase()} ${op.path} in search.json`);
    const deep = entry.slug.includes('/')
      ? `${home}/${entry.slug}`
      : `${home}/endpoints/${entry.slug}`;
    const html = async (url) => {
      const body = await (await api.get(url)).body();
      return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
    };
    return {
      importMs,
      publishMs,
      version,
      home,
      deep,
      homeHtml: await html(home),
      deepHtml: await html(deep),
    };
  } finally {
    await api.dispose();
  }
}

// ---------------------------------------------------------------------------------------------
// The run.

const inputs = CASES.map(readCase);
const peerTools = TOOLS.filter((t) => t !== 'heron');
const peerState = {};
if (peerTools.length > 0) {
  const state = ensurePeers(DOCS_PEERS);
  const packageOf = {
    redoc: 'redoc',
    scalar: '@scalar/api-reference',
    'swagger-ui': 'swagger-ui-dist',
  };
  for (const tool of peerTools) {
    const installed = state[packageOf[tool]];
    peerState[tool] = !installed.ok
      ? `unavailable: ${installed.why} (${peersDir})`
      : fs.existsSync(bundleOf(tool))
        ? null
        : `unavailable: no ${path.basename(bundleOf(tool))} in the package`;
  }
}
const specs = Object.fromEntries(inputs.filter((i) => !i.missing).map((i) => [i.id, i.path]));
const peerServer = await startDocsPeerServer(specs);
const heron = TOOLS.includes('heron') ? await startHeron() : null;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const fmtMs = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
const fmtMB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const fmtKB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const fmtN = (n) => n.toLocaleString('en-US');
const ratio = (value, base) =>
  typeof value === 'number' && typeof base === 'number' && base > 0
    ? ` (${(value / base).toFixed(value / base >= 10 ? 0 : value / base >= 1 ? 1 : 2)}×)`
    : '';

try {
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version}, Chromium ${browser.version()} headless, ` +
      `viewport ${VIEWPORT.width}×${VIEWPORT.height}, each page in a fresh context (empty cache)`,
  );
  if (peerTools.length > 0) {
    console.log(
      `peers (standalone bundles from ${path.relative(process.cwd(), peersDir) || '.'}, served with ` +
        `the description from ${peerServer.origin}): ${Object.entries(DOCS_PEERS)
          .map(([name, version]) => `${name} ${version}`)
          .join(', ')}`,
    );
  }
  console.log(
    `ready = title + navigation (≥ ${NAV_MIN} entries) visible; deep link = the operation in view; ` +
      `heap = JS heap used after a GC once settled, DOM = elements (larger of the two pages); ` +
      `timeout ${fmtMs(TIMEOUT_MS)} a page`,
  );
  console.log('target (issue 23): title + navigation < 1 s, deep link < 1.5 s, heap < 150 MB');
  if (heron?.unavailable) console.log(`Heron: ${heron.unavailable}`);
  else if (heron) {
    console.log(
      `Heron: ${flags.source ? 'apps/server/src through tsx (--source)' : 'the built server'} at ` +
        `${heron.origin}, embedded database (PGlite) in a temporary folder`,
    );
  }

  for (const input of inputs) {
    console.log('');
    if (input.missing) {
      console.log(`${input.id}: missing ${input.missing} (set HERON_FIXTURES)`);
      continue;
    }
    const op = input.target;
    console.log(
      `${input.fileName} (${fmtMB(input.bytes.length)}, ${input.version}, ` +
        `${fmtN(input.operations.length)} operations, ${input.tagCount} tags): "${input.title}"; ` +
        `deep link to the last operation, ${op.method.toUpperCase()} ${op.path}` +
        (op.operationId ? ` (${op.operationId})` : ''),
    );
    const rows = [];
    const notes = [];
    for (const tool of TOOLS) {
      const name = TOOL_NAMES[tool];
      let home;
      let deep;
      const facts = [];
      if (tool === 'heron') {
        if (!heron || heron.unavailable) {
          rows.push({ name, failed: heron?.unavailable ?? 'not run' });
          continue;
        }
        let site;
        try {
          site = await publishOnHeron(heron, input);
        } catch (error) {
          rows.push({ name, failed: short(error) });
          continue;
        }
        facts.push(
          `import ${fmtMs(site.importMs)}, publish v${site.version.number} ` +
            `${fmtMs(site.publishMs)} (${fmtN(site.version.endpoints)} endpoints, ` +
            `${fmtN(site.version.models)} models); HTML of the home ${fmtKB(site.homeHtml.raw)} ` +
            `(${fmtKB(site.homeHtml.gzip)} gzip -9), of the deep-linked page ` +
            `${fmtKB(site.deepHtml.raw)} (${fmtKB(site.deepHtml.gzip)} gzip -9), ${site.deep}`,
        );
        home = await measurePage(browser, `${heron.origin}${site.home}`, {
          title: 'main h1',
          // Links, and the folders whose links come when opened (as Swagger UI's closed tags).
          nav: 'nav a[data-slug], nav details[data-folder] > summary',
          navMin: Math.min(NAV_MIN, input.operations.length),
        });
        deep = await measurePage(browser, `${heron.origin}${site.deep}`, { selector: 'main h1' });
        const served = (page) =>
          typeof page.firstByte === 'number'
            ? `first byte ${fmtMs(page.firstByte)}, HTML in ${fmtMs(page.htmlEnd)}, ` +
              `first paint ${typeof page.firstPaint === 'number' ? fmtMs(page.firstPaint) : '—'}`
            : '';
        facts.push(`home ${served(home)}; deep-linked page ${served(deep)}`);
      } else {
        if (peerState[tool]) {
          rows.push({ name, failed: peerState[tool] });
          continue;
        }
        const spec = PEER_TOOLS[tool];
        const url = `${peerServer.origin}/${tool}.html?case=${input.id}`;
        home = await measurePage(browser, url, {
          title: spec.title,
          nav: spec.nav,
          navMin: spec.navMin(input),
        });
        const link = spec.deep(input, op);
        if (link.unsupported) {
          deep = { failed: 'no deep link', outside: new Set() };
          facts.push(`no deep link: ${link.unsupported}`);
        } else {
          deep = await measurePage(browser, `${url}${link.hash}`, link.check);
          facts.push(`deep link ${link.hash}`);
        }
      }
      if (typeof home.title === 'number') {
        facts.unshift(`title ${fmtMs(home.title)}, navigation ${fmtMs(home.nav)}`);
      }
      const outside = new Set([...(home.outside ?? []), ...(deep.outside ?? [])]);
      if (outside.size > 0) facts.push(`refused requests to ${[...outside].join(', ')}`);
      notes.push(`${name}: ${facts.join('; ')}`);
      const largest = (key) => {
        const values = [home[key], deep[key]].filter((v) => typeof v === 'number');
        return values.length ? Math.max(...values) : undefined;
      };
      rows.push({
        name,
        home: home.ms ?? home.failed,
        deep: deep.ms ?? deep.failed,
        heap: largest('heap') ?? home.after ?? deep.after ?? home.failed,
        dom: largest('dom') ?? home.after ?? deep.after ?? home.failed,
        heapWhileBusy: Boolean(home.heapWhileBusy || deep.heapWhileBusy),
      });
    }
    const base = rows.find((row) => row.name === 'Heron' && !row.failed) ?? {};
    // Each figure with its ratio to Heron's (× Heron's), Heron's own row without.
    const cell = (value, baseValue, format) =>
      typeof value === 'number' ? `${format(value)}${ratio(value, baseValue)}` : (value ?? '—');
    const table = [['', 'title + nav', 'deep link', 'JS heap', 'DOM nodes']];
    for (const row of rows) {
      if (row.failed) {
        table.push([row.name, row.failed, '', '', '']);
        continue;
      }
      const of = (key) => (row === base ? undefined : base[key]);
      table.push([
        row.name,
        cell(row.home, of('home'), fmtMs),
        cell(row.deep, of('deep'), fmtMs),
        `${cell(row.heap, of('heap'), fmtMB)}${row.heapWhileBusy ? '*' : ''}`,
        cell(row.dom, of('dom'), fmtN),
      ]);
    }
    const widths = table[0].map((_, i) =>
      Math.max(...table.filter((r) => r[2] !== '' || i === 0).map((r) => r[i].length)),
    );
    for (const row of table) {
      console.log(
        `  ${row
          .map((c, i) =>
            i === 0 ? c.padEnd(widths[i]) : row[2] === '' ? c : c.padStart(widths[i]),
          )
          .join('  ')
          .trimEnd()}`,
      );
    }
    if (rows.some((row) => row.heapWhileBusy)) {
      console.log(
        `  * still busy ${fmtMs(TIMEOUT_MS)} after it was ready: the heap as it was, no collection`,
      );
    }
    if (typeof base.home === 'number') {
      const met = (ok) => (ok ? 'met' : 'not met');
      console.log(
        `  Heron against the target: title + nav ${met(base.home < 1000)}, deep link ` +
          `${met(typeof base.deep === 'number' && base.deep < 1500)}, heap ` +
          `${met(typeof base.heap === 'number' && base.heap < 150 * 1024 * 1024)}`,
      );
    }
    for (const note of notes) console.log(`  ${note}`);
  }
} finally {
  await browser.close();

  await peerServer.close();

  if (heron?.stop) await heron.stop();
}

function readFlags(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match || !(match[1] in defaults)) {
      console.error(
        `unknown argument ${argv[i]}; flags: ${Object.keys(defaults)
          .map((k) => `--${k}`)
          .join(' ')}`,
      );
      process.exit(2);
    }
    if (typeof defaults[match[1]] === 'boolean') out[match[1]] = true;
    else out[match[1]] = match[2] ?? argv[(i += 1)];
  }
  return out;
}
