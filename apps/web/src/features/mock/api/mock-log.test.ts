import { describe, expect, it } from 'vitest';
import { MOCK_LOG_SIZE } from '@heron/contract';
import { makeLogEntry } from '../../../test/mock-fixtures';
import { mergeLog } from './mock-log';

describe('mergeLog', () => {
  it('appends what is new, once, oldest first', () => {
    const first = { items: [makeLogEntry(1), makeLogEntry(2)], lastSeq: 2 };
    const merged = mergeLog(first, { items: [makeLogEntry(2), makeLogEntry(3)], lastSeq: 3 });
    expect(merged.items.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(merged.lastSeq).toBe(3);
  });

  it('keeps the newest MOCK_LOG_SIZE entries', () => {
    const many = Array.from({ length: MOCK_LOG_SIZE }, (_, i) => makeLogEntry(i + 1));
    const merged = mergeLog(
      { items: many, lastSeq: MOCK_LOG_SIZE },
      { items: [makeLogEntry(MOCK_LOG_SIZE + 1)], lastSeq: MOCK_LOG_SIZE + 1 },
    );
    expect(merged.items).toHaveLength(MOCK_LOG_SIZE);
    expect(merged.items[0]!.seq).toBe(2);
    expect(merged.items.at(-1)!.seq).toBe(MOCK_LOG_SIZE + 1);
  });

  it('starts from the first page when nothing was gathered', () => {
    const page = { items: [makeLogEntry(5)], lastSeq: 5 };
    expect(mergeLog(undefined, page)).toBe(page);
  });
});
