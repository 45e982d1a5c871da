import { describe, expect, it, vi } from 'vitest';
import type { SendRecord } from './history-service.js';
import { HistoryRecorder } from './history-recorder.js';

const record = (userId: string, projectId: string, url: string) =>
  ({
    userId,
    projectId,
    endpointId: null,
    request: { url },
    result: {},
    sentAt: new Date(),
  }) as unknown as SendRecord;

/** A write that finishes only when the test says so. */
function controlledWrites() {
  const started: string[] = [];
  const finish = new Map<string, (error?: Error) => void>();
  const write = (input: SendRecord) =>
    new Promise<void>((resolve, reject) => {
      started.push(input.request.url);
      finish.set(input.request.url, (error) => (error ? reject(error) : resolve()));
    });
  return { started, finish, write };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('HistoryRecorder', () => {
  it('writes after the current turn, one send after another per person and project', async () => {
    const { started, finish, write } = controlledWrites();
    const recorder = new HistoryRecorder(write, { error: vi.fn() });
    recorder.record(record('u1', 'p1', 'first'));
    recorder.record(record('u1', 'p1', 'second'));
    recorder.record(record('u2', 'p1', 'other person'));
    // Nothing starts in the turn that answered the request.
    expect(started).toEqual([]);
    await turn();
    await turn();
    expect(started).toEqual(['first', 'other person']);
    finish.get('first')!();
    await turn();
    await turn();
    expect(started).toEqual(['first', 'other person', 'second']);
  });

  it('settled() waits for the pending writes of that person in that project only', async () => {
    const { finish, write } = controlledWrites();
    const recorder = new HistoryRecorder(write, { error: vi.fn() });
    recorder.record(record('u1', 'p1', 'a'));
    recorder.record(record('u1', 'p2', 'b'));
    let settled = false;
    void recorder.settled('u1', 'p1').then(() => (settled = true));
    // Another project's history is not held up by it.
    await recorder.settled('u2', 'p1');
    await turn();
    await turn();
    expect(settled).toBe(false);
    finish.get('b')!();
    await turn();
    expect(settled).toBe(false);
    finish.get('a')!();
    await turn();
    expect(settled).toBe(true);
  });

  it('logs a failed write and goes on with the next one; drain() waits for all', async () => {
    const { started, finish, write } = controlledWrites();
    const error = vi.fn();
    const recorder = new HistoryRecorder(write, { error });
    recorder.record(record('u1', 'p1', 'fails'));
    recorder.record(record('u1', 'p1', 'next'));
    let drained = false;
    void recorder.drain().then(() => (drained = true));
    await turn();
    await turn();
    finish.get('fails')!(new Error('disk full'));
    await turn();
    await turn();
    expect(error).toHaveBeenCalledTimes(1);
    expect(started).toEqual(['fails', 'next']);
    expect(drained).toBe(false);
    finish.get('next')!();
    await turn();
    await turn();
    expect(drained).toBe(true);
    await expect(recorder.settled('u1', 'p1')).resolves.toBeUndefined();
  });
});
