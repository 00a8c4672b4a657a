import { useEffect } from 'react';
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
 * the 404 page) is never tracked. Every page is a document of its own (decision 0044), so each
 * page load starts the tracker once, with the time the page was opened; the visitor's session
 * carries over from page to page in localStorage.
 */
export function useVisitorTracking(): void {
  useEffect(() => {
    const { pathname, search } = window.location;
    if (isPrivatePath(pathname)) return;
    const page = pathname + search;
    const openedAt = Date.now();
    let tracker: VisitorTracker | null = null;
    let active = true;
    const cancel = whenIdle(() => {
      import('./visitor-tracker.js')
        .then(({ startVisitorTracker }) => {
          if (active) tracker = startVisitorTracker(page, openedAt);
        })
        .catch((error: unknown) => console.warn('Visitor tracking could not start.', error));
    });
    return () => {
      active = false;
      cancel();
      tracker?.stop();
    };
  }, []);
}
