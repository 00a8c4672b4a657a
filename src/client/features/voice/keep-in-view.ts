/**
 * Keeps the current question on screen when the list is taller than the panel (a small phone, a
 * large text size): the panel's body scrolls just enough to show it, and never the page (the
 * panel is fixed; Element.scrollIntoView would also scroll the document behind it).
 */
export interface Span {
  top: number;
  bottom: number;
}

/** Room left above and below the item, in px, so it does not sit on the very edge. */
export const KEEP_IN_VIEW_MARGIN_PX = 12;

/**
 * How far to scroll `view` (positive: down) so that `item` is inside it with `margin` around it; 0
 * when it already is. An item taller than the view shows its top.
 */
export function scrollToReveal(item: Span, view: Span, margin = KEEP_IN_VIEW_MARGIN_PX): number {
  const above = item.top - (view.top + margin);
  if (above < 0) return above;
  const below = item.bottom - (view.bottom - margin);
  if (below > 0) return Math.min(below, above);
  return 0;
}

/** The nearest ancestor that scrolls vertically, or null. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

export function keepInView(element: HTMLElement): void {
  const scroller = scrollingAncestor(element);
  if (!scroller) return;
  const distance = scrollToReveal(element.getBoundingClientRect(), scroller.getBoundingClientRect());
  if (distance === 0) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  scroller.scrollBy({ top: distance, behavior: smooth ? 'smooth' : 'auto' });
}
