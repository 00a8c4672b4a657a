import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.js';

const toneClasses = {
  neutral: 'bg-slate-100 text-slate-700',
  info: 'bg-navy-50 text-navy-800',
  success: 'bg-emerald-50 text-emerald-800',
  warning: 'bg-amber-50 text-amber-900',
} as const;

/** A small status label (lead type, transcription state). Colours stay AA on white. */
export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof toneClasses; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        toneClasses[tone],
      )}
    >
      {children}
    </span>
  );
}
