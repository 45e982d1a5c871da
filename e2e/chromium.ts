import fs from 'node:fs';

/**
 * Debian's Chromium: Playwright's own browser download cannot work on machines without internet,
 * so the tests always drive the system browser (CHROMIUM_PATH overrides the path).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function assertChromium() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
}

/** Flags that keep Chromium from calling home: this machine has no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
