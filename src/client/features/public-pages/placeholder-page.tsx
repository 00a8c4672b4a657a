import type { ReactNode } from 'react';

/**
 * A page's heading and a short introduction. Stands in until the site content is written, so
 * every route has its final title and heading from the start.
 */
export function PlaceholderPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{heading}</h1>
      <div className="mt-4 grid gap-4 text-lg text-slate-600">{children}</div>
    </section>
  );
}
