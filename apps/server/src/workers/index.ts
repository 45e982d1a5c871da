export type { TaskEnvelope, TaskHandler } from './task-envelope.js';
export {
  WorkerBusyError,
  WorkerMemoryError,
  WorkerStoppedError,
  WorkerTimeoutError,
} from './worker-errors.js';
export { WorkerPool, type RunOptions, type WorkerLane } from './worker-pool.js';
export {
  hostIndexOf,
  WorkerHostLostError,
  WorkerHosts,
  type HostRunOptions,
  type WorkerHostSettings,
} from './worker-hosts.js';
