import { useEffect, useState } from 'react';

/**
 * The current time, updated every `intervalMs`, so 'Just now' becomes '1m ago' on a dashboard
 * left open even when no poll brings new data.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
