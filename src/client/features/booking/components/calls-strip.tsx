import { CalendarClock, CalendarX2, MoveRight } from 'lucide-react';
import { useState } from 'react';
import type { AdminBooking } from '#shared/booking-schemas.js';
import { telHref } from '#shared/contact-links.js';
import { ListError } from '#client/components/dashboard/list-states.js';
import { StripSection } from '#client/components/dashboard/strip-section.js';
import { useNow } from '#client/components/dashboard/use-now.js';
import { Button } from '#client/components/ui/button.js';
import { cn } from '#client/lib/cn.js';
import { useAdminBookings, useCancelBooking, useMoveBooking } from '#client/features/booking/api/use-admin-bookings.js';
import { callerName, callWhen, todaysAndUpcoming } from '#client/features/booking/call-list.js';
import { useOpenSlots } from '#client/features/booking/use-open-slots.js';
import { OpenTimes } from './open-times.js';

/** Shown before "Show all": the strip stays compact above the leads. */
const FIRST_SHOWN = 4;

/**
 * Today's and upcoming booked calls, a compact strip at the top of the leads column: when, who,
 * their phone, and Move / Cancel (each asks first, in place). Nothing when there are no calls.
 */
export function CallsStrip() {
  const bookings = useAdminBookings();
  const now = useNow();
  const [showAll, setShowAll] = useState(false);
  if (bookings.error && !bookings.data) return <ListError what="booked calls" error={bookings.error} />;
  const calls = todaysAndUpcoming(bookings.data?.items ?? [], now);
  if (calls.length === 0) return null;
  const shown = showAll ? calls : calls.slice(0, FIRST_SHOWN);

  return (
    <StripSection
      id="calls-strip-heading"
      icon={CalendarClock}
      title={`Booked calls: today and upcoming (${calls.length})`}
    >
      <ul className="grid gap-1">
        {shown.map((call) => (
          <CallItem key={call.id} call={call} now={now} />
        ))}
      </ul>
      {calls.length > FIRST_SHOWN && (
        <Button variant="ghost" className="justify-self-start px-2 text-xs" onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer' : `Show all ${calls.length}`}
        </Button>
      )}
    </StripSection>
  );
}

type Step = 'view' | 'move' | 'cancel';

function CallItem({ call, now }: { call: AdminBooking; now: number }) {
  const [step, setStep] = useState<Step>('view');
  const [start, setStart] = useState<string | null>(null);
  const cancel = useCancelBooking(call);
  const move = useMoveBooking(call);
  const { slots, reload } = useOpenSlots(step === 'move');
  const passed = Date.parse(call.end) < now;
  const when = callWhen(call.start, now);
  const name = callerName(call);

  return (
    <li className={cn('grid gap-1 rounded-md px-1 py-0.5', passed && 'opacity-70')}>
      <div className="flex items-center gap-2 text-sm">
        <div className="min-w-0 flex-1">
          <time dateTime={call.start} className="block font-semibold text-navy-900">
            {when}
          </time>
          <p className="truncate text-slate-800">
            {name}
            {call.company && <span className="text-slate-600"> · {call.company}</span>}
            {call.phone && (
              <>
                {' · '}
                <a href={telHref(call.phone)} className="text-navy-700 underline-offset-2 hover:underline">
                  {call.phone}
                </a>
              </>
            )}
          </p>
        </div>
        {step === 'view' && !passed && (
          <span className="flex shrink-0 gap-1">
            <Button
              variant="outline"
              className="px-2 py-1 text-xs"
              onClick={() => setStep('move')}
              aria-label={`Move the call with ${name}, ${when}`}
            >
              <MoveRight aria-hidden="true" className="size-4" />
              Move
            </Button>
            <Button
              variant="outline"
              className="px-2 py-1 text-xs"
              onClick={() => setStep('cancel')}
              aria-label={`Cancel the call with ${name}, ${when}`}
            >
              <CalendarX2 aria-hidden="true" className="size-4" />
              Cancel
            </Button>
          </span>
        )}
      </div>
      {step === 'cancel' && (
        <div
          role="group"
          aria-label={`Cancel the call with ${name}`}
          className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 p-2 text-sm text-red-900"
        >
          <span>Cancel this call?</span>
          <Button
            autoFocus
            className="bg-red-700 px-3 py-1 hover:bg-red-800"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => setStep('view') })}
          >
            {cancel.isPending ? 'Cancelling…' : 'Yes, cancel'}
          </Button>
          <Button variant="outline" className="px-3 py-1" disabled={cancel.isPending} onClick={() => setStep('view')}>
            Keep
          </Button>
        </div>
      )}
      {step === 'move' && (
        <div
          role="group"
          aria-label={`Move the call with ${name}`}
          className="grid gap-3 rounded-md bg-slate-50 p-2 ring-1 ring-slate-200"
        >
          <OpenTimes id={`move-call-${call.id}`} slots={slots} onRetry={reload} value={start} onChange={setStart} />
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={!start || move.isPending}
              onClick={() => start && move.mutate(start, { onSuccess: () => setStep('view'), onError: reload })}
            >
              {move.isPending ? 'Moving…' : 'Move the call'}
            </Button>
            <Button variant="outline" disabled={move.isPending} onClick={() => setStep('view')}>
              Keep the time
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
