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

interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string;
  align?: 'start' | 'center';
  tone?: 'light' | 'dark';
  className?: string;
}

/** A section's h2 with the gold rule above it and an optional introduction. */
export function SectionHeading({ id, title, intro, align = 'start', tone = 'light', className }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={cn('max-w-3xl', centered && 'mx-auto text-center', className)}>
      <span aria-hidden="true" className={cn('mb-5 block h-1 w-12 rounded-full bg-gold-500', centered && 'mx-auto')} />
      <h2
        id={id}
        className={cn(
          'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-white' : 'text-navy-900',
        )}
      >
        {title}
      </h2>
      {intro && (
        <p className={cn('mt-4 text-lg leading-relaxed', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>
          {intro}
        </p>
      )}
    </div>
  );
}
