import { useEffect } from 'react';
import { copyrightLine } from '#content/copyright.js';

/** Marks the footer's copyright line, whose year the browser fills in. */
export const COPYRIGHT_ATTRIBUTE = 'data-copyright';

/**
 * Puts the current year into the footer's copyright line. The footer is prerendered HTML kept as
 * it is (a static island), built on some earlier day, so it carries the line without a year and
 * the year is written here, into that one element, once the page runs.
 */
export function useCopyrightYear(): void {
  useEffect(() => {
    const line = copyrightLine(new Date().getFullYear());
    for (const element of document.querySelectorAll(`[${COPYRIGHT_ATTRIBUTE}]`)) element.textContent = line;
  }, []);
}
