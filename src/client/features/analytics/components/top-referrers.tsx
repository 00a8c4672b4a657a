import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { AnalyticsSummary } from '#shared/analytics-schemas.js';
import { cn } from '#client/lib/cn.js';
import { AnalyticsSection, SectionEmpty } from './analytics-section.js';
import { CountBadge, CountRow, ShortText } from './count-row.js';

type Referrer = AnalyticsSummary['topReferrers'][number];

/**
 * Top Referrers (SPEC §2, §9): the server's labels with their visit counts. Rows are keyed by
 * label, so an opened group stays open across the 10 s polls.
 */
export function TopReferrers({ referrers }: { referrers: readonly Referrer[] }) {
  return (
    <AnalyticsSection title="Top Referrers">
      {referrers.length === 0 ? (
        <SectionEmpty what="referrers" />
      ) : (
        <ul className="grid">
          {referrers.map((referrer) => (
            <ReferrerRow key={referrer.referrer} referrer={referrer} />
          ))}
        </ul>
      )}
    </AnalyticsSection>
  );
}

/** A referrer that came from several pages (of one host) opens to list them; others are a plain row. */
function ReferrerRow({ referrer }: { referrer: Referrer }) {
  const [open, setOpen] = useState(false);
  const pagesId = useId();
  if (referrer.pages.length <= 1) return <CountRow text={referrer.referrer} count={referrer.count} />;
  return (
    <li className="grid">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={pagesId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md text-left text-sm text-slate-800 hover:bg-slate-100"
      >
        <span className="flex min-w-0 items-center gap-1">
          <ChevronRight className={cn('size-4 shrink-0 text-slate-500', open && 'rotate-90')} aria-hidden="true" />
          <ShortText text={referrer.referrer} />
        </span>
        <CountBadge count={referrer.count} />
      </button>
      {/* Always in the page (hidden when closed) so aria-controls names a real element. */}
      <ul
        id={pagesId}
        hidden={!open}
        aria-label={`Pages of ${referrer.referrer}`}
        className="grid border-l-2 border-slate-200 pl-3"
      >
        {referrer.pages.map((page) => (
          <CountRow key={page.page} text={page.page} count={page.count} />
        ))}
      </ul>
    </li>
  );
}
