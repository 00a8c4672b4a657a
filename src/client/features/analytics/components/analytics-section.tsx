import { useId, type ReactNode } from 'react';
import { CARD_CLASS } from '#client/components/dashboard/dashboard-column.js';
import { useSessionFilter } from '#client/components/dashboard/session-filter.js';

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

/**
 * What a section says when it has nothing to list: "No referrers in the last 30 days.", or under
 * the session filter "No referrers in this session.", so a narrowed column never reads as lost data.
 */
export function SectionEmpty({ what, period = 'in the last 30 days' }: { what: string; period?: string }) {
  const { sessionId } = useSessionFilter();
  return (
    <p className="text-sm text-slate-700">
      No {what} {sessionId ? 'in this session' : period}.
    </p>
  );
}
