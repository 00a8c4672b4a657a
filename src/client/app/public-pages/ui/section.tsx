import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.js';

type Tone = 'white' | 'slate' | 'navy';

const toneClass: Record<Tone, string> = {
  white: 'bg-white',
  slate: 'bg-slate-50',
  navy: 'on-dark bg-navy-900 text-white',
};

interface SectionProps {
  id?: string;
  /** Id of the section's heading, so the section is announced by its name. */
  labelledBy: string;
  tone?: Tone;
  className?: string;
  children: ReactNode;
}

/**
 * A full-width band of a page with the shared width and vertical rhythm. `scroll-mt-30` (120 px)
 * matches SCROLL_OFFSET, so anchor jumps without JavaScript land where scripted scrolls do.
 */
export function Section({ id, labelledBy, tone = 'white', className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn('scroll-mt-30 py-20 sm:py-24', toneClass[tone], className)}
    >
      <div className="page-container">{children}</div>
    </section>
  );
}
