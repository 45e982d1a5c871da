import { useEffect, useEffectEvent, useState } from 'react';
import {
  fillPath,
  streamTestRunEventsRoute,
  type LoadSecond,
  type LoadSummary,
  type RunEvent,
} from '@heron/contract';
import { getTestRun } from '../api/get-test-run';

/** Seconds are drawn at most this often (a reconnection replays all of them at once). */
const FLUSH_MS = 100;

export interface LiveLoadState {
  /** The seconds ended so far, in order. */
  seconds: LoadSecond[];
  connection: 'connecting' | 'open' | 'reconnecting';
}

const START: LiveLoadState = { seconds: [], connection: 'connecting' };

/**
 * Follows a performance run through its Server-Sent Events: every second that has ended first,
 * then each as it ends, then `done` with the stored summary. As for a functional run
 * (use-run-events.ts), each connection replays from the start and so replaces what was shown,
 * and while the browser reconnects the run is read once, so one that ended meanwhile is done.
 */
export function useLoadEvents(
  projectId: string,
  runId: string,
  isRunning: boolean,
  onDone: (summary: LoadSummary | null) => void,
): LiveLoadState {
  const [state, setState] = useState<LiveLoadState>(START);
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (!isRunning) return;
    let isClosed = false;
    let pending: LoadSecond[] = [];
    let isReplay = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const source = new EventSource(fillPath(streamTestRunEventsRoute.path, { projectId, runId }), {
      withCredentials: true,
    });
    const flush = () => {
      timer = undefined;
      const seconds = pending;
      const replaces = isReplay;
      pending = [];
      isReplay = false;
      if (seconds.length === 0 && !replaces) return;
      setState((current) => ({
        ...current,
        seconds: replaces ? seconds : [...current.seconds, ...seconds],
      }));
    };
    const finish = (summary: LoadSummary | null) => {
      if (isClosed) return;
      isClosed = true;
      source.close();
      clearTimeout(timer);
      flush();
      done(summary);
    };
    source.onopen = () => {
      pending = [];
      isReplay = true;
      timer ??= setTimeout(flush, FLUSH_MS);
      setState((current) => ({ ...current, connection: 'open' }));
    };
    source.onmessage = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as RunEvent;
      if (event.type === 'done') return finish(event.load ?? null);
      if (event.type !== 'second') return;
      pending.push(event.second);
      timer ??= setTimeout(flush, FLUSH_MS);
    };
    source.onerror = () => {
      if (isClosed) return;
      setState((current) => ({ ...current, connection: 'reconnecting' }));
      getTestRun(projectId, runId).then(
        (run) => {
          if (run.status !== 'running') finish(run.load);
        },
        () => undefined,
      );
    };
    return () => {
      isClosed = true;
      clearTimeout(timer);
      source.close();
    };
  }, [projectId, runId, isRunning]);

  return state;
}
