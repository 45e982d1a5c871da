import type { LoadSecond, LoadSummary } from '@heron/contract';
import { useRunStream, type RunConnection, type RunEventFold } from '../run/use-run-stream';

export interface LiveLoadState {
  /** The seconds ended so far, in order. */
  seconds: LoadSecond[];
  connection: RunConnection;
}

const START: LoadSecond[] = [];

const foldSeconds: RunEventFold<LoadSecond[]> = (current, events, replaces) => {
  const seconds = replaces ? [] : [...current];
  for (const event of events) if (event.type === 'second') seconds.push(event.second);
  return seconds;
};

/**
 * A performance run's seconds as they end (see use-run-stream.ts); `onDone` gets its stored
 * summary.
 */
export function useLoadEvents(
  projectId: string,
  runId: string,
  isRunning: boolean,
  onDone: (summary: LoadSummary | null) => void,
): LiveLoadState {
  const { value, connection } = useRunStream(
    projectId,
    runId,
    isRunning,
    START,
    foldSeconds,
    (ended) => onDone(ended.load),
  );
  return { seconds: value, connection };
}
