import { cn } from '#client/lib/cn.js';

/**
 * Class names for links styled as buttons (most calls to action here navigate or scroll, so they
 * are links, not <button>s). 48 px tall: a comfortable tap target.
 */
const buttonBase = cn(
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-3 text-center text-base font-semibold',
  'transition-colors duration-150',
);

export const buttonClass = {
  /** Navy on light backgrounds. */
  primary: cn(buttonBase, 'bg-navy-800 text-white shadow-sm hover:bg-navy-700'),
  /** The gold accent, for the main call to action on a navy background. */
  gold: cn(buttonBase, 'bg-gold-500 text-navy-950 shadow-sm hover:bg-gold-400'),
  /** Secondary action on a navy background. */
  outlineLight: cn(buttonBase, 'border border-white/35 text-white hover:border-white/60 hover:bg-white/10'),
  /** Secondary action on a light background. */
  outline: cn(buttonBase, 'border border-slate-300 bg-white text-navy-900 hover:border-slate-400 hover:bg-slate-50'),
} as const;

/** An inline text link with an arrow, e.g. "View All Questions". */
export const textLinkClass = cn(
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-navy-700 underline decoration-navy-200',
  'decoration-2 underline-offset-4 hover:text-navy-900 hover:decoration-navy-500',
);
