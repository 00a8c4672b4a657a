import { NoScriptNote } from './island-fallbacks.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { bookingLinks } from '#content/booking.js';
import { brochureFiles, corporateGuideNotice } from '#content/brochure.js';
import { claims, firm } from '#content/firm.js';
import { contactSection } from '#content/home.js';
import { CREDITORS_COUNT_OPTIONS, DEBT_AMOUNT_OPTIONS } from '#shared/lead-options.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { consultationFormSchema, type ConsultationFormValues } from '#shared/lead-schemas.js';
import { Button } from '#client/components/ui/button.js';
import { toast } from '#client/components/ui/use-toast.js';
import { HttpError, serverMessage } from '#client/lib/api.js';
import { submitLead } from '#client/features/leads/api/submit-lead.js';
import { CONSULTATION_FORM_ID } from '#client/lib/islands/consultation-form-id.js';
import { formReady } from '#client/features/leads/form-handoff.js';
import { prefillSteps } from '#client/features/leads/prefill-steps.js';
import { downloadFile } from '#client/features/leads/download-file.js';
import { HoneypotField, SelectField, TextAreaField, TextField } from '#client/components/form-fields.js';
import { consultationLead, type ConsultationValues } from '#client/features/leads/lead-payloads.js';
import { clearStoredLeadData, readBrowserPrefill, subscribeLeadSync } from '#client/features/leads/lead-sync.js';
import { type LeadSyncMessage } from '#client/lib/islands/island-store.js';
import {
  releaseLeadSync,
  rememberConsultationContact,
  takeLeadSyncBacklog,
} from '#client/lib/islands/lead-sync-store.js';
import { LEAD_SYNC_FIELDS, splitFullName, type LeadSyncField } from '#client/lib/islands/lead-sync-record.js';
import { readVisitorSessionId } from '#client/lib/islands/visitor-session-id.js';
import { rememberBookingContact } from '#client/lib/islands/booking-contact.js';
import { useAdoptingRegister } from '#client/features/leads/use-adopting-register.js';

const EMPTY: Required<ConsultationFormValues> = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  phone: '',
  debtAmount: '',
  creditorsCount: '',
  message: '',
};

const NO_FIELDS: ReadonlySet<LeadSyncField> = new Set();

/** The marked fields after marking (true) or unmarking (false) some. */
function withMarks(
  current: ReadonlySet<LeadSyncField>,
  changes: ReadonlyArray<readonly [LeadSyncField, boolean]>,
): ReadonlySet<LeadSyncField> {
  const next = new Set(current);
  for (const [field, marked] of changes) {
    if (marked) next.add(field);
    else next.delete(field);
  }
  return next.size === current.size && [...next].every((field) => current.has(field)) ? current : next;
}

/** SPEC §5: the fields whose absence triggers the 'Missing Required Fields' toast. */
const REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'message'] as const;

type Status = 'idle' | 'success' | 'error';

const OFFICE_PHONE = firm.phones[0]?.display;

