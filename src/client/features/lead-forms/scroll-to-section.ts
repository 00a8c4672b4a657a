/** SPEC §9: scrolling to a section stops this far above it, below the fixed navigation. */
export const SCROLL_OFFSET_PX = 120;

/**
 * Scrolls to the element with this id, 120 px above it, smoothly unless the visitor asked for
 * reduced motion. Returns false when there is no such element on the page.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: Math.max(0, target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  return true;
}

/**
 * Moves keyboard focus into a form without scrolling (a smooth scroll may be running): to the first
 * empty field, or the first field when all are filled.
 */
export function focusFirstEmptyField(formId: string): void {
  const form = document.getElementById(formId);
  if (!form) return;
  const fields = Array.from(
    form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input:not([type="hidden"]):not([tabindex="-1"]), textarea, select',
    ),
  ).filter((field) => !field.disabled);
  const target = fields.find((field) => field.value.trim() === '') ?? fields[0];
  target?.focus({ preventScroll: true });
}
