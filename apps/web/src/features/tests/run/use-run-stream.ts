import { useEffect, useEffectEvent, useState } from 'react';
import {
  fillPath,
  streamTestRunEventsRoute,
  type LoadSummary,
  type RunEvent,
  type RunReport,
} from '@heron/contract';
import { getTestRun } from '../api/get-test-run';

/** Events are drawn at most this often: a fast run ends hundreds of steps a second. */
const FLUSH_MS = 100;

export type RunConnection = 'connecting' | 'open' | 'reconnecting';

/** How a run ended: its stored report, and a performance run's summary. */
export interface EndedRun {
  report: RunReport;
  load: LoadSummary | null;
}

/**
 * Folds a batch of events into what is shown. `replaces`: the batch opens a (re)connection's
 * replay, which starts over from the run's beginning and so replaces what was shown.
 */
export type RunEventFold<T> = (current: T, events: RunEvent[], replaces: boolean) => T;

/**
 * Follows a run in progress, functional or performance, through its Server-Sent Events (same
 * origin, so the session cookie goes along). The server sends what has already happened first,
 * then each event as it happens, then `done` with what was stored; every (re)connection starts
 * over, so what a connection replays replaces what was shown rather than doubling it. While the
 * browser reconnects, and when it gives up, the run is read once: one that ended meanwhile is
 * done without waiting for a stream that may not come back.
 *
 * `fold` is a pure function of its arguments, the same on every render (a module's constant):
 * React calls it while it renders. `onDone` receives what was stored; the stream is then closed
 * (an EventSource would otherwise reconnect to a finished run and replay it).
 */
export function useRunStream<T>(
  projectId: string,
  runId: string,
  isRunning: boolean,
  initial: T,
  fold: RunEventFold<T>,
  onDone: (ended: EndedRun) => void,
): { value: T; connection: RunConnection } {
  const [value, setValue] = useState<T>(initial);
  const [connection, setConnection] = useState<RunConnection>('connecting');
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (!isRunning) return;
    let isClosed = false;
    let pending: RunEvent[] = [];
    // Set by a (re)connection: its replay replaces what is shown rather than adding to it.
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
      setValue((current) => fold(current, events, replaces));
    };
    const finish = (ended: EndedRun) => {
      if (isClosed) return;
      isClosed = true;
      source.close();
      clearTimeout(timer);
      flush();
      done(ended);
    };

    source.onopen = () => {
      // Kept until the next drawing, so the list does not blink empty.
      pending = [];
      isReplay = true;
      timer ??= setTimeout(flush, FLUSH_MS);
      setConnection('open');
    };
    source.onmessage = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as RunEvent;
      if (event.type === 'done') {
        finish({ report: event.report, load: event.load ?? null });
        return;
      }
      pending.push(event);
      timer ??= setTimeout(flush, FLUSH_MS);
    };
    source.onerror = () => {
      if (isClosed) return;
      setConnection('reconnecting');
      getTestRun(projectId, runId).then(
        (run) => {
          if (run.status !== 'running') finish({ report: run.report, load: run.load });
        },
        // The next reconnection tries again; a run that is gone stays as last shown.
        () => undefined,
      );
    };
    return () => {
      isClosed = true;
      clearTimeout(timer);
      source.close();
    };
  }, [projectId, runId, isRunning, fold]);

  return { value, connection };
}
