import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { bookingLinks } from '#content/booking.js';
import { SITE_ROUTES } from '#shared/site-routes.js';
import { Button } from '#client/components/ui/button.js';
import { useState, type ReactNode } from 'react';
import { openInBrowserHref } from '#client/features/voice/in-app-browser.js';
import { inAppCopy, SENDING_MESSAGE, successCopy, unsupportedCopy } from '#client/features/voice/voicemail-copy.js';

/** SPEC §4 submitting view: the recording is stopped and its audio on its way. */
export function SubmittingView() {
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center">
      <div role="progressbar" aria-label={SENDING_MESSAGE}>
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-navy-700" />
      </div>
      <p className="font-semibold text-slate-900">{SENDING_MESSAGE}</p>
      <p className="text-sm text-slate-600">This can take a few seconds while we transcribe it.</p>
    </div>
  );
}

interface FormLinkProps {
  /** The consultation form is on this page (the home page). */
  formOnPage: boolean;
  label: string;
  /** Scrolls to the form on this page and closes the panel. */
  onGoToForm: () => void;
  /** Closes the panel when the link leads to the home page's form. */
  onLeave: () => void;
  autoFocus?: boolean;
}

const outlineLinkClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 ' +
  'text-center text-sm leading-tight font-semibold text-navy-900 transition-colors hover:bg-slate-100 max-sm:px-2';

/** To the consultation form: a scroll on the home page, a link to its contact section elsewhere. */
function FormLink({ formOnPage, label, onGoToForm, onLeave, autoFocus }: FormLinkProps) {
  if (formOnPage) {
    return (
      <Button
        variant="outline"
        autoFocus={autoFocus}
        onClick={onGoToForm}
        className="w-full text-center leading-tight max-sm:px-2"
      >
        {label}
      </Button>
    );
  }
  return (
    <a href={`${SITE_ROUTES.home}#contact`} autoFocus={autoFocus} onClick={onLeave} className={outlineLinkClass}>
      {label}
    </a>
  );
}

type OutcomeProps = Omit<FormLinkProps, 'label' | 'autoFocus'>;

/** The icon, heading and sentence every outcome view opens with. */
function OutcomeMessage({
  tone,
  heading,
  children,
}: {
  tone: 'done' | 'notice';
  heading: string;
  children: ReactNode;
}) {
  const Icon = tone === 'done' ? CircleCheck : CircleAlert;
  // On phones the sentence runs under the icon too: a line less of the screen under the sheet.
  return (
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-2 sm:items-start sm:gap-x-3">
      <Icon
        aria-hidden="true"
        className={`size-5 shrink-0 sm:row-span-2 sm:size-8 ${tone === 'done' ? 'text-green-700' : 'text-amber-700'}`}
      />
      <p className="font-semibold text-slate-900 max-sm:text-[0.9375rem]">{heading}</p>
      <p className="col-span-2 mt-1 text-sm leading-relaxed text-slate-700 sm:col-span-1 sm:col-start-2">{children}</p>
    </div>
  );
}

/**
 * SPEC §4 success view: points to the consultation form (the page scrolls there by itself). It
 * says only what is true now: with the transcript still being made, the form is not filled yet.
 */
export function SuccessView({ pending, ...props }: OutcomeProps & { pending: boolean }) {
  return (
    <div className="grid gap-3 sm:gap-4">
      <OutcomeMessage tone="done" heading={successCopy.heading}>
        {pending ? successCopy.stillListening : props.formOnPage ? successCopy.formBelow : successCopy.formElsewhere}
      </OutcomeMessage>
      {/* Side by side on phones: the sheet stays short while the page scrolls to the form above it. */}
      <div className="grid grid-cols-2 items-center gap-2 sm:grid-cols-1 sm:gap-4">
        <FormLink {...props} label={successCopy.goToForm} autoFocus />
        {/* Straight to a call time (issue 25); the panel still closes and scrolls by itself. */}
        <a
          href={SITE_ROUTES.book}
          onClick={props.onLeave}
          className="inline-flex min-h-11 items-center justify-center text-center text-sm leading-tight font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
        >
          {bookingLinks.afterVoicemail}
        </a>
      </div>
    </div>
  );
}

/** Browsers without MediaRecorder or getUserMedia (or a page not on HTTPS) get the form instead. */
export function UnsupportedView(props: OutcomeProps) {
  return (
    <div className="grid gap-4">
      <OutcomeMessage tone="notice" heading={unsupportedCopy.heading}>
        {unsupportedCopy.body}
      </OutcomeMessage>
      <FormLink {...props} label={unsupportedCopy.goToForm} autoFocus />
    </div>
  );
}

/**
 * Inside another app's web view, without a microphone: how to get to one (the page in the phone's
 * browser), and the form meanwhile.
 */
export function InAppBrowserView(props: OutcomeProps) {
  const [copied, setCopied] = useState(false);
  const intent = openInBrowserHref(navigator.userAgent, window.location.href);
  const copy = () => {
    navigator.clipboard?.writeText(window.location.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="grid gap-4">
      <OutcomeMessage tone="notice" heading={inAppCopy.heading}>
        {inAppCopy.body}
      </OutcomeMessage>
      {intent ? (
        <a href={intent} className={outlineLinkClass}>
          {inAppCopy.openInBrowser}
        </a>
      ) : (
        <Button variant="outline" onClick={copy} className="w-full">
          {inAppCopy.copyLink}
        </Button>
      )}
      <p role="status" className={copied ? 'text-sm text-green-800' : 'sr-only'}>
        {copied ? inAppCopy.copied : ''}
      </p>
      <FormLink {...props} label={unsupportedCopy.goToForm} autoFocus />
    </div>
  );
}
