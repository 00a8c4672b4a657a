/**
 * Time on page for `leave` events, in whole seconds of the page being visible.
 *
 * The rule: each leave reports the visible time since the page's visit or since it last became
 * visible again, then the count stops until the page shows again. A hidden→visible→hidden cycle
 * therefore sends a second leave with only the new stretch, so the server can add leaves up
 * without counting any time twice; time spent hidden (another tab) counts for nothing. A second
 * "hide" without a show in between (visibilitychange then pagehide) reports nothing.
 */
export interface PageTimer {
  /** Seconds to report now, or null when this stretch has already been reported. */
  leave(now: number): number | null;
  /** The page is visible again: a new stretch starts (no-op while one is running). */
  resume(now: number): void;
}

/** The server's upper bound for one leave (a week). */
const MAX_SECONDS = 7 * 24 * 3600;

export function createPageTimer(start: number, visible: boolean): PageTimer {
  let since: number | null = visible ? start : null;
  return {
    leave(now) {
      if (since === null) return null;
      const seconds = Math.min(MAX_SECONDS, Math.max(0, Math.round((now - since) / 1000)));
      since = null;
      return seconds;
    },
    resume(now) {
      since ??= now;
    },
  };
}
