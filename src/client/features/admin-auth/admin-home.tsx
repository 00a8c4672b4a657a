import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button.js';

interface AdminHomeProps {
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The authenticated view. The dashboard itself is built in a later issue. */
export function AdminHome({ onLogout, isLoggingOut }: AdminHomeProps) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-navy-900">Dashboard</h1>
        <Button variant="outline" onClick={onLogout} disabled={isLoggingOut}>
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </Button>
      </div>
      <section className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        Leads, voice messages and visitor analytics will appear here soon.
      </section>
    </div>
  );
}
