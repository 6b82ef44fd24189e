import { useEffect, useState } from 'react';

/**
 * The time now, in ms, read again every minute: what ages with the clock (an evaluation turning overdue, issue 23)
 * does so on an open page too. The rules themselves take `now` as an argument.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
