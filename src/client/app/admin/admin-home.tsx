import { LogOut } from 'lucide-react';
import { Button } from '#client/components/ui/button.js';
import { AnalyticsColumn } from '#client/features/analytics/components/analytics-column.js';
import { DashboardPage } from './dashboard-page.js';
import { SessionActivity } from '#client/features/sessions/components/session-activity.js';

interface AdminHomeProps {
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The authenticated view: the dashboard, with the session's way out in its header. */
export function AdminHome({ onLogout, isLoggingOut }: AdminHomeProps) {
  return (
    <DashboardPage
      actions={
        <Button variant="outline" onClick={onLogout} disabled={isLoggingOut}>
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </Button>
      }
      analyticsColumn={<AnalyticsColumn />}
      sessionActivity={<SessionActivity />}
    />
  );
}
