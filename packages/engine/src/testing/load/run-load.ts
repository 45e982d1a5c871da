import {
  runEnd,
  type LoadSecond,
  type LoadSettings,
  type LoadSummary,
  type LoadStep,
  type RunEnding,
  type RunStatus,
  type StepResult,
} from '@heron/contract';
import { runScenario } from '../runner/run-scenario.js';
import type { RunnerHost, RunScenarioInput, SendOutcome } from '../runner/runner-host.js';
import { percentile, summarizeLatency } from './latency-stats.js';

/**
 * A performance run (issue 22): `virtualUsers` each run the scenario over and over (until the
 * duration is up, or `iterations` times), started evenly over the ramp-up. Every request step
 * that ends is counted in its second and for its step; each second is handed on as it ends, for
 * live charts. The run's budget (requests, bytes, time) is shared by all its users.
 */

export interface LoadInput extends Omit<RunScenarioInput, 'iterationCount' | 'onEvent' | 'bail'> {
  load: LoadSettings;
  /** Each second once it has ended. */
  onSecond?(second: LoadSecond): void;
}

interface Bucket {
  requests: number;
  errors: number;
  latencies: number[];
}

interface StepFigures {
  name: string;
  requests: number;
  errors: number;
  latencies: number[];
  firstError: string | null;
}

