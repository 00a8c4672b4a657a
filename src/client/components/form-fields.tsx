import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { HONEYPOT_FIELD } from '#shared/lead-schemas.js';
import { cn } from '#client/lib/cn.js';

/**
 * Labelled inputs shared by the brochure card and the consultation form. Errors sit under the
 * field, are linked with aria-describedby and announced (role="alert"); required fields carry a
 * visible * (hidden from screen readers, which hear aria-required instead). A prefill note (a
 * value the visitor did not type, to check: "From your voicemail, please check") sits right under
 * the field, tints it, and is linked the same way.
 */

const baseControlClasses = cn(
  'block min-h-11 w-full rounded-md border px-3 py-2 text-base text-slate-900',
  'placeholder:text-slate-400 focus:border-navy-500 aria-invalid:border-red-600',
  // Focusing a field (e.g. the first invalid one) scrolls it below the fixed navigation, label included.
  'scroll-mt-36',
);
const controlClasses = (noted: boolean) =>
  cn(baseControlClasses, noted ? 'border-amber-500 bg-amber-50' : 'border-slate-300 bg-white');

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  prefillNote?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldFrame({ id, label, required, error, hint, prefillNote, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noteId = prefillNote ? `${id}-note` : undefined;
  const describedBy = [errorId, noteId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    // content-start: beside a taller neighbour (a note or an error under it), the field keeps its size.
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children(describedBy)}
      {prefillNote && (
        <p id={noteId} className="text-sm font-medium text-amber-800">
          {prefillNote}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs leading-relaxed text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

interface CommonProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  prefillNote?: ReactNode;
}

export function TextField({
  id,
  label,
  required,
  error,
  hint,
  prefillNote,
  className,
  ...inputProps
}: CommonProps & Omit<ComponentPropsWithRef<'input'>, 'id' | 'required'>) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} prefillNote={prefillNote}>
      {(describedBy) => (
        <input
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses(Boolean(prefillNote)), className)}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  required,
  error,
  hint,
  prefillNote,
  className,
  ...textAreaProps
}: CommonProps & Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'required'>) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} prefillNote={prefillNote}>
      {(describedBy) => (
        <textarea
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses(Boolean(prefillNote)), 'min-h-32 resize-y', className)}
          {...textAreaProps}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  prefillNote,
  options,
  placeholder = 'Select…',
  className,
  ...selectProps
}: CommonProps & { options: readonly SelectOption[]; placeholder?: string } & Omit<
    ComponentPropsWithRef<'select'>,
    'id' | 'required' | 'children'
  >) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} prefillNote={prefillNote}>
      {(describedBy) => (
        <select
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses(Boolean(prefillNote)), className)}
          {...selectProps}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/**
 * The spam trap (HONEYPOT_FIELD): off-screen, hidden from assistive technology, out of the tab
 * order and never autofilled, so only bots fill it. Uncontrolled on purpose: it is not part of
 * the form schema, and the caller reads it through the ref at submit time.
 */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          ref={ref}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          defaultValue=""
        />
      </label>
    </div>
  );
}
