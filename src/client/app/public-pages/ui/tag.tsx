import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.js';

const toneClass = {
  /** What kind of business, e.g. "Defense contractor". */
  industry: 'bg-slate-100 text-slate-700 ring-slate-200',
  /** The outcome, e.g. "70% debt reduction". */
  result: 'bg-gold-50 text-gold-800 ring-gold-200',
} as const;

/** A small label on a story card. */
export function Tag({ tone, children }: { tone: keyof typeof toneClass; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset',
        toneClass[tone],
      )}
    >
      {children}
    </span>
  );
}
