import { emptyTotals, type RunTotals, type StepResult } from '@heron/contract';

/**
 * A run's totals from the steps that have ended so far, counted as the runner counts them
 * (engine `runScenario`): a request is a step that sent one, a failed request one that got no
 * answer. The time is the end of the latest step; the run's own total replaces all of it once
 * the run ends.
 */
export function liveTotalsOf(steps: readonly StepResult[]): RunTotals {
  const totals = emptyTotals();
  for (const step of steps) {
    totals.assertions += step.assertions.length;
    totals.failedAssertions += step.assertions.filter((assertion) => !assertion.passed).length;
    if (step.status === 'skipped') totals.skipped += 1;
    if (step.request !== null) {
      totals.requests += 1;
      if (step.response === null) totals.failedRequests += 1;
    }
    if (step.response !== null) totals.bytesReceived += step.response.sizeBytes;
    totals.durationMs = Math.max(totals.durationMs, step.startedMs + step.durationMs);
  }
  return totals;
}

/** Assertions that passed, for the totals line. */
export function passedAssertionsOf(totals: RunTotals): number {
  return totals.assertions - totals.failedAssertions;
}
