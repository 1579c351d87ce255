import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline. Computed from the clock rather than by counting
 * ticks, so a throttled background tab still shows the right number when it wakes.
 */
export function useCountdown(initialSeconds = 0): {
  secondsLeft: number;
  start: (seconds: number) => void;
} {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null,
  );
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  useEffect(() => {
    if (endsAt === null) return;
    const id = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setEndsAt(null);
    }, 250);
    return () => clearInterval(id);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    if (seconds <= 0) return;
    setEndsAt(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, []);

  return { secondsLeft, start };
}
