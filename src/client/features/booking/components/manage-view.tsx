import { useEffect, useRef, useState } from 'react';
import { bookingPage, manageBooking } from '#content/booking.js';
import type { ManagedBooking } from '#shared/booking-schemas.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { Button, buttonClassName } from '#client/components/ui/button.js';
import {
  cancelManagedBooking,
  failureText,
  fetchManagedBooking,
  isStatus,
  moveManagedBooking,
} from '#client/features/booking/api/booking-api.js';
import { callTimeText, visitorTimeZone, zoneSentence } from '#client/features/booking/slot-times.js';
import { useOpenSlots } from '#client/features/booking/use-open-slots.js';
import { CalendarFileLink } from './booking-done.js';
import { OpenTimes } from './open-times.js';
import { Spinner } from './spinner.js';

type Loaded =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; booking: ManagedBooking; when: string; zoneLine: string };

type Step = 'view' | 'move' | 'cancel';

/**
 * The page behind the manage link (signed token, no account): the call, and a way to move it to
 * another open time or cancel it. Loading the page changes nothing (mail scanners open links):
 * only the buttons here POST. Outcomes are said in a live region and focus stays on the page.
 */
export function ManageView({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<Step>('view');
  const [newStart, setNewStart] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const [pickError, setPickError] = useState('');
  const { slots, reload } = useOpenSlots(step === 'move');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchManagedBooking(token, controller.signal).then(
      (booking) => {
        const zone = visitorTimeZone();
        setLoaded({
          status: 'ready',
          booking,
          when: callTimeText(booking, zone),
          zoneLine: zoneSentence(zone, booking.timeZone),
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: isStatus(error, 404) ? 'not-found' : 'error' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  // A step opened: focus goes to its heading or question, so it is read out first.
  useEffect(() => {
    if (step !== 'view') stepRef.current?.querySelector<HTMLElement>('[data-step-start]')?.focus();
  }, [step]);

  const finish = (message: string) => {
    setStep('view');
    setNewStart(null);
    setNotice(message);
    setAttempt((count) => count + 1);
    headingRef.current?.focus();
  };

  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setFailure('');
    try {
      await action();
      finish(done);
    } catch (error) {
      if (isStatus(error, 409)) {
        setNewStart(null);
        reload();
      }
      setFailure(failureText(error, `${manageBooking.actionFailed}.`));
    } finally {
      setBusy(false);
    }
  };

  const confirmMove = () => {
    if (!newStart) {
      setPickError(bookingPage.chooseTimeFirst);
      return;
    }
    const start = newStart;
    void run(() => moveManagedBooking(token, start), manageBooking.moved);
  };

  const keep = () => {
    setStep('view');
    setNewStart(null);
    setFailure('');
    headingRef.current?.focus();
  };

  const open = (next: Step) => {
    setNotice('');
    setFailure('');
    setPickError('');
    setStep(next);
  };

  if (loaded.status === 'loading') {
    return (
      <p role="status" className="flex min-h-11 items-center gap-2 text-slate-700">
        <Spinner />
        {manageBooking.loading}
      </p>
    );
  }
  if (loaded.status !== 'ready') {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-4 rounded-2xl bg-amber-50 p-5 text-amber-900 ring-1 ring-amber-200"
      >
        <p>{loaded.status === 'not-found' ? manageBooking.notFound : manageBooking.loadFailed}</p>
        <a href={SITE_ROUTES.book} className={buttonClassName({ className: 'px-5' })}>
          {manageBooking.bookAgainLabel}
        </a>
      </div>
    );
  }

  const { booking } = loaded;
  const intro =
    booking.status === 'booked'
      ? manageBooking.bookedIntro(booking.firstName)
      : booking.status === 'cancelled'
        ? manageBooking.cancelledIntro
        : manageBooking.pastIntro;

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="managed-call-heading"
        className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h2
          id="managed-call-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-sm font-semibold text-slate-700 outline-none"
        >
          {intro}
        </h2>
        <p
          data-testid="managed-time"
          className={
            booking.status === 'booked' ? 'text-2xl font-bold text-navy-900' : 'text-xl text-slate-500 line-through'
          }
        >
          {loaded.when}
        </p>
        <p className="text-sm text-slate-600">{loaded.zoneLine}</p>
        {booking.status === 'booked' && step === 'view' && (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button onClick={() => open('move')} className="sm:px-6">
              {manageBooking.moveLabel}
            </Button>
            <Button variant="outline" onClick={() => open('cancel')} className="sm:px-6">
              {manageBooking.cancelLabel}
            </Button>
            <CalendarFileLink token={token} className={buttonClassName({ variant: 'ghost', className: 'sm:px-6' })} />
          </div>
        )}
        {booking.status !== 'booked' && (
          <a href={SITE_ROUTES.book} className={buttonClassName({ className: 'mt-2 justify-self-start px-5' })}>
            {manageBooking.bookAgainLabel}
          </a>
        )}
      </section>

      {step === 'cancel' && (
        <div
          ref={stepRef}
          role="group"
          aria-labelledby="cancel-question"
          className="grid gap-4 rounded-2xl bg-red-50 p-5 ring-1 ring-red-200 sm:p-8"
        >
          <p id="cancel-question" data-step-start="" tabIndex={-1} className="font-semibold text-red-900 outline-none">
            {manageBooking.cancelQuestion}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              onClick={() => void run(() => cancelManagedBooking(token), manageBooking.cancelled)}
              disabled={busy}
              className="bg-red-700 hover:bg-red-800 sm:px-6"
            >
              {busy ? manageBooking.cancellingLabel : manageBooking.confirmCancelLabel}
            </Button>
            <Button variant="outline" onClick={keep} disabled={busy} className="sm:px-6">
              {manageBooking.keepLabel}
            </Button>
          </div>
        </div>
      )}

      {step === 'move' && (
        <section
          ref={stepRef}
          aria-labelledby="move-heading"
          className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2
            id="move-heading"
            data-step-start=""
            tabIndex={-1}
            className="text-xl font-bold text-navy-900 outline-none"
          >
            {manageBooking.moveHeading}
          </h2>
          <OpenTimes
            id="move"
            slots={slots}
            onRetry={reload}
            value={newStart}
            onChange={(start) => {
              setNewStart(start);
              setPickError('');
            }}
            error={pickError}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={confirmMove} disabled={busy || slots.status !== 'ready'} className="sm:px-6">
              {busy ? manageBooking.movingLabel : manageBooking.confirmMoveLabel}
            </Button>
            <Button variant="outline" onClick={keep} disabled={busy} className="sm:px-6">
              {manageBooking.keepLabel}
            </Button>
          </div>
        </section>
      )}

      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <p
        role="status"
        className={notice ? 'rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800' : 'sr-only'}
      >
        {notice}
      </p>
    </div>
  );
}
