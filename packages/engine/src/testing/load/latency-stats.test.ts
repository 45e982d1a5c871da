import { describe, expect, it } from 'vitest';
import { percentile, summarizeLatency } from './latency-stats.js';

describe('latency figures', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('sums up values in any order, to a tenth of a millisecond', () => {
    expect(summarizeLatency([3, 1, 2, 10.04])).toEqual({
      min: 1,
      mean: 4,
      p50: 2,
      p90: 10,
      p95: 10,
      p99: 10,
      max: 10,
    });
    expect(summarizeLatency([]).p50).toBeNull();
  });
});
