import { useEffect, useEffectEvent, useState } from 'react';
import {
  fillPath,
  streamTestRunEventsRoute,
  type RunEvent,
  type RunReport,
  type StepResult,
} from '@heron/contract';
import { getTestRun } from '../api/get-test-run';

/** Events are drawn at most this often: a fast run ends hundreds of steps a second. */
const FLUSH_MS = 100;

export type RunConnection = 'connecting' | 'open' | 'reconnecting';

export interface LiveRunState {
  /** The steps ended so far, in the order they ended. */
  steps: StepResult[];
  /** The data row being run, when the run has several. */
  iteration: { n: number; of: number } | null;
  connection: RunConnection;
}

const START: LiveRunState = { steps: [], iteration: null, connection: 'connecting' };

/**
 * Follows a run in progress through its Server-Sent Events (same origin, so the session cookie
 * goes along). The server sends the steps that have already ended first, then each as it ends,
 * then `done` with the stored report; every (re)connection starts over from the first step, so
 * what a connection replays replaces the list rather than doubling it. While the browser
 * reconnects, and when it gives up, the run is read once: one that ended meanwhile is done
 * without waiting for a stream that may not come back.
 *
 * `onDone` receives the report as stored; the stream is then closed (an EventSource would
 * otherwise reconnect to a finished run and replay it).
 */
export function useRunEvents(
  projectId: string,
  runId: string,
  isRunning: boolean,
  onDone: (report: RunReport) => void,
): LiveRunState {
  const [state, setState] = useState<LiveRunState>(START);
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (!isRunning) return;
    let isClosed = false;
    let pending: RunEvent[] = [];
    // Set by a (re)connection: its replay replaces the steps shown rather than adding to them.
    let isReplay = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const source = new EventSource(fillPath(streamTestRunEventsRoute.path, { projectId, runId }), {
      withCredentials: true,
    });

    const flush = () => {
      timer = undefined;
      const events = pending;
      const replaces = isReplay;
      pending = [];
      isReplay = false;
      if (events.length === 0 && !replaces) return;
      setState((current) => {
        const steps = replaces ? [] : [...current.steps];
        let iteration = current.iteration;
        for (const event of events) {
          if (event.type === 'step') steps.push(event.result);
          else if (event.type === 'iteration') iteration = { n: event.iteration, of: event.of };
        }
        return { ...current, steps, iteration };
      });
    };
    const finish = (report: RunReport) => {
      if (isClosed) return;
      isClosed = true;
      source.close();
      clearTimeout(timer);
      flush();
      done(report);
    };
    const readRun = () => {
      getTestRun(projectId, runId).then(
        (run) => {
          if (run.status !== 'running') finish(run.report);
        },
        // The next reconnection tries again; a run that is gone stays as last shown.
        () => undefined,
      );
    };

    source.onopen = () => {
      // The server replays every step on each connection: what an earlier one gave is replaced
      // at the next drawing (kept until then, so the list does not blink empty).
      pending = [];
      isReplay = true;
      timer ??= setTimeout(flush, FLUSH_MS);
      setState((current) => ({ ...current, connection: 'open' }));
    };
    source.onmessage = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as RunEvent;
      if (event.type === 'done') {
        finish(event.report);
        return;
      }
      pending.push(event);
      timer ??= setTimeout(flush, FLUSH_MS);
    };
    source.onerror = () => {
      if (isClosed) return;
      setState((current) => ({ ...current, connection: 'reconnecting' }));
      readRun();
    };
    return () => {
      isClosed = true;
      clearTimeout(timer);
      source.close();
    };
  }, [projectId, runId, isRunning]);

  return state;
}
