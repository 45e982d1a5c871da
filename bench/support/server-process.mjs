// A server under test as a child process: started, waited on until it answers, measured (its
// resident memory, with any processes it forked) and stopped. Loopback only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `command args`; keeps the first 4 KB of its output (for "why it failed" and banners)
 * and drains the rest, so a chatty server never blocks on a full pipe.
 */
export function startProcess(command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
    cwd: options.cwd,
  });
  const output = { text: '', exited: null };
  const keep = (chunk) => {
    if (output.text.length < 4096) output.text += chunk.toString('utf8');
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.once('exit', (code, signal) => {
    output.exited = signal ?? `exit code ${code}`;
  });
  child.once('error', (error) => {
    output.exited = error.message;
  });
  return { child, output, startedAt: performance.now() };
}

/** One GET; answers the status, or null when nothing answered. */
export function probe(url, timeoutMs = 2_000) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/**
 * Waits until one of `candidates` (absolute URLs, tried in order) answers 2xx. Answers
 * `{ readyMs, url }`; `{ readyMs, url, status }` when the server answers but never 2xx (after
 * `settleMs` of trying); or `{ failed }` (exited, or not ready within `timeoutMs`).
 */
export async function waitReady(started, candidates, timeoutMs, settleMs = 3_000) {
  let firstAnswer;
  for (;;) {
    const elapsed = performance.now() - started.startedAt;
    if (started.output.exited) return { failed: `exited (${started.output.exited})` };
    if (elapsed > timeoutMs) {
      return { failed: `did not start within ${Math.round(timeoutMs / 1000)} s` };
    }
    for (const url of candidates) {
      const status = await probe(url);
      if (status === null) continue;
      const readyMs = performance.now() - started.startedAt;
      if (status >= 200 && status < 300) return { readyMs, url };
      firstAnswer ??= { readyMs, url: candidates[0], status };
    }
    if (firstAnswer && performance.now() - started.startedAt - firstAnswer.readyMs > settleMs) {
      return firstAnswer;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Resident memory of a process and its descendants, in bytes (Linux /proc). */
export function treeRss(pid) {
  let total = 0;
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
      if (kb) total += Number(kb[1]) * 1024;
      for (const task of fs.readdirSync(`/proc/${id}/task`)) {
        const children = fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8');
        for (const child of children.split(' ').filter(Boolean)) visit(Number(child));
      }
    } catch {
      // The process ended between two reads.
    }
  };
  visit(pid);
  return total;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export function stopProcess(started, graceMs = 3_000) {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
