import { holdSubmit, isFormReady } from './features/leads/form-handoff.js';
import './styles.css';

/**
 * The page's only script tag (the CSP forbids inline scripts), and all of it that the browser
 * fetches before the first paint. The prerendered HTML is complete and readable on its own; the
 * app that hydrates it (main.tsx: React and the page's islands) is fetched once the browser
 * reports the first contentful paint, so its bytes never compete with the HTML and the
 * stylesheet on a phone's slow connection (decision 0044).
 *
 * A submit of a form whose code has not run yet would be a native one (a page load with the
 * visitor's details in the address; the API takes JSON only). It is stopped here, from the first
 * moment, and a lead form's submit is replayed once its code runs (form-handoff.ts;
 * deferred-forms.ts loads that code at once when a submit waits). Other forms are React's, which
 * handle (and stop) their own submits once hydrated; one pressed before that is only stopped, and
 * pressing again works.
 */
/** The longest the app waits for a first paint that does not come. */
const PAINT_WAIT_LIMIT_MS = 1500;

let started = false;

function onEarlySubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || isFormReady(form)) return;
  event.preventDefault();
  holdSubmit(form);
  start();
}

function start(): void {
  if (started) return;
  started = true;
  import('./main.js').catch((error: unknown) => console.error('The page script could not load.', error));
}

/** Starts the app once the browser reports the page's first contentful paint. */
function afterFirstPaint(): void {
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
}

document.addEventListener('submit', onEarlySubmit, { capture: true });
afterFirstPaint();
// A tab opened in the background paints nothing until it is shown: the app starts anyway.
setTimeout(start, PAINT_WAIT_LIMIT_MS);
