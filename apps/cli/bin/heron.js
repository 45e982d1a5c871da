#!/usr/bin/env node
// The `heron` command. Its code is compiled by `npm install` (the root `prepare` script).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/index.js', import.meta.url);
if (!existsSync(entry)) {
  console.error(
    'heron is not built yet: run `npm install` (or `npm run build`) at the repository root.',
  );
  process.exit(1);
}
const { run } = await import(entry.href);
process.exitCode = await run(process.argv);
