import type { ReactNode } from 'react';
import type { TimelineEntry, TimelineSession } from '#shared/timeline-schemas.js';
import { formatDateTime, formatSessionDuration } from '#client/components/dashboard/format.js';
import { TimelineBody } from '#client/components/dashboard/timeline-body.js';
import { deviceLabel, placeName } from '#client/components/dashboard/visitor-labels.js';
import { useSessionTimeline } from '#client/features/sessions/api/use-session-timeline.js';

interface SessionTimelineProps {
  sessionId: string;
  /** The voicemail player, passed in by app/ (this feature does not import voice). */
  renderVoicemail?: (entry: Extract<TimelineEntry, { kind: 'voicemail' }>) => ReactNode;
}

/** The drawer's body for a session: its facts, then everything it did, oldest first. */
export function SessionTimeline({ sessionId, renderVoicemail }: SessionTimelineProps) {
  const timeline = useSessionTimeline(sessionId);
  return (
    <div className="grid min-w-0 gap-4">
      <p className="font-mono text-sm break-all text-navy-900">{sessionId}</p>
      <TimelineBody
        timeline={timeline}
        renderVoicemail={renderVoicemail}
        header={(data) =>
          data.session ? (
            <SessionFacts session={data.session} />
          ) : (
            <p className="text-sm text-slate-700">No visits are stored for this session, only what it sent.</p>
          )
        }
      />
    </div>
  );
}

function SessionFacts({ session }: { session: TimelineSession }) {
  const facts: Array<[string, string]> = [
    ['Location', placeName(session.city, session.state)],
    ['Device', deviceLabel(session.deviceType, session.browserName)],
    ['First visit', formatDateTime(session.firstVisit)],
    ['Last visit', formatDateTime(session.lastVisit)],
    ['Duration', formatSessionDuration(session.firstVisit, session.lastVisit)],
    ['Page views', session.pageViews.toLocaleString('en-US')],
  ];
  return (
    <dl className="grid gap-1 rounded-md border border-slate-200 bg-white p-3 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="grid min-w-0 grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
          <dt className="text-slate-600">{term}</dt>
          <dd className="min-w-0 wrap-anywhere text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
