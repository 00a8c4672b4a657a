import { Button } from '#client/components/ui/button.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically a stale tab after a
 * deploy removed the old hashed files): a reload fetches the current version.
 */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-navy-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">This page could not be displayed. Reloading usually fixes it.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </div>
  );
}
