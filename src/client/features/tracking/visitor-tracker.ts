import { createBatchQueue, createSender } from './api/batch-sender.js';
import { clickFields, cutText, keystrokeFields } from './event-builders.js';
import { carryFirstTouch } from './first-touch.js';
import { isPrivatePath } from './private-paths.js';
import { browserOptsOut } from './privacy-rules.js';
import { createSessionStore } from './session-store.js';
import { createPageTimer } from './time-on-page.js';
import { FIELD_CHARS, SESSION_REFRESH_MS, TRACKING_URL } from './tracking-config.js';

/**
 * The browser side of visitor tracking (SPEC §3, §4, §7; DESIGN.md "Tracking and privacy"):
 * visits, leaves with time on page, clicks and keystrokes, queued and sent in batches. It is a
 * chunk of its own, fetched by use-visitor-tracking.ts once a public page has hydrated, so /admin
 * never loads it. Handlers only build a small object and queue it.
 */
export interface VisitorTracker {
  /** Tracking ends (the layout is gone): the page's leave is sent and listeners go. */
  stop(): void;
}

/**
 * The page the visitor came from, as the browser says, except this site's private pages: they
 * never appear, not even as a referrer (the page after /admin reads as a direct visit).
 */
function referrerOf(referrer: string): string | null {
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    if (from.origin === location.origin && isPrivatePath(from.pathname)) return null;
  } catch {
    return null;
  }
  return referrer;
}

const LISTEN = { capture: true, passive: true } as const;

const isVisible = () => document.visibilityState === 'visible';

export function startVisitorTracker(page: string, at: number): VisitorTracker {
  const storage = () => window.localStorage;
  const session = createSessionStore(storage);
  const queue = createBatchQueue(
    createSender(TRACKING_URL, {
      sendBeacon: (url, data) => navigator.sendBeacon(url, data),
      fetch: (url, init) => fetch(url, init),
    }),
  );
  const redactAll = browserOptsOut(navigator, window as { doNotTrack?: string | null });
  let current = '';
  let timer = createPageTimer(at, false);

  const base = (at: number) => ({ sessionId: session.current(at), page: current });

  const visit = (next: string, at: number, from: string | null) => {
    current = cutText(next, FIELD_CHARS.url);
    timer = createPageTimer(at, isVisible());
    const event = { type: 'visit' as const, ...base(at), referrer: from ? cutText(from, FIELD_CHARS.url) : null };
    const firstTouch = carryFirstTouch(storage, { ...event, session: event.sessionId, at }, location.origin);
    queue.add(at, { ...event, firstTouch });
  };
  const leave = (at: number) => {
    const timeOnPage = timer.leave(at);
    if (timeOnPage !== null) queue.add(at, { type: 'leave', ...base(at), timeOnPage });
  };
  const hide = () => {
    leave(Date.now());
    queue.flush(true);
  };

  // Untrusted events are the page's own scripts, not the visitor.
  const onClick = (event: MouseEvent) => {
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    const now = Date.now();
    queue.add(now, { type: 'click', ...base(now), ...clickFields(event.target, event.pageX, event.pageY) });
  };
  const onField = (event: Event) => {
    const field = event.target;
    if (!event.isTrusted || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const now = Date.now();
    // Chrome's autofill fires keydown events without a key.
    const key = event instanceof KeyboardEvent && typeof event.key === 'string' ? event.key : null;
    queue.add(now, { type: 'keystroke', ...base(now), ...keystrokeFields(field, key, redactAll) });
  };
  const onVisibility = () => (isVisible() ? timer.resume(Date.now()) : hide());
  // Back from the back/forward cache: the page is on screen again.
  const onPageShow = (event: PageTransitionEvent) => event.persisted && timer.resume(Date.now());

  const listeners: Array<[EventTarget, string, (event: never) => unknown]> = [
    [document, 'click', onClick],
    [document, 'input', onField],
    [document, 'keydown', onField],
    [document, 'visibilitychange', onVisibility],
    [window, 'pagehide', hide],
    [window, 'pageshow', onPageShow],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener, LISTEN);
  // SPEC §4: the stored timestamp is refreshed every 60 s while the page is open.
  const refresh = setInterval(() => session.current(Date.now(), true), SESSION_REFRESH_MS);

  visit(page, at, referrerOf(document.referrer));

  return {
    stop() {
      leave(Date.now());
      queue.flush(false);
      clearInterval(refresh);
      for (const [target, type, listener] of listeners)
        target.removeEventListener(type, listener as EventListener, LISTEN);
    },
  };
}
