import { threadId } from 'node:worker_threads';
import type { TaskHandler } from '../task-envelope.js';

/** What the hosts' tests ask a host to do. */
export type HostTestTask =
  | { kind: 'remember'; key: string; value: unknown }
  | { kind: 'recall'; key: string }
  | { kind: 'thread' }
  | { kind: 'busy'; ms: number }
  | { kind: 'spin' };

/** State kept by the thread between tasks, as a mock host keeps its programs. */
const memory = new Map<string, unknown>();

/** A task module for the hosts' tests: keeps values, names its thread, works for a while. */
const hostTestTask: TaskHandler<HostTestTask, unknown> = (task) => {
  switch (task.kind) {
    case 'remember':
      memory.set(task.key, task.value);
      return threadId;
    case 'recall':
      return memory.has(task.key) ? memory.get(task.key) : 'missing';
    case 'thread':
      return threadId;
    case 'busy': {
      const until = performance.now() + task.ms;
      while (performance.now() < until) {
        // Holds the thread, as a long build does.
      }
      return threadId;
    }
    case 'spin':
      for (;;) {
        // An endless loop: only killing the thread ends it.
      }
  }
};

export default hostTestTask;
