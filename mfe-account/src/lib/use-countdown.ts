import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

/**
 * A resend cooldown driven by the server: `start(retryAfterSeconds)` counts down to zero once a
 * second. The end time is fixed at start, so a slow tick never stretches the wait.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const update = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / TICK_MS));
      setSecondsLeft(left);
      if (left === 0) setEndsAt(null);
    };
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    if (seconds > 0) setEndsAt(Date.now() + seconds * TICK_MS);
  }, []);

  return { secondsLeft, running: secondsLeft > 0, start };
}
