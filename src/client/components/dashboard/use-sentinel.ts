import { useEffect, useRef } from 'react';

/** Start loading a little before the end comes into view, so scrolling rarely waits. */
const LOOK_AHEAD = '600px 0px';

/**
 * Calls `onReach` when the returned element comes near the viewport, while `enabled`. The
 * observer is made again each time `enabled` turns on, and a new observer reports at once: so
 * when a loaded page is too short to push the sentinel away, the next one loads without a scroll.
 */
export function useSentinel<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latestOnReach = useRef(onReach);
  useEffect(() => {
    latestOnReach.current = onReach;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestOnReach.current();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
