import { useCallback, useState } from 'react';

function read<T>(key: string | null, parse: (stored: unknown) => T): T {
  if (key === null) return parse(undefined);
  try {
    const text = window.localStorage.getItem(key);
    return parse(text === null ? undefined : (JSON.parse(text) as unknown));
  } catch {
    return parse(undefined);
  }
}

/** Writes `value` as JSON under `key`; storage can be full or refused (privacy modes). */
export function writeStoredValue(key: string | null, value: unknown): void {
  if (key === null) return;
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: the value then lasts this visit.
  }
}

/**
 * A value kept in the browser's localStorage as JSON, read again whenever `key` changes (a key
 * can be null while what it names is unknown, such as the signed-in account before the session
 * arrives: the value is then what `parse` makes of nothing). `parse` turns what was stored,
 * possibly old or hand-edited, into a valid value. The setter changes the value; it is written
 * only when asked (`persist`), so a drag can update it on every move and keep the last.
 */
export function useStoredValue<T>(
  key: string | null,
  parse: (stored: unknown) => T,
): [T, (change: (current: T) => T, persist: boolean) => void] {
  const [state, setState] = useState(() => ({ key, value: read(key, parse) }));
  let current = state;
  if (state.key !== key) {
    current = { key, value: read(key, parse) };
    setState(current);
  }
  const update = useCallback(
    (change: (value: T) => T, persist: boolean) =>
      setState((previous) => {
        const value = change(previous.value);
        if (persist) writeStoredValue(previous.key, value);
        return { ...previous, value };
      }),
    [],
  );
  return [current.value, update];
}
