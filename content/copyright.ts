import { firm } from './firm.js';

/**
 * The copyright line, apart from the rest of the footer's copy: the footer is prerendered HTML
 * whose code the home page never downloads, and the browser adds the current year to it with
 * only this (and the firm's name).
 */

/** Without a year: what the prerendered footer carries (it was built on some earlier day). */
export const copyrightWithoutYear = `© ${firm.name}. All rights reserved.`;

/** The copyright line for a given year, e.g. copyrightLine(2026). The caller supplies the year. */
export const copyrightLine = (year: number): string => `© ${year} ${firm.name}. All rights reserved.`;
