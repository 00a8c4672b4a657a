/** Form controls a visitor types into or picks from: what nothing floating may cover while in use. */
const FORM_CONTROL_SELECTOR = 'input, textarea, select, [contenteditable="true"]';

/** Is this element (usually document.activeElement) a control the visitor is filling in? */
export function isFormControl(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.matches(FORM_CONTROL_SELECTOR);
}

/**
 * Calls `onChange` whenever focus moves anywhere in the document (in and out), until the returned
 * function is called: for effects that follow the control in use (toast placement, the floating
 * voicemail button).
 */
export function onFocusMove(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}
