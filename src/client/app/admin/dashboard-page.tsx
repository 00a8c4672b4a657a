import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.js';
import { TooltipProvider } from '#client/components/ui/tooltip.js';
import { AnalyticsColumnSlot } from './analytics-column-slot.js';
import { greetingFor } from './greeting.js';
import { PeopleColumn } from '#client/features/workbench/components/people-column.js';
import { timeToFirstCallCard } from '#client/features/workbench/people-labels.js';
import { usePeopleList } from '#client/features/workbench/use-people-list.js';
import { SessionActivitySlot } from './session-activity-slot.js';
import { SessionFilterBanner } from '#client/features/sessions/components/session-filter-banner.js';
import { SessionFilterProvider, useSessionFilter } from '#client/components/dashboard/session-filter.js';
import { TimelineDrawerProvider } from '#client/components/dashboard/timeline-drawer.js';
import { timelineContent } from './timeline-content.js';
import { StatCards } from '#client/features/analytics/components/stat-cards.js';
import { useAnalyticsEveryMinute } from '#client/features/analytics/api/use-analytics.js';
import { useFirstPagesFirst } from './use-first-pages-first.js';
import { useRefreshDashboard } from './use-refresh-dashboard.js';
import { VoiceColumn } from '#client/features/voice/components/voice-column.js';
import { AvailabilitySettings } from '#client/features/booking/components/availability-settings.js';
import { CallsStrip } from '#client/features/booking/components/calls-strip.js';
import { CallNextStrip } from '#client/features/workbench/components/call-next-strip.js';
import { useCallNext } from '#client/features/workbench/api/use-call-next.js';
import { useAdminBookings } from '#client/features/booking/api/use-admin-bookings.js';
import { MailHealthBanner } from '#client/features/mail/components/mail-health-banner.js';
import { DeviceAlertsToggle } from '#client/features/push/device-alerts-toggle.js';

export interface DashboardPageProps {
  /** Shown beside 'Refresh' in the header (the Logout button). */
  actions?: ReactNode;
  /** The Visitor Analytics column, the third one on wide screens. */
  analyticsColumn?: ReactNode;
  /** The Session Activity grid below the columns. */
  sessionActivity?: ReactNode;
}

/**
 * The admin dashboard (SPEC §2): greeting and refresh, a warning while mail fails, the session
 * filter (kept in view while on), the stat cards as a compact strip, then the Active Leads (with
 * "Call next" and the booked calls on top), Voice Feedback and
 * Visitor Analytics columns, the call availability settings and the Session Activity grid.
 * Everything below shares the tooltip timings, the session filter and the timeline drawer.
 */
export function DashboardPage(props: DashboardPageProps) {
  return (
    <TooltipProvider>
      <SessionFilterProvider>
        <TimelineDrawerProvider renderContent={timelineContent}>
          <Dashboard {...props} />
        </TimelineDrawerProvider>
      </SessionFilterProvider>
    </TooltipProvider>
  );
}

function Dashboard({ actions, analyticsColumn, sessionActivity }: DashboardPageProps) {
  useFirstPagesFirst();
  const { refresh, isRefreshing } = useRefreshDashboard();
  const { sessionId } = useSessionFilter();
  // Active Leads is the workbench: one row per person, narrowed like everything else by the session filter.
  const people = usePeopleList(sessionId);
  // The strips above the list ("Call next", booked calls) and the list appear together, so no row
  // moves down under the principal's finger when a strip arrives.
  const callNextPending = useCallNext(sessionId).isPending;
  const bookingsPending = useAdminBookings().isPending;
  const analytics = useAnalyticsEveryMinute(sessionId);

  return (
    <div className="mx-auto grid w-full max-w-screen-2xl min-w-0 grid-cols-1 gap-3">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h1 className="text-2xl font-bold text-navy-900">Dashboard</h1>
          <p className="text-slate-700">{greetingFor(new Date().getHours())}. Here is what came in.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={refresh} disabled={isRefreshing}>
            <RefreshCw className={isRefreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            Refresh
          </Button>
          <DeviceAlertsToggle />
          {actions}
        </div>
      </header>
      <MailHealthBanner />
      <SessionFilterBanner />
      <StatCards
        activeLeads={people.counts?.all}
        analytics={analytics.data}
        analyticsError={analytics.error}
        extraCards={[timeToFirstCallCard(people.speedToLead)]}
      />
      {/* Active Leads is the widest: the principal works from it. */}
      <div className="grid min-w-0 grid-cols-1 items-start gap-4 lg:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 lg:col-span-2 xl:col-span-1">
          <PeopleColumn
            list={people}
            sessionId={sessionId}
            isStripPending={callNextPending || bookingsPending}
            strip={
              <>
                <CallNextStrip sessionId={sessionId} />
                <CallsStrip />
              </>
            }
          />
        </div>
        <VoiceColumn />
        <AnalyticsColumnSlot analyticsColumn={analyticsColumn} />
      </div>
      <AvailabilitySettings />
      <SessionActivitySlot sessionActivity={sessionActivity} />
    </div>
  );
}
