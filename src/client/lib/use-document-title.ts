import { useEffect } from 'react';

/** Sets the tab title while the page is shown; every page sets its own, so none is restored. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
