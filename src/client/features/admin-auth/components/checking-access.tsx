import { LoaderCircle } from 'lucide-react';

/** Shown while the admin code loads and while the session is being checked (SPEC §2). */
export function CheckingAccess() {
  return (
    <p role="status" className="mx-auto flex max-w-sm items-center justify-center gap-2 py-16 text-slate-600">
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      Checking access...
    </p>
  );
}
