import { useEffect, useId, useSyncExternalStore } from 'react';

// The places with changes not yet saved: a designer's drafts, a settings form, an environment
// being edited. A module store, not a context: the forms sit in different features and lazily
// loaded chunks, and the one guard of the project workspace reads them all (useUnsavedGuard).
const dirtySources = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks `source` as holding unsaved changes, or as saved. */
export function setUnsaved(source: string, dirty: boolean) {
  if (dirty === dirtySources.has(source)) return;
  if (dirty) dirtySources.add(source);
  else dirtySources.delete(source);
  for (const listener of listeners) listener();
}

/** Whether anything on screen holds unsaved changes. */
export function hasUnsavedWork(): boolean {
  return dirtySources.size > 0;
}

/** Re-renders when the answer of `hasUnsavedWork` changes. */
export function useHasUnsavedWork(): boolean {
  return useSyncExternalStore(subscribe, hasUnsavedWork);
}

/**
 * Reports the calling component's unsaved changes while it is mounted; unmounted, it holds none
 * (a form that is gone has nothing left to lose).
 */
export function useReportUnsaved(dirty: boolean) {
  const source = useUnsavedSource();
  useEffect(() => setUnsaved(source, dirty), [source, dirty]);
}

/** A name of the calling component for `setUnsaved`, cleared when it unmounts. */
export function useUnsavedSource(): string {
  const source = useId();
  useEffect(() => () => setUnsaved(source, false), [source]);
  return source;
}
