import { useEffect, useRef, useState, type FormEvent } from 'react';
import { bookingPage } from '#content/booking.js';
import { consentNotices } from '#content/consent-notices.js';
import { firm } from '#content/firm.js';
import { bookingRequestSchema, type BookingCreated } from '#shared/booking-schemas.js';
import { TextField } from '#client/components/form-fields.js';
import { Button } from '#client/components/ui/button.js';
import {
  BOOKING_CONTACT_FIELDS,
  readBookingContact,
  rememberBookingContact,
  type BookingContactField,
} from '#client/lib/islands/booking-contact.js';
import { readVisitorSessionId } from '#client/lib/islands/visitor-session-id.js';
import { createBooking, failureText, isStatus } from '#client/features/booking/api/booking-api.js';
import { useOpenSlots } from '#client/features/booking/use-open-slots.js';
import { BookingDone } from './booking-done.js';
import { OpenTimes } from './open-times.js';

type Values = Record<BookingContactField, string>;
type FieldErrors = Partial<Record<BookingContactField | 'start', string>>;

const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', company: '' };
const OFFICE_PHONE = firm.phones[0]?.display;

/** The first message for each field of a failed parse. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === 'start' || BOOKING_CONTACT_FIELDS.includes(field as BookingContactField)) {
      errors[field as keyof FieldErrors] ??= issue.message;
    }
  }
  return errors;
}

/**
 * /book: the open times in the visitor's zone, the visitor's details (started with what they gave
 * on this visit), then the booked call with its manage link and calendar file. A time taken
 * meanwhile (409) says so, and the times are fetched again.
 */
export function BookView() {
  const { slots, reload } = useOpenSlots();
  const [start, setStart] = useState<string | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [prefilled, setPrefilled] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<BookingCreated | null>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** After a refused submit, once the errors show: focus goes to the first problem. */
  const focusFirstProblem = useRef(false);

  // After hydration: the prerendered page has empty fields.
  useEffect(() => {
    const given = readBookingContact();
    if (Object.keys(given).length === 0) return;
    setValues((current) => ({ ...current, ...given }));
    setPrefilled(true);
  }, []);

  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  useEffect(() => {
    if (!focusFirstProblem.current) return;
    focusFirstProblem.current = false;
    // In the page's order: the time, then the fields.
    const form = formRef.current;
    const target = errors.start
      ? (form?.querySelector<HTMLInputElement>('input[name="book-time"]:checked') ??
        form?.querySelector<HTMLInputElement>('input[name="book-time"]'))
      : form?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    target?.focus();
  }, [errors]);

  const field = (name: BookingContactField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const chooseTime = (value: string) => {
    setStart(value);
    setErrors((current) => ({ ...current, start: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFormError('');
    const request = { ...values, start: start ?? '', sessionId: readVisitorSessionId() };
    const parsed = bookingRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      if (found.start) found.start = bookingPage.chooseTimeFirst;
      focusFirstProblem.current = true;
      setErrors(found);
      return;
    }
    setSubmitting(true);
    try {
      const created = await createBooking(request);
      rememberBookingContact(values);
      setBooked(created);
    } catch (error) {
      if (isStatus(error, 409)) {
        setStart(null);
        reload();
        setFormError(failureText(error, bookingPage.timeTaken));
      } else {
        setFormError(
          isStatus(error, 400)
            ? failureText(error, bookingPage.failed)
            : `${bookingPage.failed}${OFFICE_PHONE ? `, or call us at ${OFFICE_PHONE}` : ''}.`,
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (booked) return <BookingDone booking={booked} firstName={values.firstName.trim()} />;

  return (
    <form ref={formRef} method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-8">
      <section aria-labelledby="book-times-heading" className="grid gap-4">
        <h2 id="book-times-heading" className="text-xl font-bold text-navy-900">
          1. Choose a time
        </h2>
        {/*
          The times arrive after the page: their usual height is kept for them meanwhile, so the
          details below do not jump down when they show (measured at 390 and 1280 px).
        */}
        <div className="min-h-[32rem] sm:min-h-[19.5rem]">
          <OpenTimes
            id="book"
            slots={slots}
            onRetry={reload}
            value={start}
            onChange={chooseTime}
            error={errors.start}
          />
        </div>
      </section>
      <section aria-labelledby="book-details-heading" className="grid gap-4">
        <h2 id="book-details-heading" className="text-xl font-bold text-navy-900">
          2. {bookingPage.detailsHeading}
        </h2>
        {prefilled && <p className="text-sm text-slate-600">{bookingPage.prefilledNote}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="book-first-name"
            label="First Name"
            required
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField id="book-last-name" label="Last Name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField
          id="book-email"
          label="Email Address"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...field('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="book-phone"
            label="Phone Number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={consentNotices.phone}
            {...field('phone')}
          />
          <TextField id="book-company" label="Company Name" autoComplete="organization" {...field('company')} />
        </div>
      </section>
      <div className="grid gap-3">
        <Button type="submit" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start sm:px-8">
          {submitting ? bookingPage.busyLabel : bookingPage.submitLabel}
        </Button>
        {formError && (
          <p
            ref={formErrorRef}
            role="alert"
            tabIndex={-1}
            className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 outline-none"
          >
            {formError}
          </p>
        )}
      </div>
    </form>
  );
}
