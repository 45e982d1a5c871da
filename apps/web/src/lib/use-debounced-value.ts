import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: a search asks once typing pauses, a quote
 * once the form settles. Compared by its JSON, so an object rebuilt on every render with the same
 * content does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key ?? 'null') as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
