import * as ToastPrimitives from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '#client/lib/cn.js';

/**
 * Radix toast parts styled for this site (shadcn-style: the markup is ours to change). Radix
 * brings the behaviour SPEC §9 asks for: F8 focuses the region, swipe to dismiss, pause on hover.
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider(props: ComponentPropsWithoutRef<typeof ToastPrimitives.Provider>) {
  return (
    <ToastPrimitives.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      {...props}
    />
  );
}

/**
 * Where toasts appear (chosen by toast-placement.ts). Neither place covers the fixed header:
 * - `bottom`: below md, the full width clear of the floating voicemail button's lane; from md, the
 *   bottom-left corner, away from that button and the voicemail panel at the bottom-right.
 * - `top`: just below the header, at the right from md.
 */
export type ToastPlacement = 'bottom' | 'top';

const placementClasses: Record<ToastPlacement, string> = {
  bottom: cn(
    'bottom-0 flex-col pb-[max(1rem,env(safe-area-inset-bottom))]',
    'md:right-auto md:max-w-[min(420px,calc(100vw-27rem))]',
    // The floating voicemail button (public pages) keeps its corner below md.
    'max-md:[body:has([data-floating-voicemail]:not([hidden]))_&]:pr-[4.5rem]',
  ),
  top: 'top-16 flex-col-reverse pt-2 md:top-18 md:left-auto md:max-w-[420px] md:pt-4',
};

export function ToastViewport({
  className,
  placement = 'bottom',
  ...props
}: ComponentPropsWithoutRef<typeof ToastPrimitives.Viewport> & { placement?: ToastPlacement }) {
  return (
    <ToastPrimitives.Viewport
      data-placement={placement}
      className={cn(
        // The empty viewport stays mounted: it must never catch a tap meant for what lies below.
        'pointer-events-none fixed inset-x-0 z-[100] flex max-h-screen w-full gap-2 p-4 outline-none',
        placementClasses[placement],
        className,
      )}
      {...props}
    />
  );
}

const variantClasses = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

export type ToastVariant = keyof typeof variantClasses;

export interface ToastProps extends ComponentPropsWithoutRef<typeof ToastPrimitives.Root> {
  variant?: ToastVariant;
}

export function Toast({ className, variant = 'default', ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      className={cn(
        'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden',
        // Tighter on phones, where every line of a toast hides a line of the page.
        'rounded-md border p-3 pr-10 shadow-lg sm:p-4 sm:pr-10',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
        'data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center self-center rounded-md border border-current px-3 text-sm font-medium',
        'hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      aria-label="Close notification"
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitives.Close>
  );
}
