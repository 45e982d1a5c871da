import { describe, expect, it } from 'vitest';
import { WindowCounter } from './reader-limits.js';

describe('the per-reader limit', () => {
  it('lets `max` hits a minute through per key, then says how long to wait', () => {
    let now = 1_000_000;
    const counter = new WindowCounter(2, 60_000, () => now);
    expect(counter.take('a')).toBe(0);
    expect(counter.take('a')).toBe(0);
    expect(counter.take('a')).toBe(60);
    expect(counter.take('b')).toBe(0);
    now += 30_000;
    expect(counter.take('a')).toBe(30);
    now += 30_001;
    expect(counter.take('a')).toBe(0);
  });
});
