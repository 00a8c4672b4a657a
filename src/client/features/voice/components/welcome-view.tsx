import { consentNotices } from '#content/consent-notices.js';
import { Mic } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { contactSection } from '#content/home.js';
import { Button } from '#client/components/ui/button.js';
import { TextField } from '#client/components/form-fields.js';
import { emailProblem, phoneProblem } from '#client/features/voice/contact-validation.js';
import { welcomeCopy } from '#client/features/voice/voicemail-copy.js';
import type { ContactDetails } from '#client/features/voice/voicemail-lead-sync.js';
import { readWelcomeContactDetails } from '#client/features/voice/welcome-contact.js';

/**
 * A field checked on blur and, once it has shown an error, on every change (SPEC §5): the
 * visitor is not told off while typing a first time, and sees the error go as soon as it is fixed.
 */
function useCheckedField(check: (value: string) => string | undefined) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const live = useRef(false);
  const validate = (next: string) => {
    const problem = check(next);
    setError(problem);
    if (problem) live.current = true;
    return problem;
  };
  return {
    value,
    error,
    validate: () => validate(value),
    prefill: (remembered: string) => setValue((current) => current || remembered),
    inputProps: {
      value,
      onChange: (event: { target: { value: string } }) => {
        setValue(event.target.value);
        if (live.current) validate(event.target.value);
      },
      onBlur: () => validate(value),
    },
  };
}

interface WelcomeViewProps {
  /** Id for the intro paragraph (the dialog's description). */
  introId: string;
  /** True while the browser asks for the microphone. */
  starting: boolean;
  /** True in the half-second beat after the microphone is granted. */
  gettingReady?: boolean;
  onStart: (details: ContactDetails) => void;
}

/** SPEC §4 welcome view: e-mail (required), phone (optional) with the consent note, Start Recording. */
export function WelcomeView({ introId, starting, gettingReady = false, onStart }: WelcomeViewProps) {
  const id = useId();
  const email = useCheckedField(emailProblem);
  const phone = useCheckedField(phoneProblem);
  const emailInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  // What the visitor already gave (the forms in this visit, else this step last time: welcome-contact.ts),
  // read after mounting, never while rendering.
  useEffect(() => {
    const given = readWelcomeContactDetails();
    email.prefill(given.email);
    phone.prefill(given.phone);
    // Once, on mounting: later renders must not overwrite what the visitor types.
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (starting) return;
    const emailError = email.validate();
    const phoneError = phone.validate();
    if (emailError) return emailInput.current?.focus();
    if (phoneError) return phoneInput.current?.focus();
    onStart({ email: email.value.trim(), phone: phone.value.trim() });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p id={introId} className="text-sm leading-relaxed text-slate-700">
        {welcomeCopy.intro}
      </p>
      <TextField
        ref={emailInput}
        id={`${id}-email`}
        label="Email Address"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={email.error}
        {...email.inputProps}
      />
      <TextField
        ref={phoneInput}
        id={`${id}-phone`}
        label="Phone Number (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={phone.error}
        hint={contactSection.consentNote}
        {...phone.inputProps}
      />
      {/* Word for word what the consent ledger stores with the recording (docs/workbench.md). */}
      <p className="text-xs leading-relaxed text-slate-600">{consentNotices.recording}</p>
      <div className="grid gap-2">
        <Button type="submit" aria-disabled={starting || undefined} className="w-full">
          <Mic aria-hidden="true" className="size-4" />
          {gettingReady ? welcomeCopy.getReadyLabel : starting ? welcomeCopy.startingLabel : welcomeCopy.startLabel}
        </Button>
        <p className="text-center text-xs text-slate-500">{welcomeCopy.micNote}</p>
      </div>
    </form>
  );
}
