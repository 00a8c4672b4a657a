import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '#client/lib/cn.js';

const variantClasses = {
  primary: 'bg-navy-800 text-white hover:bg-navy-700 disabled:bg-slate-400',
  outline: 'border border-slate-300 bg-white text-navy-900 hover:bg-slate-100 disabled:text-slate-400',
  ghost: 'text-navy-900 hover:bg-slate-100 disabled:text-slate-400',
} as const;

export type ButtonVariant = keyof typeof variantClasses;

/** 'icon' is a 44 px square: the minimum touch target, for icon-only buttons. */
const sizeClasses = {
  default: 'px-4 py-2',
  icon: 'size-11 shrink-0 p-0',
} as const;

export type ButtonSize = keyof typeof sizeClasses;

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The button look, for links that act like buttons (downloads, exports). */
export function buttonClassName({ variant = 'primary', size = 'default', className }: ButtonStyle = {}): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md text-sm font-semibold',
    'transition-colors disabled:cursor-not-allowed',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

/** The site's button. Defaults to type="button" so it never submits a form by accident. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />;
}
