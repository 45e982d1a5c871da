import {
  emptyTotals,
  type LoadRunBrief,
  type LoadSecond,
  type LoadSettings,
  type LoadSummary,
  type RunTotals,
} from '@heron/contract';

/**
 * A performance run's figures while it goes (issue 22), counted from the seconds that have
 * ended: what a reader of the run, and its row, see before the summary. Latency and each step's
 * figures are known only at the end, so they wait until then.
 */

const NO_LATENCY = {
  min: null,
  mean: null,
  p50: null,
  p90: null,
  p95: null,
  p99: null,
  max: null,
};

export class LoadProgress {
  readonly seconds: LoadSecond[] = [];
  #requests = 0;
  #errors = 0;

  constructor(
    readonly settings: LoadSettings,
    readonly startedAt: string,
    /** performance.now() at the start, for the time so far. */
    private readonly startedMs: number,
  ) {}

  add(second: LoadSecond): void {
    this.seconds.push(second);
    this.#requests += second.requests;
    this.#errors += second.errors;
  }

  /** The summary so far, `running`. */
  summary(): LoadSummary {
    return { ...this.brief(), seconds: [...this.seconds], steps: [] };
  }

  /** The summary so far without its seconds: what each write of the row stores beside them. */
  brief(): LoadRunBrief {
    const durationMs = Math.round(performance.now() - this.startedMs);
    return {
      status: 'running',
      reason: null,
      settings: this.settings,
      startedAt: this.startedAt,
      durationMs,
      iterations: 0,
      requests: this.#requests,
      errors: this.#errors,
      requestsPerSecond: rateOf(this.#requests, this.seconds.length * 1000),
      bytesReceived: 0,
      latency: NO_LATENCY,
    };
  }

  totals(): RunTotals {
    return loadTotalsOf(this.brief());
  }
}

/** A performance run's totals, as the list of runs shows every run's. */
export function loadTotalsOf(load: LoadRunBrief): RunTotals {
  return {
    ...emptyTotals(),
    requests: load.requests,
    failedRequests: load.errors,
    bytesReceived: load.bytesReceived,
    durationMs: load.durationMs,
  };
}

/** The summary at the start: the settings, nothing counted. */
export function startingSummary(settings: LoadSettings, startedAt: string): LoadSummary {
  return {
    status: 'running',
    reason: null,
    settings,
    startedAt,
    durationMs: 0,
    iterations: 0,
    requests: 0,
    errors: 0,
    requestsPerSecond: 0,
    bytesReceived: 0,
    latency: NO_LATENCY,
    seconds: [],
    steps: [],
  };
}

/** The brief of a summary: the list of runs leaves out the seconds and the steps. */
export function briefOf(
  summary: LoadRunBrief & Partial<Pick<LoadSummary, 'seconds' | 'steps'>>,
): LoadRunBrief {
  const { seconds: _seconds, steps: _steps, ...brief } = summary;
  return brief;
}

function rateOf(requests: number, ms: number): number {
  return ms > 0 ? Math.round((requests / ms) * 10_000) / 10 : 0;
}
