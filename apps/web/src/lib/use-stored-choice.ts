import { useCallback, useSyncExternalStore } from 'react';

/**
 * A choice kept in this browser's localStorage under a key, read by every component of the page
 * that asks for the same key: a change in one is told to the others, and the `storage` event
 * carries a change made in another browser tab. Storage may be refused (private mode, a policy):
 * the choice then lasts for this page only.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // As in readStored: nothing to keep it in.
  }
  for (const listener of listeners) listener();
}

/** The value stored under `key` (null for none) and a function that stores another. */
export function useStoredChoice(key: string): [string | null, (value: string | null) => void] {
  const stored = useSyncExternalStore(subscribe, () => readStored(key));
  const store = useCallback((value: string | null) => writeStored(key, value), [key]);
  return [stored, store];
}
