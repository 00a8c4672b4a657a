import { memo, type ReactNode } from 'react';
import type { VisitorSession } from '#shared/session-schemas.js';
import { CopyButton } from '#client/components/dashboard/copy-button.js';
import { CARD_CLASS } from '#client/components/dashboard/dashboard-column.js';
import { formatDateTime, formatRelativeTime, formatSessionDuration } from '#client/components/dashboard/format.js';
import { SessionActivityList } from './session-activity-list.js';
import { TimelineButton, useTimelineDrawer } from '#client/components/dashboard/timeline-drawer.js';
import { ViewSessionButton } from '#client/components/dashboard/view-session-button.js';
import { deviceLabel, ipAddressLabel, placeName } from '#client/components/dashboard/visitor-labels.js';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/** A moment as the date and time, then how long ago. */
function Moment({ at, now }: { at: string; now: number }) {
  return (
    <>
      <time dateTime={at}>{formatDateTime(at)}</time>
      <span className="text-slate-600"> · {formatRelativeTime(at, now)}</span>
    </>
  );
}

/**
 * One visitor session in the Session Activity grid (SPEC §3 Session, §9). Memoised and keyed by
 * id, so loading more pages or refreshing leaves the cards already shown alone.
 */
export const SessionCard = memo(function SessionCard({ session, now }: { session: VisitorSession; now: number }) {
  const headingId = `session-${session.id}-title`;
  const drawer = useTimelineDrawer();
  const openTimeline = () => drawer.open({ kind: 'session', sessionId: session.id });
  return (
    <article aria-labelledby={headingId} data-session-id={session.id} className={CARD_CLASS}>
      <div className="flex min-w-0 items-center gap-1">
        {/* Ids are long: one truncated line, the whole id in the title and for screen readers. */}
        <h3
          id={headingId}
          title={session.id}
          className="min-w-0 flex-1 truncate font-mono text-sm font-semibold text-navy-900"
        >
          {session.id}
        </h3>
        <CopyButton text={session.id} label="Copy session ID" />
      </div>
      <dl className="grid gap-1 text-sm">
        <Detail term="Location">{placeName(session.city, session.state)}</Detail>
        <Detail term="IP address">{ipAddressLabel(session.ipAddress)}</Detail>
        <Detail term="Device">{deviceLabel(session.deviceType, session.browserName)}</Detail>
        <Detail term="First visit">
          <Moment at={session.firstVisit} now={now} />
        </Detail>
        <Detail term="Last visit">
          <Moment at={session.lastVisit} now={now} />
        </Detail>
        <Detail term="Duration">{formatSessionDuration(session.firstVisit, session.lastVisit)}</Detail>
        <Detail term="Page views">{session.pageViews.toLocaleString('en-US')}</Detail>
      </dl>
      <SessionActivityList
        activities={session.activities}
        activityCount={session.activityCount}
        now={now}
        onShowAll={openTimeline}
      />
      <div className="flex flex-wrap gap-2">
        <ViewSessionButton sessionId={session.id} />
        <TimelineButton target={{ kind: 'session', sessionId: session.id }} />
      </div>
    </article>
  );
});
