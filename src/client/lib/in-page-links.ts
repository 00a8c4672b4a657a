import type { MouseEvent } from 'react';
import { focusSection, scrollToSection, scrollToTop } from './scroll-to-section.js';

/** A plain left click: new-tab and other modified clicks are left to the browser. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

function decodedId(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1)) || null;
  } catch {
    return null;
  }
}

/**
 * A click on a link to a place on the page already open: `#section` (or `/#section` on the home
 * page) scrolls there with the navigation offset (SPEC §9) and moves focus there; a link to the
 * page itself (the logo on the home page) scrolls back to its top. Only the address's fragment
 * changes, in place. Any other link is left to the browser, which loads the next page (decision
 * 0044). Works for React's links and, as a delegated handler, for static islands' plain HTML.
 * Returns true when it handled the click.
 */
export function followInPageLink(event: MouseEvent<HTMLElement>): boolean {
  if (!isPlainClick(event)) return false;
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href);
  const here = window.location;
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return false;
  const id = decodedId(url.hash);
  if (id === null) {
    event.preventDefault();
    scrollToTop();
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    return true;
  }
  if (!scrollToSection(id)) return false;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  focusSection(id);
  return true;
}
