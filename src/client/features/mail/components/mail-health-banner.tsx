import { MailWarning } from 'lucide-react';
import { formatDateTime } from '#client/components/dashboard/format.js';
import { useMailHealth } from '#client/features/mail/api/use-mail-health.js';
import { mailHealthWarning } from '#client/features/mail/mail-health-text.js';

/** A warning at the top of the dashboard while mail has been failing for over an hour. */
export function MailHealthBanner() {
  const { data } = useMailHealth();
  const warning = mailHealthWarning(data, formatDateTime);
  return (
    // Always present, so a warning that appears later is announced.
    <div role="status">
      {warning && (
        <div className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300">
          <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div className="grid min-w-0 gap-1">
            <p className="font-semibold">Mail is failing</p>
            <p>{warning}</p>
            {data?.lastError && <p className="wrap-anywhere text-amber-900">Last error: {data.lastError}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
