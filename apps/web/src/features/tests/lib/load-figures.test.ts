import { describe, expect, it } from 'vitest';
import type { LoadSecond } from '@heron/contract';
import { liveFigures } from './load-figures';

const second = (n: number, requests: number, errors: number, activeUsers: number): LoadSecond => ({
  second: n,
  requests,
  errors,
  activeUsers,
  p50: 10,
  p95: 20,
  p99: 30,
});

describe('the figures of a performance run in progress', () => {
  it('add up the seconds: requests, errors, their rate, and the users running last', () => {
    const figures = liveFigures([second(0, 10, 0, 2), second(1, 30, 3, 4)], 2_400);
    expect(figures).toMatchObject({
      requests: 40,
      errors: 3,
      errorRate: 0.075,
      requestsPerSecond: 20,
      activeUsers: 4,
      elapsedMs: 2_400,
      latency: null,
    });
  });

  it('say nothing of an error rate before the first request', () => {
    expect(liveFigures([], 300)).toMatchObject({ requests: 0, errorRate: null, activeUsers: 0 });
  });
});
