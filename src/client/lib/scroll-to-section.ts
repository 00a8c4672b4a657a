/**
 * SPEC §9: scrolling to a section stops this far above it, so its top sits below the fixed
 * navigation with some air. Sections also carry `scroll-margin-top` of the same size, so anchor
 * jumps without JavaScript (and the browser's own jump on a direct load of /#id) land the same.
 */
export const SCROLL_OFFSET = 120;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the window so the element with this id starts SCROLL_OFFSET px below the viewport top:
 * smoothly, or at once when the visitor prefers reduced motion. Returns false when the page has
 * no such element. Call it from effects and event handlers only (it reads the DOM).
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET);
  // 'instant', not 'auto': 'auto' would follow a CSS scroll-behavior if one were ever set.
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  return true;
}

/** Back to the top of the page, smoothly unless the visitor prefers reduced motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

/**
 * Moves keyboard focus to the section without scrolling, so the next Tab continues from there
 * (what a native anchor jump does, and what a scripted scroll loses).
 */
export function focusSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
