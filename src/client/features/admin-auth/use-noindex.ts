import { useEffect } from 'react';

/**
 * Asks search engines not to index or follow the page while it is shown. The prerendered
 * pages already carry the tag (and the server sends X-Robots-Tag for them); this covers a page
 * rendered in the browser (`npm run dev`), and never adds a second tag.
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
