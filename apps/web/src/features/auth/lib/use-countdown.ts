import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

/**
 * Whole seconds left until a deadline, ticking once a second; 0 when none is running. Counted
 * from the clock rather than by ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | undefined>();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(undefined);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(seconds > 0 ? current + seconds * 1000 : undefined);
  }, []);

  const remaining = deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start };
}
