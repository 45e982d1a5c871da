import { describe, expect, it } from 'vitest';
import { MOCK_LOG_SIZE } from '@heron/contract';
import { MockLogRing, type MockLogRecord } from './mock-log.js';

const record = (seq: number): MockLogRecord => ({
  seq,
  at: Date.UTC(2026, 10, 21, 12, 0, seq % 60),
  method: 'GET',
  path: `/pets/${seq}`,
  status: 200,
  rule: 'generated',
  endpointId: null,
  detail: null,
  durationMs: 0.5,
});

describe('MockLogRing', () => {
  it('keeps the newest MOCK_LOG_SIZE entries, oldest first, with ISO times', () => {
    const ring = new MockLogRing();
    for (let seq = 1; seq <= MOCK_LOG_SIZE + 25; seq += 1) ring.add(record(seq));
    const { items, lastSeq } = ring.read();
    expect(items).toHaveLength(MOCK_LOG_SIZE);
    expect(items[0]!.seq).toBe(26);
    expect(items.at(-1)!.seq).toBe(MOCK_LOG_SIZE + 25);
    expect(lastSeq).toBe(MOCK_LOG_SIZE + 25);
    expect(items[0]!.at).toBe(new Date(record(26).at).toISOString());
  });

  it('pages with `after` and keeps the last sequence number through a clear', () => {
    const ring = new MockLogRing();
    expect(ring.read()).toEqual({ items: [], lastSeq: 0 });
    for (let seq = 1; seq <= 5; seq += 1) ring.add(record(seq));
    expect(ring.read(3).items.map((e) => e.seq)).toEqual([4, 5]);
    expect(ring.read(5).items).toEqual([]);
    ring.clear();
    expect(ring.read()).toEqual({ items: [], lastSeq: 5 });
    ring.add(record(6));
    expect(ring.read(5).items.map((e) => e.seq)).toEqual([6]);
  });
});
