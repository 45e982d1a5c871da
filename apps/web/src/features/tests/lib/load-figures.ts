import type { LatencySummary, LoadSecond, LoadSummary } from '@heron/contract';

/** What the Performance view shows of a run, while it goes or once it ended. */
export interface LoadFigures {
  requests: number;
  errors: number;
  /** Errors over requests, 0–1; null before the first request. */
  errorRate: number | null;
  requestsPerSecond: number;
  /** Virtual users running at the end of the last second counted. */
  activeUsers: number;
  elapsedMs: number;
  /** Known only once the run has ended: percentiles of seconds cannot be added up. */
  latency: LatencySummary | null;
  iterations: number | null;
  bytesReceived: number | null;
}

/** The figures of a run that has ended, from its stored summary. */
export function endedFigures(summary: LoadSummary): LoadFigures {
  return {
    requests: summary.requests,
    errors: summary.errors,
    errorRate: summary.requests > 0 ? summary.errors / summary.requests : null,
    requestsPerSecond: summary.requestsPerSecond,
    activeUsers: 0,
    elapsedMs: summary.durationMs,
    latency: summary.latency,
    iterations: summary.iterations,
    bytesReceived: summary.bytesReceived,
  };
}

/**
 * The figures of a run in progress, summed from the seconds that have ended; its rate is over
 * those seconds, so a ramp-up's slow start counts as it happened.
 */
export function liveFigures(seconds: readonly LoadSecond[], elapsedMs: number): LoadFigures {
  let requests = 0;
  let errors = 0;
  for (const second of seconds) {
    requests += second.requests;
    errors += second.errors;
  }
  return {
    requests,
    errors,
    errorRate: requests > 0 ? errors / requests : null,
    requestsPerSecond: seconds.length > 0 ? requests / seconds.length : 0,
    activeUsers: seconds.at(-1)?.activeUsers ?? 0,
    elapsedMs,
    latency: null,
    iterations: null,
    bytesReceived: null,
  };
}
