import { consentNotices } from '#content/consent-notices.js';
import { NoScriptNote } from './island-fallbacks.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { bookingLinks } from '#content/booking.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { brochureCard, brochureFiles } from '#content/brochure.js';
import { brochureFormSchema, type BrochureFormValues } from '#shared/lead-schemas.js';
import { Button } from '#client/components/ui/button.js';
import { toast } from '#client/components/ui/use-toast.js';
import { submitLead } from '#client/features/leads/api/submit-lead.js';
import { scrollToSection } from '#client/lib/scroll-to-section.js';
import { CONSULTATION_FORM_ID } from '#client/lib/islands/consultation-form-id.js';
import { formReady } from '#client/features/leads/form-handoff.js';
import { downloadFile } from '#client/features/leads/download-file.js';
import { focusFirstEmptyField } from '#client/features/leads/focus-first-empty-field.js';
import { HoneypotField, TextField } from '#client/components/form-fields.js';
import { brochureLead, type BrochureValues } from '#client/features/leads/lead-payloads.js';
import { handOffBrochureValues } from '#client/features/leads/lead-sync.js';
import { LEAD_MAGNET_SYNC_KEY } from '#client/lib/islands/lead-sync-keys.js';
import { sanitizeLeadSyncRecord } from '#client/lib/islands/lead-sync-record.js';
import { publishLeadSync } from '#client/lib/islands/publish-lead-sync.js';
import { readVisitorSessionId } from '#client/lib/islands/visitor-session-id.js';
import { rememberBookingContact } from '#client/lib/islands/booking-contact.js';
import { useAdoptingRegister } from '#client/features/leads/use-adopting-register.js';

/** The download must not wait on a slow server: after this long it starts anyway. */
const SAVE_WAIT_MS = 8000;

const EMPTY: Required<BrochureFormValues> = { email: '', firstName: '', company: '', phone: '' };

/**
 * SPEC §7/§8: saving the brochure lead is best effort. A failure (or a server slower than
 * SAVE_WAIT_MS) is only logged; the visitor gets the guide either way.
 */
async function saveBrochureLead(values: BrochureValues, trap: string): Promise<void> {
  const save = submitLead(brochureLead(values, readVisitorSessionId(), trap)).then(
    () => undefined,
    (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn('The brochure request could not be saved; the download goes ahead.', reason);
    },
  );
  await Promise.race([save, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
}

/** The hero's lead magnet (SPEC §2): a short form, then a confirmation with two next steps. */
export function BrochureCardIsland() {
  /** The values last submitted; null while the form view shows. */
  const [submitted, setSubmitted] = useState<BrochureValues | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  /** Where focus goes after the next view switch (not on the first render). */
  const pendingFocus = useRef<'done' | 'form' | null>(null);

  const form = useForm<BrochureFormValues, unknown, BrochureValues>({
    resolver: zodResolver(brochureFormSchema),
    defaultValues: EMPTY,
  });
  const register = useAdoptingRegister(form);
  const { errors, isSubmitting } = form.formState;
  const view = submitted ? 'done' : 'form';

  useEffect(() => {
    if (view === 'form') formReady(formRef.current);
    if (pendingFocus.current === 'done') doneHeadingRef.current?.focus();
    if (pendingFocus.current === 'form') form.setFocus('email');
    pendingFocus.current = null;
  }, [view, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    await saveBrochureLead(values, honeypotRef.current?.value ?? '');
    // The visitor typed these details: keep them for the consultation form whether or not the
    // save worked (this tab prefills at once, other tabs and later visits from localStorage).
    publishLeadSync(sanitizeLeadSyncRecord(values), LEAD_MAGNET_SYNC_KEY);
    rememberBookingContact(values);
    downloadFile(brochureFiles.flyer.path, brochureFiles.flyer.fileName);
    toast({ title: 'Download Started', description: 'Your comprehensive debt negotiation guide is downloading now!' });
    pendingFocus.current = 'done';
    setSubmitted(values);
  });

  const downloadAgain = () => {
    pendingFocus.current = 'form';
    setSubmitted(null);
  };

  const scheduleConsultation = () => {
    if (submitted) handOffBrochureValues(submitted);
    if (scrollToSection('contact')) focusFirstEmptyField(CONSULTATION_FORM_ID);
    else window.location.assign('/#contact');
  };

  return (
    <section
      aria-labelledby={view === 'form' ? 'brochure-heading' : 'brochure-done-heading'}
      // The hero is a dark band whose focus ring is gold; on this white card it must be navy.
      className="rounded-2xl bg-white p-5 text-slate-800 shadow-xl ring-1 ring-slate-200 sm:p-6 [&_:focus-visible]:outline-navy-500"
    >
      {view === 'form' ? (
        <>
          <h2 id="brochure-heading" className="text-xl font-bold text-navy-900">
            {brochureCard.heading}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{brochureCard.intro}</p>
          <ul className="mt-3 grid gap-1.5 text-sm text-slate-700">
            {brochureCard.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-2">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-500" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
          <form
            ref={formRef}
            // POST, so a submit that ever slipped past JavaScript would not put details in the URL.
            method="post"
            // saveBrochureLead never rejects: a failed save is only logged.
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            className="relative mt-4 grid gap-3"
          >
            <NoScriptNote />
            <TextField
              id="brochure-email"
              label="Email Address"
              required
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              id="brochure-first-name"
              label="First Name"
              required
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              id="brochure-company"
              label="Company (optional)"
              autoComplete="organization"
              error={errors.company?.message}
              {...register('company')}
            />
            <TextField
              id="brochure-phone"
              label="Phone (optional)"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              hint={consentNotices.phone}
              {...register('phone')}
            />
            <HoneypotField ref={honeypotRef} />
            <Button type="submit" disabled={isSubmitting} className="mt-1 w-full">
              <Download aria-hidden="true" className="size-4" />
              {isSubmitting ? brochureCard.busyLabel : brochureCard.submitLabel}
            </Button>
            <p className="text-xs leading-relaxed text-slate-500">{brochureCard.privacyNote}</p>
          </form>
        </>
      ) : (
        <div className="grid gap-3 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-600" />
          <h2
            id="brochure-done-heading"
            ref={doneHeadingRef}
            tabIndex={-1}
            className="text-xl font-bold text-navy-900 outline-none"
          >
            {brochureCard.doneHeading}
          </h2>
          <p className="text-sm leading-relaxed text-slate-600">{brochureCard.doneText}</p>
          <div className="mt-2 grid gap-2">
            <Button variant="outline" onClick={downloadAgain}>
              {brochureCard.againLabel}
            </Button>
            <Button onClick={scheduleConsultation}>{brochureCard.scheduleLabel}</Button>
            {/* Beside SPEC's two buttons, which stay as they are: straight to a call time (issue 25). */}
            <a
              href={SITE_ROUTES.book}
              className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
            >
              {bookingLinks.afterBrochure}
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
