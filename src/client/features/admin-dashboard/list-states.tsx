import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
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

export function ListError({ what, error }: { what: string; error: Error }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-4 text-sm wrap-anywhere text-red-800">
      Failed to load {what}: {queryErrorText(error)}
    </p>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-white p-4 text-sm text-slate-700">{children}</p>;
}
