import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  intro?: string;
  /** Small line above the title. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The navy band at the top of an inner page, holding its h1. */
export function PageHeader({ title, intro, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="on-dark relative isolate overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(90,125,181,0.35),transparent_70%)]"
      />
      <div className="page-container py-16 sm:py-20 lg:py-24">
        {eyebrow ? (
          <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase">
            <span aria-hidden="true" className="h-px w-8 bg-gold-400" />
            {eyebrow}
          </p>
        ) : (
          <span aria-hidden="true" className="block h-1 w-12 rounded-full bg-gold-500" />
        )}
        <h1 className="mt-5 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro && <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-300 sm:text-xl">{intro}</p>}
        {children}
      </div>
    </div>
  );
}
