import { useEffect, useRef } from 'react';

/**
 * What an editor remembers during one editing session, for things a switch would otherwise lose
 * (a path parameter whose `{name}` was deleted, the schema of a body kind switched away from).
 * The session ends when `current` changes by anything but this editor's own `emitted` values —
 * another item loaded, a revision restored — so memories never cross into another value.
 */
export function useEditMemory<V>(current: unknown) {
  const memory = useRef(new Map<string, V>());
  const lastEmitted = useRef(current);
  useEffect(() => {
    if (lastEmitted.current !== current) memory.current.clear();
    lastEmitted.current = current;
  }, [current]);
  return {
    remember: (key: string, value: V) => void memory.current.set(key, value),
    recall: (key: string): V | undefined => memory.current.get(key),
    /** Call with each value handed to `onChange`, before handing it. */
    emitted: <T>(value: T): T => {
      lastEmitted.current = value;
      return value;
    },
  };
}
