import { cn } from '#client/lib/cn.js';

/**
 * Apart from section.tsx: the home page's entry renders a Section (the contact section's frame)
 * but none of the headings, which are prerendered static islands, so their code stays out of it.
 */

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
