import type { TaskEnvelope, TaskHandler } from './task-envelope.js';

/**
 * A worker thread's entry: loads the task module the envelope names (once per thread) and runs
 * its handler. Everything the handler throws goes back to the pool as the task's failure.
 */
const handlers = new Map<string, Promise<TaskHandler<unknown, unknown>>>();

function handlerOf(module: string): Promise<TaskHandler<unknown, unknown>> {
  let handler = handlers.get(module);
  if (handler === undefined) {
    handler = import(module).then((loaded: { default?: unknown }) => {
      if (typeof loaded.default !== 'function') {
        throw new Error(`${module} has no task handler as its default export`);
      }
      return loaded.default as TaskHandler<unknown, unknown>;
    });
    handlers.set(module, handler);
  }
  return handler;
}

export default async function runTask(envelope: TaskEnvelope): Promise<unknown> {
  try {
    const handler = await handlerOf(envelope.module);
    return await handler(envelope.payload, envelope.port);
  } finally {
    envelope.port?.close();
  }
}
