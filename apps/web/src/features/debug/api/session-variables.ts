import { useCallback, useSyncExternalStore } from 'react';
import type { VariableOverlay } from '@heron/contract';

/**
 * What scripts set during this page's life, per project (Postman's "current values"): the server
 * hands the values back with each answer and the browser sends them with the next send. They are
 * never stored for the team, and a reload forgets them.
 */

const EMPTY: VariableOverlay = Object.freeze({
  environment: {},
  collection: {},
  globals: {},
}) as VariableOverlay;

const byProject = new Map<string, VariableOverlay>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session's values of a project (the same object until they change). */
export function sessionVariablesOf(projectId: string): VariableOverlay {
  return byProject.get(projectId) ?? EMPTY;
}

export function setSessionVariables(projectId: string, session: VariableOverlay): void {
  byProject.set(projectId, session);
  notify();
}

export function clearSessionVariables(projectId: string): void {
  byProject.delete(projectId);
  notify();
}

/** How many values the session holds, across its three scopes. */
export function sessionValueCount(session: VariableOverlay): number {
  return (
    Object.keys(session.environment).length +
    Object.keys(session.collection).length +
    Object.keys(session.globals).length
  );
}

export interface SessionVariables {
  session: VariableOverlay;
  /** Forgets every value scripts set in this project. */
  clear: () => void;
}

export function useSessionVariables(projectId: string): SessionVariables {
  const session = useSyncExternalStore(subscribe, () => sessionVariablesOf(projectId));
  const clear = useCallback(() => clearSessionVariables(projectId), [projectId]);
  return { session, clear };
}
