import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '../../lib/cn.js';

const variantClasses = {
  primary: 'bg-navy-800 text-white hover:bg-navy-700 disabled:bg-slate-400',
  outline: 'border border-slate-300 bg-white text-navy-900 hover:bg-slate-100 disabled:text-slate-400',
  ghost: 'text-navy-900 hover:bg-slate-100 disabled:text-slate-400',
} as const;

export type ButtonVariant = keyof typeof variantClasses;

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: ButtonVariant;
}

/** The site's button. Defaults to type="button" so it never submits a form by accident. */
export function Button({ className, variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold',
        'transition-colors disabled:cursor-not-allowed',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
