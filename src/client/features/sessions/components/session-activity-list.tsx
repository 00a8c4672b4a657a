import { Eye, Keyboard, MousePointerClick, type LucideIcon } from 'lucide-react';
import { SESSIONS_LIMITS, type SessionActivity } from '#shared/session-schemas.js';
import { activityDetail } from '#client/features/sessions/activity-detail.js';
import { formatDateTime, formatRelativeTime } from '#client/components/dashboard/format.js';

const ACTIVITY_LOOK: Record<SessionActivity['type'], { label: string; Icon: LucideIcon }> = {
  visit: { label: 'Visit', Icon: Eye },
  click: { label: 'Click', Icon: MousePointerClick },
  keystroke: { label: 'Keystroke', Icon: Keyboard },
};

interface SessionActivityListProps {
  /** Newest first, as the API sends them. */
  activities: readonly SessionActivity[];
  /** All of the session's activities, to say how many are not shown. */
  activityCount: number;
  now: number;
  /** Opens the session's whole timeline (the '+N more' button). */
  onShowAll: () => void;
}

/**
 * A session card's latest activities (SPEC §9: the first three) and how many more there are; that
 * count is a button to the session's timeline, where the rest can be read.
 */
export function SessionActivityList({ activities, activityCount, now, onShowAll }: SessionActivityListProps) {
  const shown = activities.slice(0, SESSIONS_LIMITS.recentActivities);
  const more = activityCount - shown.length;
  if (shown.length === 0) return <p className="text-sm text-slate-700">No activity recorded.</p>;
  return (
    <div className="grid gap-1">
      <ol aria-label="Latest activity" className="grid gap-2">
        {shown.map((activity, index) => (
          // Activities carry no id; within one card, time and position tell them apart.
          <ActivityItem key={`${activity.timestamp}-${index}`} activity={activity} now={now} />
        ))}
      </ol>
      {more > 0 && (
        <button
          type="button"
          onClick={onShowAll}
          className="min-h-11 justify-self-start rounded-md text-xs font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
        >
          +{more} more
          <span className="sr-only"> activities: open the session timeline</span>
        </button>
      )}
    </div>
  );
}

function ActivityItem({ activity, now }: { activity: SessionActivity; now: number }) {
  const { label, Icon } = ACTIVITY_LOOK[activity.type];
  const detail = activityDetail(activity);
  return (
    <li className="flex min-w-0 gap-2 rounded-md bg-slate-50 p-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-navy-700" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
          <span className="min-w-0">
            <span className="font-semibold text-slate-900">{label}</span>{' '}
            <span className="font-mono text-xs break-all text-slate-700">{activity.page}</span>
          </span>
          <time
            dateTime={activity.timestamp}
            title={formatDateTime(activity.timestamp)}
            className="text-xs text-slate-600"
          >
            {formatRelativeTime(activity.timestamp, now)}
          </time>
        </p>
        {detail && <p className="text-xs wrap-anywhere text-slate-700">{detail}</p>}
      </div>
    </li>
  );
}
