import { focusSection, SCROLL_OFFSET, scrollToSection } from '#client/lib/scroll-to-section.js';

/** How long to wait for a section that is still loading (a lazy section rendered without its HTML). */
const WAIT_FOR_SECTION_MS = 5000;

/** How long after arriving the section is kept in place while the page above it settles. */
const KEEP_IN_PLACE_MS = 2000;

/** What the visitor does to scroll on their own: the page stops holding the section there. */
const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * On a slow device the page above the section can still change height after the scroll (an image
 * or a font arriving, a chunk rendering late), which would leave the section off its mark (once
 * measured at 82 px). For a short while, whenever the page's size changes, the section is scrolled
 * back to its place, until the visitor scrolls by themselves. Returns the function that stops it.
 */
function keepInPlace(id: string): () => void {
  const target = document.getElementById(id);
  if (!target || typeof ResizeObserver !== 'function') return () => {};
  const resized = new ResizeObserver(() => {
    if (Math.abs(target.getBoundingClientRect().top - SCROLL_OFFSET) > 1) scrollToSection(id);
  });
  const release = () => {
    resized.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, release);
  };
  const timer = window.setTimeout(release, KEEP_IN_PLACE_MS);
  for (const type of VISITOR_SCROLL_EVENTS) window.addEventListener(type, release, { passive: true });
  resized.observe(document.body);
  return release;
}

/**
 * Scrolls to the section `hash` names with the navigation offset and focuses it, for a page
 * opened with a #section or a link to one (use-scroll-to-hash.ts loads this only then). The
 * browser has usually jumped there already (sections carry the same scroll margin); this then
 * changes nothing. A section whose code is still being fetched is waited for (with the sections
 * above it, which would otherwise push it down once they render), and then held in place while
 * the page settles (keepInPlace). Returns the function that stops all of it.
 */
export function scrollToHash(hash: string): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return () => {};
  }
  let release = () => {};
  const scroll = () => {
    if (!scrollToSection(id)) return;
    focusSection(id);
    release = keepInPlace(id);
  };
  const pending = () => !document.getElementById(id) || document.querySelector('[data-static-island]:empty');
  if (!pending()) {
    scroll();
    return () => release();
  }
  const observer = new MutationObserver(() => {
    if (pending()) return;
    stop();
    scroll();
  });
  const timer = window.setTimeout(() => {
    stop();
    scroll();
  }, WAIT_FOR_SECTION_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    stop();
    release();
  };
}
