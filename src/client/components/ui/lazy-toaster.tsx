import { lazy, Suspense } from 'react';
import { useToast } from './use-toast.js';

/**
 * The Radix toast code is fetched with the first toast, not with every page: most visits never
 * show one, and the public bundle has a tight size budget. The store itself is tiny and always
 * loaded, so `toast()` works from anywhere at any time.
 */
const Toaster = lazy(() => import('./toaster.js').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
