#!/usr/bin/env node
// `npm run dev`: the server from source (restarting on change) on :3000 and the Vite dev server
// with hot reload on :5173, which proxies /api and /mock to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=heron-source', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { LOG_LEVEL: 'info', ...process.env },
  }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
