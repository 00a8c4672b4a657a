import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button.js';
import { AnalyticsColumn } from '../admin-dashboard/analytics-column.js';
import { DashboardPage } from '../admin-dashboard/dashboard-page.js';
import { SessionActivity } from '../admin-dashboard/session-activity.js';

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
