import type { TaskHandler } from '../task-envelope.js';

/** What the pool's tests ask a worker to do. */
export type TestTask =
  | { kind: 'echo'; value: unknown }
  | { kind: 'spin' }
  | { kind: 'allocate' }
  | { kind: 'throw'; message: string }
  | { kind: 'progress'; steps: number };

/** A task module for the pool's tests: answers, loops forever, eats memory or throws. */
const testTask: TaskHandler<TestTask, unknown> = (task, port) => {
  switch (task.kind) {
    case 'echo':
      return { echoed: task.value };
    case 'spin':
      for (;;) {
        // An endless loop no interrupt reaches: only killing the thread ends it.
      }
    case 'allocate': {
      const hoard: string[][] = [];
      for (;;)
        hoard.push(Array.from({ length: 100_000 }, (_, i) => `item ${i} of ${hoard.length}`));
    }
    case 'throw':
      throw new Error(task.message);
    case 'progress':
      for (let i = 1; i <= task.steps; i += 1) port?.postMessage({ done: i, total: task.steps });
      return 'done';
  }
};

export default testTask;
