import type { RunReport, StepResult } from '@heron/contract';
import { useRunStream, type RunConnection, type RunEventFold } from './use-run-stream';

export interface LiveRunState {
  /** The steps ended so far, in the order they ended. */
  steps: StepResult[];
  /** The data row being run, when the run has several. */
  iteration: { n: number; of: number } | null;
  connection: RunConnection;
}

interface Shown {
  steps: StepResult[];
  iteration: { n: number; of: number } | null;
}

const START: Shown = { steps: [], iteration: null };

const foldSteps: RunEventFold<Shown> = (current, events, replaces) => {
  const steps = replaces ? [] : [...current.steps];
  let iteration = current.iteration;
  for (const event of events) {
    if (event.type === 'step') steps.push(event.result);
    else if (event.type === 'iteration') iteration = { n: event.iteration, of: event.of };
  }
  return { steps, iteration };
};

/** A functional run's steps as they end (see use-run-stream.ts); `onDone` gets its report. */
export function useRunEvents(
  projectId: string,
  runId: string,
  isRunning: boolean,
  onDone: (report: RunReport) => void,
): LiveRunState {
  const { value, connection } = useRunStream(
    projectId,
    runId,
    isRunning,
    START,
    foldSteps,
    (ended) => onDone(ended.report),
  );
  return { ...value, connection };
}
