import { MOCK_LOG_SIZE, type MockLog, type MockLogEntry, type MockRuleKind } from '@heron/contract';

/** A log entry as kept: the time as a number, turned into text only when the log is read. */
export interface MockLogRecord {
  seq: number;
  at: number;
  method: string;
  path: string;
  status: number;
  rule: MockRuleKind;
  endpointId: string | null;
  detail: string | null;
  durationMs: number;
}

/**
 * The last requests a project's mock served, in memory (the live log): a ring of
 * `MOCK_LOG_SIZE` entries per project, for the life of the process. A mock called thousands of
 * times a second must not write to the database for each request.
 */
export class MockLogRing {
  private readonly records: (MockLogRecord | undefined)[] = new Array(MOCK_LOG_SIZE);
  private count = 0;
  /** Kept through a clear, so a poller's `after` stays meaningful. */
  private last = 0;

  add(record: MockLogRecord): void {
    this.records[this.count % MOCK_LOG_SIZE] = record;
    this.count += 1;
    this.last = record.seq;
  }

  /** Oldest first; only entries after `after` when it is given. */
  read(after = 0): MockLog {
    const items: MockLogEntry[] = [];
    for (let i = Math.max(0, this.count - MOCK_LOG_SIZE); i < this.count; i += 1) {
      const record = this.records[i % MOCK_LOG_SIZE]!;
      if (record.seq > after) items.push({ ...record, at: new Date(record.at).toISOString() });
    }
    return { items, lastSeq: this.last };
  }

  clear(): void {
    this.records.fill(undefined);
    this.count = 0;
  }
}
