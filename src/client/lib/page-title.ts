import { firm } from '#content/firm.js';

/** "Page | Firm": the page first so tabs stay distinguishable when several are open. */
export function pageTitle(page: string): string {
  return `${page} | ${firm.name}`;
}
