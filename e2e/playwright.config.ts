import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { fakeProviderEnv } from './support/fake-providers.js';
import { fakeModelEnv } from './support/fake-model.js';
import { FAKE_PROVIDERS_URL } from './support/providers.js';
import {
  BILLING_OPERATOR_EMAIL,
  OPERATOR_EMAIL,
  SIGNED_IN_STATE,
  TABLES_OPERATOR_EMAIL,
} from './support/state.js';

assertChromium();

const PORT = Number(process.env.E2E_PORT ?? 3197);
const BASE_URL = `http://localhost:${PORT}`;
const repoRoot = path.resolve(import.meta.dirname, '..');
// A fresh embedded database each run, so the suite starts from an empty instance.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heron-e2e-'));

export default defineConfig({
  testDir: '.',
  projects: [
    { name: 'setup', testMatch: 'auth.setup.ts' },
    {
      name: 'chromium',
      testMatch: '*.spec.ts',
      dependencies: ['setup'],
      use: { storageState: SIGNED_IN_STATE },
    },
  ],
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more, recording a trace (below); one that then passes is reported as
  // flaky, by name, in Playwright's list and counted in `npm test`'s closing line, not hidden.
  retries: 1,
  timeout: 30_000,
  // Two workers, the app and its embedded database share two cores: a screen that loads its chunks
  // and data in 1 s alone can take several under that load, so a wait for what a person would see
  // gets 15 s instead of Playwright's 5 before it counts as a failure.
  expect: { timeout: 15_000 },
  // scripts/test.mjs asks for a JSON report to count the tests in its summary line.
  reporter: process.env.HERON_E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.HERON_E2E_JSON }]]
    : 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-US',
    // As a person who asked for less motion: the app then draws no antd animation, so a dialog,
    // menu or message is there at once instead of after frames a test would only wait through.
    reducedMotion: 'reduce',
    // Recorded on a failed test's retry only. Recording every test to keep the failures' traces
    // (retain-on-failure) screenshots every frame and snapshots the page at every step: a signed-in
    // project and home page loaded six times took 134 s instead of 39 (decision 37).
    trace: 'on-first-retry',
  },
  webServer: [
    {
      command: 'npx tsx e2e/support/fake-providers-main.ts',
      cwd: repoRoot,
      url: `${FAKE_PROVIDERS_URL}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_PROVIDERS_PORT: new URL(FAKE_PROVIDERS_URL).port },
    },
    // The app is started as the README's Quick start starts it, with the providers set up. `npm test`
    // builds it beforehand, beside the server tests, and says so with HERON_E2E_BUILT: the start
    // is then `npm start` without its build.
    {
      command: process.env.HERON_E2E_BUILT ? 'node apps/server/dist/main.js' : 'npm start',
      cwd: repoRoot,
      url: `${BASE_URL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SUPER_ADMIN_EMAILS: [OPERATOR_EMAIL, BILLING_OPERATOR_EMAIL, TABLES_OPERATOR_EMAIL].join(
          ',',
        ),
        // Sign-ups through the API name their own client address (support/accounts.ts).
        TRUST_PROXY: 'true',
        ...fakeProviderEnv(FAKE_PROVIDERS_URL),
        ...fakeModelEnv(),
      },
    },
  ],
});
