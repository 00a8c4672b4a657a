/** Rounded card on a light background. */
export const cardClass = 'rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/[0.03]';
