/**
 * Rounded card on a light background. Apart from styles.ts: the home page's entry uses only this
 * class, and a module lives whole in one chunk.
 */
export const cardClass = 'rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/[0.03]';
