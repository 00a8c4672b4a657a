import { LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.js';
import { queryErrorText } from './query-error-text.js';

/** A column's list while it loads, when it failed, or when it has nothing to show. */
export function ListLoading({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-center gap-2 p-4 text-sm text-slate-700">
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      Loading {what}...
    </p>
  );
}

/** A failed load in words; with `onRetry`, a button to try again (for lists that do not poll). */
export function ListError({ what, error, onRetry }: { what: string; error: Error; onRetry?: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-2 rounded-md bg-red-50 p-4 text-sm text-red-800">
      <p className="wrap-anywhere">
        Failed to load {what}: {queryErrorText(error)}
      </p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" />
          Retry
        </Button>
      )}
    </div>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-white p-4 text-sm text-slate-700">{children}</p>;
}
