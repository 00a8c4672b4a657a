import { useEffect } from 'react';

/**
 * Asks search engines not to index or follow the page while it is shown. The prerendered
 * /admin page already carries the tag (and the server sends X-Robots-Tag); this covers arriving
 * by client-side navigation, and never adds a second tag.
 */
export function useNoIndex(): void {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
