import { firm } from '#content/firm.js';
import { cn } from '#client/lib/cn.js';
import { telHref } from '#shared/contact-links.js';

/** Marks the placeholder, so the loader can tell it from prerendered markup. */
export const PLACEHOLDER_ATTRIBUTE = 'data-lead-form-placeholder';

/**
 * Holds the form's place while its code loads on a page rendered in the browser (a prerendered
 * page shows the real form instead).
 */
export function IslandPlaceholder({ className }: { className: string }) {
  return (
    <div {...{ [PLACEHOLDER_ATTRIBUTE]: '' }} aria-busy="true" className={cn('rounded-2xl bg-white', className)} />
  );
}

const phone = firm.phones[0];

/** Shown instead of a form whose code could not be fetched (offline, or a page older than a deploy). */
export function IslandUnavailable() {
  return (
    <p role="alert" className="rounded-2xl bg-white p-5 text-slate-800 ring-1 ring-slate-200">
      This form could not be loaded. Please reload the page
      {phone ? (
        <>
          {' '}
          or call us at{' '}
          <a href={telHref(phone.dial)} className="font-semibold text-navy-800 underline">
            {phone.display}
          </a>
        </>
      ) : null}
      .
    </p>
  );
}

const email = firm.emails[0];

/**
 * Without JavaScript the forms cannot send (the API takes JSON only, by design): say so and
 * offer the phone and e-mail instead of letting a submit fail.
 */
export function NoScriptNote() {
  return (
    <noscript>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-slate-800 ring-1 ring-amber-200">
        This form needs JavaScript. Please call us at {phone?.display} or e-mail {email?.address}.
      </p>
    </noscript>
  );
}