/** The sentence under the submit button; the button points to it, so screen readers hear it too. */
const GUIDE_NOTICE_ID = 'consultation-guide-notice';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Brings the success message to the middle of the screen. The toast that announces the same
 * success sits at the top of a phone's screen and at the bottom right of a larger one: a message
 * left where the submit button was (often the screen's bottom edge) would be under it.
 */
function showInMiddle(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

/**
 * The contact section's consultation request form (SPEC §3–§5, §7, §8): idle -> submitting ->
 * success (cleared, success message) or failure (values kept, error message). It starts filled
 * from what the visitor gave the brochure card or the voicemail (see lead-sync.ts). A field filled
 * with what the voicemail heard says so under it ("From your voicemail, please check", linked to
 * the field for screen readers) until the caller edits it (decision 0035).
 */
export function ConsultationFormIsland() {
  const [status, setStatus] = useState<Status>('idle');
  const honeypotRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /**
   * The submit button is disabled while sending, which drops keyboard focus. Once it is enabled
   * again, focus goes to the success message, or back to the button after a failure (the error
   * itself is announced by its role="alert"), so the visitor can retry with Enter.
   */
  const pendingFocus = useRef<'status' | 'submit' | null>(null);
  /** The fields holding what the voicemail heard, untouched by the caller since. */
  const [heard, setHeard] = useState<ReadonlySet<LeadSyncField>>(NO_FIELDS);
  // A functional update (no re-render when nothing was marked): the handlers registered with the
  // fields may be those of an earlier render.
  const unmark = (...fields: LeadSyncField[]) =>
    setHeard((current) =>
      withMarks(
        current,
        fields.map((field) => [field, false] as const),
      ),
    );

  const form = useForm<ConsultationFormValues, unknown, ConsultationValues>({
    resolver: zodResolver(consultationFormSchema),
    defaultValues: EMPTY,
  });
  const register = useAdoptingRegister(form);
  const { errors, isSubmitting } = form.formState;

  // Prefill after hydration only: the prerendered HTML has empty fields, so reading storage during
  // render would make the first client render differ from it.
  useEffect(() => {
    // Every field's type is a string (or one of the options, which sanitizing guarantees).
    const resetFieldTo = form.resetField as (name: LeadSyncField, options: { defaultValue: string }) => void;
    const prefill = (message: LeadSyncMessage) => {
      const steps = prefillSteps(message, (field) => ({
        value: form.getValues(field) ?? '',
        dirty: form.getFieldState(field).isDirty,
      }));
      for (const { field, value } of steps) {
        // The prefilled value becomes the field's default: changing it counts as an edit, which a
        // later record never overwrites (prefill-steps.ts).
        resetFieldTo(field, { defaultValue: value });
      }
      const marks = steps.flatMap(({ field, heard }) => (heard === undefined ? [] : [[field, heard] as const]));
      if (marks.length > 0) setHeard((current) => withMarks(current, marks));
    };
    prefill(readBrowserPrefill());
    // Records sent on this page before this code was loaded (stored ones were read just above).
    for (const early of takeLeadSyncBacklog()) prefill(early);
    const unsubscribe = subscribeLeadSync(prefill);
    return () => {
      unsubscribe();
      releaseLeadSync();
    };
  }, [form]);

  // After the prefill: a submit the visitor made before the code arrived is replayed now.
  useEffect(() => formReady(formRef.current), []);

  /** SPEC §5: 'Jane Q Public' typed as first name, with no last name, becomes Jane / Q Public. */
  const splitName = () => {
    const split = splitFullName(form.getValues('firstName'), form.getValues('lastName'));
    if (!split) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('firstName', split.firstName, options);
    form.setValue('lastName', split.lastName, options);
    // The caller's own typing, split: neither part is what the voicemail heard.
    unmark('firstName', 'lastName');
  };

  useEffect(() => {
    if (isSubmitting || !pendingFocus.current) return;
    if (pendingFocus.current === 'status') {
      if (statusRef.current) showInMiddle(statusRef.current);
    } else {
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
    pendingFocus.current = null;
  }, [isSubmitting, status]);

  const onValid = async (values: ConsultationValues) => {
    setStatus('idle');
    try {
      await submitLead(consultationLead(values, readVisitorSessionId(), honeypotRef.current?.value));
    } catch (error) {
      onFailure(error);
      return;
    }
    form.reset(EMPTY);
    setHeard(NO_FIELDS);
    if (honeypotRef.current) honeypotRef.current.value = '';
    clearStoredLeadData();
    // The voicemail's welcome step starts with them (the form and the stored hand-offs are cleared).
    rememberConsultationContact({ email: values.email, phone: values.phone });
    // The booking page linked from the success message starts with them.
    rememberBookingContact(values);
    setStatus('success');
    pendingFocus.current = 'status';
    toast({
      title: 'Consultation Request Submitted',
      description: 'Thank you for your consultation request! We will contact you within 24 hours.',
    });
    downloadFile(brochureFiles.corporate.path, brochureFiles.corporate.fileName);
  };

  const onFailure = (error: unknown) => {
    // SPEC §7: the server's message is read (and logged for support) but a generic text is shown.
    const detail = error instanceof HttpError ? (serverMessage(error) ?? error.message) : String(error);
    console.warn('The consultation request was not accepted:', detail);
    if (error instanceof HttpError) showServerFieldErrors(error);
    setStatus('error');
    pendingFocus.current = 'submit';
    toast({ title: 'Submission Failed', description: 'Please try again later.', variant: 'destructive' });
  };

  /** A 400 names the offending fields; show those under the fields too. */
  const showServerFieldErrors = (error: HttpError) => {
    if (error.status !== 400) return;
    try {
      const body = JSON.parse(error.body) as { errors?: { field?: unknown; message?: unknown }[] };
      for (const { field, message } of body.errors ?? []) {
        if (typeof message !== 'string' || !LEAD_SYNC_FIELDS.includes(field as LeadSyncField)) continue;
        form.setError(field as LeadSyncField, { type: 'server', message });
      }
    } catch {
      // No field details: the general message is enough.
    }
  };

  /** Field errors show under the fields and react-hook-form focuses the first one. */
  const onInvalid = () => {
    setStatus('idle');
    const missing = REQUIRED_FIELDS.some((field) => (form.getValues(field) ?? '').trim() === '');
    if (missing) {
      toast({ title: 'Missing Required Fields', description: 'Please fill in all required fields marked with *' });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    splitName();
    // onValid handles a failed request itself (onFailure), so nothing is left to reject.
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  /** A field's registration; editing it takes its "from your voicemail" note away. */
  const field = <N extends LeadSyncField>(name: N, options: { onBlur?: () => void } = {}) => ({
    ...register(name, { ...options, onChange: () => unmark(name) }),
    prefillNote: heard.has(name) ? contactSection.fromVoicemailNote : undefined,
    'data-from-voicemail': heard.has(name) ? '' : undefined,
  });

  return (
    <form
      id={CONSULTATION_FORM_ID}
      ref={formRef}
      // POST, so a submit that ever slipped past JavaScript would not put details in the URL.
      method="post"
      onSubmit={onSubmit}
      onInput={() => {
        if (status === 'success') setStatus('idle');
      }}
      noValidate
      aria-label={contactSection.formHeading}
      className="relative grid gap-4"
    >
      <NoScriptNote />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="consultation-first-name"
          label="First Name"
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...field('firstName', { onBlur: splitName })}
        />
        <TextField
          id="consultation-last-name"
          label="Last Name"
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...field('lastName')}
        />
      </div>
      <TextField
        id="consultation-email"
        label="Email Address"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...field('email')}
      />
      <TextField
        id="consultation-company"
        label="Company Name"
        autoComplete="organization"
        error={errors.company?.message}
        {...field('company')}
      />
      <TextField
        id="consultation-phone"
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        hint={contactSection.consentNote}
        {...field('phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="consultation-debt-amount"
          label="Total Business Debt"
          options={DEBT_AMOUNT_OPTIONS}
          error={errors.debtAmount?.message}
          {...field('debtAmount')}
        />
        <SelectField
          id="consultation-creditors-count"
          label="Number of Creditors"
          options={CREDITORS_COUNT_OPTIONS}
          error={errors.creditorsCount?.message}
          {...field('creditorsCount')}
        />
      </div>
      <TextAreaField
        id="consultation-message"
        label="Describe Your Situation"
        required
        rows={5}
        error={errors.message?.message}
        {...field('message')}
      />
      <HoneypotField ref={honeypotRef} />
      <div className="grid">
        <Button
          type="submit"
          disabled={isSubmitting}
          aria-describedby={GUIDE_NOTICE_ID}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {isSubmitting ? 'Submitting...' : 'Request Free Consultation'}
        </Button>
        {/* SPEC §7: the submit also downloads the corporate guide; say so before it happens. */}
        <p id={GUIDE_NOTICE_ID} className="mt-2 text-sm leading-relaxed text-slate-600">
          {corporateGuideNotice.beforeSubmit}
        </p>
        {/* Always present, so screen readers already watch it when the message appears. */}
        <div ref={statusRef} tabIndex={-1} role="status" className="outline-none">
          {status === 'success' && (
            <div className="mt-4 grid gap-3 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
              <p>
                Thank you! Your consultation request has been received. {claims.followUpPromise}{' '}
                {corporateGuideNotice.downloading}{' '}
                <a
                  href={brochureFiles.corporate.path}
                  download={brochureFiles.corporate.fileName}
                  className="font-semibold underline underline-offset-2"
                >
                  {corporateGuideNotice.linkLabel}
                </a>
              </p>
              {/* Beside SPEC's message: the call can be booked at once (issue 25). */}
              <a
                href={SITE_ROUTES.book}
                className="inline-flex min-h-11 items-center justify-center justify-self-start rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900"
              >
                {bookingLinks.afterConsultation}
              </a>
            </div>
          )}
        </div>
        {status === 'error' && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            We could not send your request. Please try again later
            {OFFICE_PHONE ? `, or call us at ${OFFICE_PHONE}` : ''}.
          </p>
        )}
      </div>
    </form>
  );
}
