import { useEffect } from 'react';

/**
 * Asks search engines not to index or follow the page while it is shown. Added by the page rather
 * than index.html because every route shares that file.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
