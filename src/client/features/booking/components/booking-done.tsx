import { CalendarPlus, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { bookingDone } from '#content/booking.js';
import type { BookingCreated } from '#shared/booking-schemas.js';
import { TOKEN_PAGE_ROUTES, tokenPagePath } from '#shared/site-routes.js';
import { buttonClassName } from '#client/components/ui/button.js';
import { inviteHref } from '#client/features/booking/api/booking-api.js';
import { callTimeText, tokenFromManageUrl, visitorTimeZone } from '#client/features/booking/slot-times.js';

/**
 * The booked call: when, and the manage link and calendar file. Both are always shown here, not
 * only in the e-mail: without mail (SMTP unset) this is the visitor's only copy, and with mail it
 * does no harm. Focus comes here, so a screen reader reads the confirmation at once.
 */
export function BookingDone({ booking, firstName }: { booking: BookingCreated; firstName: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [when, setWhen] = useState('');
  const token = tokenFromManageUrl(booking.manageUrl);
  // The link on this site (the server's PUBLIC_URL may name another of its addresses).
  const manageHref = token ? tokenPagePath(TOKEN_PAGE_ROUTES.bookingManage, token) : booking.manageUrl;

  useEffect(() => {
    setWhen(callTimeText(booking, visitorTimeZone()));
    headingRef.current?.focus();
  }, [booking]);

  return (
    <section
      aria-labelledby="booking-done-heading"
      className="grid gap-5 rounded-2xl bg-green-50 p-5 ring-1 ring-green-200 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-green-700" />
        <div className="grid gap-2">
          <h2
            id="booking-done-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-navy-900 outline-none"
          >
            {bookingDone.heading}
          </h2>
          <p className="text-lg font-semibold text-slate-900" data-testid="booked-time">
            {when}
          </p>
          <p className="text-slate-700">{bookingDone.body(firstName)}</p>
        </div>
      </div>
      <div className="grid gap-3 sm:pl-11">
        <p className="text-sm text-slate-700">{bookingDone.manageIntro}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a href={manageHref} className={buttonClassName({ className: 'px-5' })}>
            {bookingDone.manageLabel}
          </a>
          {token && (
            <CalendarFileLink token={token} className={buttonClassName({ variant: 'outline', className: 'px-5' })} />
          )}
        </div>
        <p className="text-xs break-all text-slate-600">{booking.manageUrl}</p>
      </div>
    </section>
  );
}

/** The booking's .ics file, for the visitor's own calendar. */
export function CalendarFileLink({ token, className }: { token: string; className: string }) {
  return (
    <a href={inviteHref(token)} download="consultation-call.ics" className={className}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      {bookingDone.calendarLabel}
    </a>
  );
}
