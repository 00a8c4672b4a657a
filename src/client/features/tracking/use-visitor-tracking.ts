import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isPrivatePath } from './private-paths.js';
import type { VisitorTracker } from './visitor-tracker.js';

/** Runs `task` once the browser is idle (at most 2 s later); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * Visitor tracking for the public layout: the one place that records visits (SPEC §2 "on load
 * the home page records a visit" holds for every public page). The tracker's code is fetched
 * when the browser is idle after hydration, so it never delays rendering or input, and only
 * here, so /admin never loads it. A private path (/admin/…, which the public layout renders as
 * the 404 page) stops it; route changes made before it arrives are replayed in order with their
 * own times.
 */
export function useVisitorTracking(): void {
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const tracked = !isPrivatePath(pathname);
  const tracker = useRef<VisitorTracker | null>(null);
  const pending = useRef<Array<[page: string, at: number]>>([]);

  useEffect(() => {
    if (!tracked) return;
    let active = true;
    const cancel = whenIdle(() => {
      import('./visitor-tracker.js')
        .then(({ startVisitorTracker }) => {
          const [first, ...later] = pending.current;
          pending.current = [];
          if (!active || !first) return;
          const started = startVisitorTracker(...first);
          for (const [next, at] of later) started.navigate(next, at);
          tracker.current = started;
        })
        .catch((error: unknown) => console.warn('Visitor tracking could not start.', error));
    });
    return () => {
      active = false;
      cancel();
      tracker.current?.stop();
      tracker.current = null;
      pending.current = [];
    };
  }, [tracked]);

  // Declared after the effect above, so on the first render the page is queued before it loads.
  useEffect(() => {
    if (!tracked) return;
    if (tracker.current) tracker.current.navigate(page, Date.now());
    else pending.current.push([page, Date.now()]);
  }, [page, tracked]);
}
