import type { AiRun } from '@heron/contract';

/**
 * The run the dialog shows when it opens, from the project's runs (newest first): one still
 * running (a project runs one at a time), else the newest when some of its proposals wait for
 * review; none, and the dialog offers a new run.
 */
export function currentRun(runs: readonly AiRun[]): AiRun | undefined {
  const running = runs.find((run) => run.status === 'running');
  if (running) return running;
  const newest = runs[0];
  return newest && newest.proposals.pending > 0 ? newest : undefined;
}
