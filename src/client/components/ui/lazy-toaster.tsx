import { lazy, Suspense } from 'react';
import { useToast } from './use-toast.js';

/**
 * The Radix toast code is fetched with the first toast, not with every page: most visits never
 * show one, and the public bundle has a tight size budget. The store itself is tiny and always
 * loaded, so `toast()` works from anywhere at any time.
 */
const loadToaster = () => import('./toaster.js').then((m) => ({ default: m.Toaster }));
const Toaster = lazy(loadToaster);

/**
 * Fetches the toast code now, for flows that may need to speak while offline (the voicemail
 * recorder: its 'Upload Failed' would otherwise wait for a chunk that cannot load).
 */
export function preloadToaster(): void {
  loadToaster().catch(() => {});
}

export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