export async function runLoad(host: RunnerHost, input: LoadInput): Promise<LoadSummary> {
  const now = host.now ?? (() => performance.now());
  const { load, budget } = input;
  const controller = new AbortController();
  // Why the run ended early, the first reason kept (an object: closures set it).
  const early: { ended: ({ status: RunStatus } & RunEnding) | null } = { ended: null };
  const end = (status: RunStatus, why: RunEnding) => {
    early.ended ??= { status, ...why };
    controller.abort();
  };
  const onOuterAbort = () => end('stopped', runEnd('STOPPED'));
  if (input.signal?.aborted) onOuterAbort();
  input.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const startedAt = input.startedAt ?? new Date().toISOString();
  const started = now();
  const timers: NodeJS.Timeout[] = [];
  let timeUp = false;
  if (load.mode === 'duration') {
    timers.push(
      setTimeout(() => {
        timeUp = true;
        controller.abort();
      }, load.durationSeconds * 1000),
    );
  }
  if (budget?.maxDurationMs !== undefined) {
    const limit = budget.maxDurationMs;
    timers.push(
      setTimeout(
        () => end('error', runEnd('TIME_LIMIT', { seconds: Math.round(limit / 1000) })),
        limit,
      ),
    );
  }

  // Counted as sent, for the budget; the figures count the steps that ended.
  let sent = 0;
  let bytesReceived = 0;
  let inFlight = 0;
  // Why the budget of requests or bytes is spent. Unlike a stop or the time, it lets the requests
  // already out (within the budget) finish and count: cutting them off would count none.
  let spent: RunEnding | null = null;
  const endWhenSettled = () => {
    if (spent !== null && inFlight === 0) end('error', spent);
  };
  const guarded: RunnerHost = {
    ...host,
    send: async (request, auth, settings, signal): Promise<SendOutcome> => {
      if (spent === null && budget?.maxRequests !== undefined && sent >= budget.maxRequests) {
        spent = runEnd('REQUEST_LIMIT', { limit: budget.maxRequests });
      }
      if (spent !== null) {
        endWhenSettled();
        // Not sent: once the run has ended, the runner takes this for the stop, not a step.
        if (!controller.signal.aborted) await once(controller.signal);
        return { ok: false, code: 'STOPPED', message: 'The run has ended.', sent: request };
      }
      sent += 1;
      inFlight += 1;
      let outcome: SendOutcome;
      try {
        outcome = await host.send(request, auth, settings, signal);
      } finally {
        inFlight -= 1;
      }
      if (outcome.ok) {
        bytesReceived += outcome.response.sizeBytes;
        if (spent === null && budget?.maxBytes !== undefined && bytesReceived >= budget.maxBytes) {
          spent = runEnd('BYTE_LIMIT', { limit: budget.maxBytes });
        }
      }
      endWhenSettled();
      return outcome;
    },
  };

  const buckets: Bucket[] = [];
  const all: number[] = [];
  const steps = new Map<string, StepFigures>();
  let requests = 0;
  let errors = 0;
  let iterations = 0;
  let active = 0;
  let emitted = 0;
  const secondNow = () => Math.floor((now() - started) / 1000);
  const bucketAt = (second: number): Bucket => {
    while (buckets.length <= second) buckets.push({ requests: 0, errors: 0, latencies: [] });
    return buckets[second]!;
  };
  const secondOf = (second: number): LoadSecond => {
    const bucket = bucketAt(second);
    const sorted = Float64Array.from(bucket.latencies).sort();
    return {
      second,
      requests: bucket.requests,
      errors: bucket.errors,
      activeUsers: active,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
    };
  };
  const shown: LoadSecond[] = [];
  /** Hands on every second before `upTo` not handed on yet. */
  const flush = (upTo: number) => {
    for (; emitted < upTo; emitted++) {
      const second = secondOf(emitted);
      shown.push(second);
      input.onSecond?.(second);
    }
  };
  const ticker = setInterval(() => flush(secondNow()), 1000);

  const record = (result: StepResult) => {
    if (result.type !== 'request') return;
    const failed = result.status === 'failed' || result.status === 'error';
    const latency = result.response?.timeMs;
    const bucket = bucketAt(secondNow());
    bucket.requests += 1;
    requests += 1;
    if (failed) {
      bucket.errors += 1;
      errors += 1;
    }
    if (latency !== undefined) {
      bucket.latencies.push(latency);
      all.push(latency);
    }
    let figures = steps.get(result.stepId);
    if (!figures) {
      figures = { name: result.name, requests: 0, errors: 0, latencies: [], firstError: null };
      steps.set(result.stepId, figures);
    }
    figures.requests += 1;
    if (latency !== undefined) figures.latencies.push(latency);
    if (failed) {
      figures.errors += 1;
      figures.firstError ??=
        result.error?.message ?? result.assertions.find((a) => !a.passed)?.name ?? null;
    }
  };

  let nextRow = 0;
  const user = async (index: number) => {
    const delay = (load.rampUpSeconds * 1000 * index) / load.virtualUsers;
    if (delay > 0) await pause(host, delay, controller.signal);
    if (controller.signal.aborted) return;
    active += 1;
    try {
      for (let round = 0; load.mode === 'duration' || round < load.iterations; round++) {
        if (controller.signal.aborted) break;
        const outcome = await runScenario(guarded, {
          ...input,
          iterationCount: 1,
          firstRow: nextRow++,
          signal: controller.signal,
          startedAt,
          onEvent: (event) => {
            if (event.type === 'step') record(event.result);
          },
        });
        const { status, reason, ended } = outcome.report;
        if (status === 'stopped') break;
        // A run that cannot start (unreadable data) would fail the same way every time.
        if (status === 'error' && reason && ended && outcome.report.steps.length === 0) {
          end('error', { reason, ended });
          break;
        }
        iterations += 1;
      }
    } finally {
      active -= 1;
    }
  };

  try {
    await Promise.all(Array.from({ length: load.virtualUsers }, (_, index) => user(index)));
  } finally {
    for (const timer of timers) clearTimeout(timer);
    clearInterval(ticker);
    input.signal?.removeEventListener('abort', onOuterAbort);
  }
  const durationMs = Math.round(now() - started);
  flush(Math.max(buckets.length, emitted));
  // The duration running out is the normal end: the users in the middle of a request stop.
  const stopped = timeUp ? null : early.ended;
  return {
    status: stopped?.status ?? (errors > 0 ? 'failed' : 'passed'),
    reason: stopped?.reason ?? null,
    ended: stopped?.ended ?? null,
    settings: load,
    startedAt,
    durationMs,
    iterations,
    requests,
    errors,
    requestsPerSecond: durationMs > 0 ? Math.round((requests / durationMs) * 10_000) / 10 : 0,
    bytesReceived,
    latency: summarizeLatency(all),
    seconds: shown,
    steps: [...steps].map(([stepId, figures]): LoadStep => ({
      stepId,
      name: figures.name,
      requests: figures.requests,
      errors: figures.errors,
      latency: summarizeLatency(figures.latencies),
      firstError: figures.firstError,
    })),
  };
}

/** Settles when the signal aborts. */
function once(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) =>
    signal.addEventListener('abort', () => resolve(), { once: true }),
  );
}

async function pause(host: RunnerHost, ms: number, signal: AbortSignal): Promise<void> {
  if (host.sleep) return host.sleep(ms, signal);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
