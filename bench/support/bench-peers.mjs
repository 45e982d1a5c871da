// The peers a benchmark compares with, installed on demand into a cache folder outside the
// project's lockfile (bench/.peers, git-ignored; HERON_BENCH_PEERS moves it). Versions are pinned
// exactly so that two runs measure the same code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const peersDir = path.resolve(
  process.env.HERON_BENCH_PEERS ?? path.join(import.meta.dirname, '../.peers'),
);

function installedVersion(name) {
  try {
    const file = path.join(peersDir, 'node_modules', name, 'package.json');
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * Makes sure each `name@version` of `pinned` is in the cache, installing what is missing (all at
 * once, then one by one if that fails, so one broken peer does not take the others down).
 * Answers, by name, `{ ok: true }` or `{ ok: false, why }`.
 */
export function ensurePeers(pinned) {
  const missing = Object.entries(pinned).filter(([name, v]) => installedVersion(name) !== v);
  if (missing.length > 0) {
    fs.mkdirSync(peersDir, { recursive: true });
    const packageFile = path.join(peersDir, 'package.json');
    // Its own package.json: npm must not take the repository's workspace root for this folder.
    if (!fs.existsSync(packageFile)) fs.writeFileSync(packageFile, '{ "private": true }\n');
    const install = (specs) =>
      spawnSync(
        'npm',
        ['install', '--prefix', peersDir, '--no-audit', '--no-fund', '--save-exact', ...specs],
        { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] },
      );
    console.log(`installing into ${peersDir}: ${missing.map(([n, v]) => `${n}@${v}`).join(' ')}`);
    const all = install(missing.map(([name, v]) => `${name}@${v}`));
    if (all.status !== 0) {
      for (const [name, v] of missing) install([`${name}@${v}`]);
    }
  }
  const state = {};
  for (const [name, version] of Object.entries(pinned)) {
    const found = installedVersion(name);
    state[name] =
      found === version
        ? { ok: true }
        : { ok: false, why: found ? `found ${found}, wanted ${version}` : 'npm install failed' };
  }
  return state;
}

/** `require` from the peers' folder. */
export const peerRequire = createRequire(path.join(peersDir, 'package.json'));

/** The path of a file inside an installed peer package. */
export function peerFile(name, ...parts) {
  return path.join(peersDir, 'node_modules', name, ...parts);
}
