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
