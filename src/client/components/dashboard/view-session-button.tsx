import { Activity } from 'lucide-react';
import { Button } from '#client/components/ui/button.js';
import { useSessionFilter } from './session-filter.js';

/**
 * 'View Session' on a lead or voice message (SPEC §4): filters the dashboard on the visitor
 * session it came from, or clears the filter when it is already that session. Nothing is shown
 * when the lead or message has no session to show.
 */
export function ViewSessionButton({ sessionId }: { sessionId: string | null }) {
  const filter = useSessionFilter();
  if (!sessionId) return null;
  const active = filter.sessionId === sessionId;
  return (
    <Button
      // The filled look marks the session the dashboard is filtered on.
      variant={active ? 'primary' : 'outline'}
      aria-pressed={active}
      onClick={() => filter.toggle(sessionId)}
    >
      <Activity className="size-4" aria-hidden="true" />
      View Session
    </Button>
  );
}
