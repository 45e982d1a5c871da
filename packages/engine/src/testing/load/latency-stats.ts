import type { LatencySummary } from '@heron/contract';

/**
 * Latency figures of a performance run (issue 22). Percentiles by nearest rank over every
 * measured value: a run is bounded by its plan's requests, so the values fit in memory, and an
 * exact p99 needs no histogram's error to be explained.
 */

const NONE: LatencySummary = {
  min: null,
  mean: null,
  p50: null,
  p90: null,
  p95: null,
  p99: null,
  max: null,
};

/** The value under which `share` (0–1) of the sorted values lie, by nearest rank. */
export function percentile(sorted: ArrayLike<number>, share: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1]!;
}

export function summarizeLatency(values: readonly number[]): LatencySummary {
  if (values.length === 0) return NONE;
  const sorted = Float64Array.from(values).sort();
  let total = 0;
  for (const value of sorted) total += value;
  const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    min: round(sorted[0]!),
    mean: round(total / sorted.length),
    p50: round(percentile(sorted, 0.5)),
    p90: round(percentile(sorted, 0.9)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted[sorted.length - 1]!),
  };
}
