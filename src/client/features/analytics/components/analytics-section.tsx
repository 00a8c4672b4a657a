import { useId, type ReactNode } from 'react';
import { CARD_CLASS } from '#client/components/dashboard/dashboard-column.js';

/** One titled card in the Visitor Analytics column (a list or a chart). */
export function AnalyticsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={CARD_CLASS}>
      <h3 id={headingId} className="font-semibold text-navy-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** What a section says when it has nothing to list. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-700">{children}</p>;
}
